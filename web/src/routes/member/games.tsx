import { MemberGamesPage } from '../../features/games/member-games-page';

export default function Page() {
  return <MemberGamesPage />;
}
