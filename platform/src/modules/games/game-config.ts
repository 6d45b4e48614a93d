import { ERR } from '@casino/contracts/errors';
import type { CatalogueService } from '../../catalogue/service';
import { CallError } from '../../core/call-error';
import { vipBetLimit } from '../vip';
import { ENGINE_IDS, type EngineId } from './engines';

export type CatalogueGame = Awaited<
  ReturnType<CatalogueService['snapshot']>
>['docs']['games']['games'][number];

/**
 * The theme each in-house game plays. The catalogue's game entry (contracts `game`, strict in the seed) has no
 * variant field yet, so the mapping lives here, by game id; a game not listed plays its engine's default.
 */
export const GAME_VARIANTS: Readonly<Record<number, string>> = {
  1001: 'fiesta-reels',
  1002: 'jeepney-jackpot',
  1003: 'manila-nights',
  1004: 'palawan-pearls',
};

export function variantOf(game: CatalogueGame): string | undefined {
  return GAME_VARIANTS[game.id];
}

export function isInHouse(engine: string): engine is EngineId {
  return (ENGINE_IDS as readonly string[]).includes(engine);
}

/** The game as the catalogue holds it now; a missing or switched-off game is refused. */
export async function enabledGame(catalogue: CatalogueService, gameId: number): Promise<CatalogueGame> {
  const { docs } = await catalogue.snapshot();
  const game = docs.games.games.find((g) => g.id === gameId);
  if (!game) throw new CallError(ERR.NOT_FOUND, 'No such game');
  if (game.status !== 1) throw new CallError(ERR.FORBIDDEN, 'This game is closed for now');
  return game;
}

/** The bet limits of a round: the game's, with the max lowered to the player's VIP bet limit. */
export async function betLimits(
  catalogue: CatalogueService,
  game: CatalogueGame,
  vip: number | null,
): Promise<{ minBet: number; maxBet: number }> {
  if (vip === null) return { minBet: game.minBet, maxBet: game.maxBet };
  const { docs } = await catalogue.snapshot();
  const cap = vipBetLimit(docs.vip.levels, vip);
  return { minBet: game.minBet, maxBet: Math.min(game.maxBet, cap > 0 ? cap : game.maxBet) };
}
