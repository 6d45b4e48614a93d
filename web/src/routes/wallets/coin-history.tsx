import { CoinHistoryPage } from '../../features/wallet/coin-history-page';

export default function Page() {
  return <CoinHistoryPage />;
}
