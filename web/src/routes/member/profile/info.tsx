import { ProfileInfoPage } from '../../../features/member/profile-info-page';

export default function Page() {
  return <ProfileInfoPage />;
}
