import { FollowPage } from '../../features/follow/follow-page';

export default function Page() {
  return <FollowPage />;
}
