import { PlayPage } from '../../features/games/play-page';

export default function Page() {
  return <PlayPage />;
}
