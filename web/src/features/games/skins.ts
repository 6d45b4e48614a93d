// The art a game is drawn with, by its catalogue art key: themed twins of one engine each get their own look
// (a game the operator adds plays with the engine's default art).

export type Skin = 'default' | 'pearl' | 'rocket' | 'fiesta';

const SKINS: Readonly<Record<string, Skin>> = {
  'game-palawan-pearls': 'pearl',
  'game-mayon-rocket': 'rocket',
  'game-fiesta-color': 'fiesta',
};

export function skinOf(imgKey: string | undefined): Skin {
  return (imgKey && SKINS[imgKey]) || 'default';
}
