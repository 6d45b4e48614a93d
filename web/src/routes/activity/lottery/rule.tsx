import { LotteryRulePage } from '../../../features/lottery/rule-page';

export default function Page() {
  return <LotteryRulePage />;
}
