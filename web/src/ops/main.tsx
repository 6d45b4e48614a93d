import '../styles/base.css';
import './ops.css';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createOpsRouter } from './app/router';

// The operator console's entry (web/ops/index.html): its own router, stores and texts; only the design tokens
// (styles/base.css) and generic helpers come from the player app.
const router = createOpsRouter();
createRoot(document.getElementById('root') as HTMLElement).render(<RouterProvider router={router} />);
