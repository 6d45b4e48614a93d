import { ProfilePage } from '../../../features/member/profile-page';

export default function Page() {
  return <ProfilePage />;
}
