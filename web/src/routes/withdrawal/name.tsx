import { WithdrawalPage } from '../../features/wallet/wallet-page';

export default function Page() {
  return <WithdrawalPage />;
}
