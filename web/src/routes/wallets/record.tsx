import { RecordPage } from '../../features/wallet/record-page';

export default function Page() {
  return <RecordPage />;
}
