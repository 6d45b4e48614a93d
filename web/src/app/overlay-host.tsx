import { lazy, Suspense } from 'react';
import { useStore } from '../components/use-store';
import { $overlays } from '../stores/overlays';

// Overlays (Tips included) are rare at first paint: their code loads when one opens.
const Popup = lazy(() => import('../features/popups/popup'));

/** Renders the overlay stack; the last opened is on top. */
export function OverlayHost() {
  const overlays = useStore($overlays);
  return (
    <>
      {overlays.map((o) => (
        <Suspense key={o.id} fallback={null}>
          <Popup overlay={o} />
        </Suspense>
      ))}
    </>
  );
}
