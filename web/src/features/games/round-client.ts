// Round calls for the in-house games: real or demo session, one idempotency key per player action.
import type { CallAnswer, CallRequest } from '@casino/contracts/registry';
import { type CallResult, call } from '../../api/call';

export type Engine = 'slots' | 'color' | 'mines' | 'crash';
export const ENGINES: readonly Engine[] = ['slots', 'color', 'mines', 'crash'];
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

export function newRequestId(): string {
  return globalThis.crypto.randomUUID();
}

/** No definitive answer (network, timeout, gateway): the action may have applied, so a retry keeps its id. */
export function isRetryable(errcode: number): boolean {
  return errcode < 0 || errcode === 502 || errcode === 504;
}

/**
 * The requestId of one player action: the same id on every retry until the server gives a definitive
 * answer, then a fresh one for the next action (the platform applies a request id once).
 */
export class ActionKey {
  private current: string | null = null;

  take(): string {
    this.current ??= newRequestId();
    return this.current;
  }

  settle(result: { ok: boolean; errcode: number }): void {
    if (result.ok || !isRetryable(result.errcode)) this.current = null;
  }

  get pending(): boolean {
    return this.current !== null;
  }
}

export async function playRound(s: GameSession, play: Play, key: ActionKey): Promise<CallResult<Round>> {
  const body = { gameId: s.gameId, sessionId: s.sessionId, requestId: key.take(), play };
  const r =
    s.mode === 'demo' ? await call('anonymous/gameDemoPlay', body) : await call('gameRoundPlay', body);
  key.settle(r);
  return r;
}

export async function actRound(
  s: GameSession,
  roundId: string,
  action: Action,
  key: ActionKey,
): Promise<CallResult<Round>> {
  const body = { gameId: s.gameId, sessionId: s.sessionId, roundId, requestId: key.take(), action };
  const r =
    s.mode === 'demo' ? await call('anonymous/gameDemoAction', body) : await call('gameRoundAction', body);
  key.settle(r);
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
