import { RewardRecordsPage } from '../../features/rewards/reward-records-page';

export default function Page() {
  return <RewardRecordsPage />;
}
