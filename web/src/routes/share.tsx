import { SharePage } from '../features/agent/share-page';

export default function Page() {
  return <SharePage />;
}
