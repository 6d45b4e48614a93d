// The art a game is drawn with, by its catalogue art key: a themed twin of an engine with its own look (Palawan
// Pearl Mines, Fiesta Color Game, Mayon Rocket); every other game, and any the operator adds, plays with the
// engine's default art. A skin changes the look only: the twins share their engine's rules, maths and RTP, and
// `twinOf` names the game each one plays like, so the lobby and the rules panel can say so.

export type Skin = 'default' | 'pearl' | 'fiesta' | 'mayon';

const SKINS: Readonly<Record<string, Skin>> = {
  'game-palawan-pearls': 'pearl',
  'game-fiesta-color': 'fiesta',
  'game-mayon-rocket': 'mayon',
};

export function skinOf(imgKey: string | undefined): Skin {
  return (imgKey && SKINS[imgKey]) || 'default';
}

/** The play page's class for a skin: the skin's own palette and board (skins.css). */
export function skinClass(skin: Skin): string {
  return `skin-${skin}`;
}

/**
 * Games that are one game in two looks, by art key: the same engine, maths and RTP. Each names the other, both
 * ways, so neither passes for a different game.
 */
const TWINS: readonly (readonly [string, string])[] = [
  ['game-saranggola-crash', 'game-mayon-rocket'],
  ['game-color-game', 'game-fiesta-color'],
  ['game-gold-mines', 'game-palawan-pearls'],
  // slots reskins (contracts slots-themes.ts): Manila Nights plays Fiesta Reels' maths, Jeepney Jackpot Palawan's
  ['game-golden-carabao', 'game-manila-nights'],
  ['game-boracay-treasures', 'game-jeepney-jackpot'],
];

interface CatalogueGame {
  id: number;
  name: string;
  imgKey: string;
  engine: string;
  rtp: number;
  status?: number;
}

/**
 * The game this one is the twin of, from the catalogue as loaded: only when both are listed and really play
 * alike (same engine, same declared RTP), so an operator's change never leaves the page claiming it wrongly.
 */
export function twinOf<G extends CatalogueGame>(game: G | undefined, games: readonly G[]): G | null {
  if (!game) return null;
  const pair = TWINS.find((p) => p.includes(game.imgKey));
  const other = pair && games.find((g) => g.imgKey === (pair[0] === game.imgKey ? pair[1] : pair[0]));
  if (!other || other.status === 0 || other.engine !== game.engine || other.rtp !== game.rtp) return null;
  return other;
}
