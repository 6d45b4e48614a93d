import { LotteryRecordPage } from '../../../features/lottery/record-lists';

export default function Page() {
  return <LotteryRecordPage />;
}
