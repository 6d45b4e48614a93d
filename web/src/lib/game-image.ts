import { ICON_LOADING } from '@casino/contracts/constants';
import type { AppConfig } from '../stores/config';

type Game = AppConfig['appGameList'][number];

/** The art shipped with the app for a game's key (always there, served from the app's own origin). */
export const shippedGameImage = (game: Game) => `/img/games/${game.imgKey.replace(/^game-/, '')}.webp`;

/**
 * Tile art: the operator's image for the game's key, else the shipped art. An operator URL longer than spec §9's
 * icon limit (500 characters) is not loaded: the shipped art stands in.
 */
export function gameImage(config: AppConfig | null, game: Game): string {
  const found = config?.appGenericImgList.find((i) => i.uniqueKey === game.imgKey)?.img;
  return found && found.length <= ICON_LOADING.maxUrlLength ? found : shippedGameImage(game);
}
