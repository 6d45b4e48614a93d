import { SafeboxPage } from '../../features/wallet/safebox-page';

export default function Page() {
  return <SafeboxPage />;
}
