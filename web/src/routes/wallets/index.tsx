import { WalletPage } from '../../features/wallet/wallet-page';

export default function Page() {
  return <WalletPage />;
}
