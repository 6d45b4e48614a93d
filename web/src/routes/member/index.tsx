import { MemberPage } from '../../features/member/member-page';

export default function Page() {
  return <MemberPage />;
}
