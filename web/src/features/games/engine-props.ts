// What the play page gives each game engine's view: its own file, so the page (which loads the views) and the
// views (which take these props) do not import each other.
import type { GameInfoState } from './game-info';
import type { GameSession, Round } from './round-client';
import type { Skin } from './skins';

/** The play page's props for an engine's view. */
export interface EngineProps {
  session: GameSession;
  minBet: number;
  maxBet: number;
  balance: number | null;
  muted: boolean;
  /** gameInfo (paytable, symbols) as it loads: the game plays without it, Slots draws its symbols with it. */
  info: GameInfoState;
  /** The art this game is drawn with (skins.ts): themed twins of one engine look their own. */
  skin?: Skin;
  /** A round answered: balance and recall follow it. */
  onRound: (round: Round) => void;
}
