import type { AppConfig } from '../stores/config';

/** Tile art: the operator's image for the game's key, else the shipped art named by the key. */
export function gameImage(config: AppConfig | null, game: AppConfig['appGameList'][number]): string {
  const found = config?.appGenericImgList.find((i) => i.uniqueKey === game.imgKey);
  return found?.img || `/img/games/${game.imgKey.replace(/^game-/, '')}.webp`;
}
