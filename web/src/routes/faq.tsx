import { FaqPage } from '../features/info/faq-page';

export default function Page() {
  return <FaqPage />;
}
