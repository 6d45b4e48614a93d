import { GameStartPage } from '../../features/games/game-start-page';

export default function Page() {
  return <GameStartPage />;
}
