import { LotteryOrdersPage } from '../../../features/lottery/record-lists';

export default function Page() {
  return <LotteryOrdersPage />;
}
