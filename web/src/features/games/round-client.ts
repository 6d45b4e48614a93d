// Round calls for the in-house games: real or demo session, one idempotency key per player action.
import { ERR } from '@casino/contracts/errors';
import type { CallAnswer, CallRequest } from '@casino/contracts/registry';
import { type CallResult, call } from '../../api/call';
import type { ActionKey } from '../../lib/action-key';
import { GAME_FRAME } from '../../lib/frame';
import { refreshActivityFlags } from '../../stores/activity-flags';

export type Engine = 'slots' | 'color' | 'mines' | 'crash' | 'bingo';
export const ENGINES: readonly Engine[] = ['slots', 'color', 'mines', 'crash', 'bingo'];
export type Round = CallAnswer<'gameRoundPlay'>;
export type Play = CallRequest<'gameRoundPlay'>['play'];
export type Action = CallRequest<'gameRoundAction'>['action'];

export interface GameSession {
  gameId: number;
  sessionId: string;
  mode: 'real' | 'demo';
  /** The balance at launch (a demo's coins, from the launch answer), shown until the first round answers. */
  balance?: number;
}

/** The seed hash and next nonce the player was last shown (fairness panel) or last played on. */
export type SeedPin = { serverSeedHash: string; nonce: number };
let pin: SeedPin | null = null;

/**
 * What the next real round must be played on. The fairness panel sets it when it shows the seeds; each real
 * round moves it to the nonce after its own. A round on anything else (rotated or played in another window)
 * is refused by the platform with SEEDS_CHANGED, so the round a player sees is always on the hash they saw.
 */
export function pinSeeds(next: SeedPin | null): void {
  // only the two fields: the platform refuses any other key in `expect`
  pin = next && { serverSeedHash: next.serverSeedHash, nonce: next.nonce };
}

/**
 * A settled real round moves the bonus engine (task progress, VIP experience): the red dots follow, debounced.
 * Inside a game frame nobody sees them; the lobby around it asks when the player leaves (launch.ts).
 */
function afterRealRound(r: CallResult<Round>): void {
  if (r.ok && r.data.status !== 'open' && !GAME_FRAME) refreshActivityFlags();
}

export async function playRound(s: GameSession, play: Play, key: ActionKey): Promise<CallResult<Round>> {
  const body = { gameId: s.gameId, sessionId: s.sessionId, requestId: key.take(), play };
  if (s.mode === 'demo') {
    const r = await call('anonymous/gameDemoPlay', body);
    key.settle(r);
    return r;
  }
  const r = await call('gameRoundPlay', pin ? { ...body, expect: pin } : body);
  key.settle(r);
  if (r.ok) pin = { serverSeedHash: r.data.serverSeedHash, nonce: r.data.nonce + 1 };
  // the refusal names the change; the next round plays on the pair as it is now, and pins from its answer
  else if (r.errcode === ERR.SEEDS_CHANGED) pin = null;
  afterRealRound(r);
  return r;
}

export async function actRound(
  s: GameSession,
  roundId: string,
  action: Action,
  key: ActionKey,
): Promise<CallResult<Round>> {
  const body = { gameId: s.gameId, sessionId: s.sessionId, roundId, requestId: key.take(), action };
  if (s.mode === 'demo') {
    const r = await call('anonymous/gameDemoAction', body);
    key.settle(r);
    return r;
  }
  const r = await call('gameRoundAction', body);
  key.settle(r);
  afterRealRound(r);
  return r;
}

/** Session from a launch URL's query (`/play/<engine>?session=…&gameId=…[&mode=demo&balance=…]`). */
export function sessionFromQuery(search: URLSearchParams): GameSession | null {
  const sessionId = search.get('session');
  const gameId = Number(search.get('gameId'));
  if (!sessionId || !Number.isInteger(gameId) || gameId < 1) return null;
  const session: GameSession = { gameId, sessionId, mode: search.get('mode') === 'demo' ? 'demo' : 'real' };
  const balance = search.get('balance');
  if (balance && /^\d{1,15}$/.test(balance)) session.balance = Number(balance);
  return session;
}
