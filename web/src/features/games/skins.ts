// The art a game is drawn with, by its catalogue art key: a themed twin of an engine with its own look (so far
// Palawan Pearl Mines); every other game, and any the operator adds, plays with the engine's default art.

export type Skin = 'default' | 'pearl';

const SKINS: Readonly<Record<string, Skin>> = {
  'game-palawan-pearls': 'pearl',
};

export function skinOf(imgKey: string | undefined): Skin {
  return (imgKey && SKINS[imgKey]) || 'default';
}
