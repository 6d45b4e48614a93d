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
