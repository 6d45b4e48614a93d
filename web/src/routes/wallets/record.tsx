import { RecordPage } from '../../features/wallet/other-pages';

export default function Page() {
  return <RecordPage />;
}
