import { ACTIVITY_TYPE } from '@casino/contracts/enums';
import { RankPage } from '../features/rank/rank-page';

export default function Page() {
  return <RankPage activityType={ACTIVITY_TYPE.Rank} />;
}
