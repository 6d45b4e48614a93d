import { LotteryHistoryPage } from '../../../features/lottery/history-page';

export default function Page() {
  return <LotteryHistoryPage />;
}
