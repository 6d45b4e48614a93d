import { LotteryPage } from '../../features/lottery/lottery-page';

export default function Page() {
  return <LotteryPage />;
}
