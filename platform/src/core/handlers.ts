import type { CallName, Registry } from '@casino/contracts/registry';
import type { SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';

/** A signed-in player's session as every handler sees it (resolved by the auth module). */
export interface SessionInfo {
  sessionId: number;
  userId: number;
  expiresAt: Date;
}

/** Where a request came from, as far as the platform can tell behind the BFF. */
export interface ClientInfo {
  /** The address the BFF saw (the last x-forwarded-for hop it appended), else the socket peer. */
  ip: string;
  /** Short device description from the user agent, e.g. "Android · Chrome". */
  device: string;
}

/**
 * A session row as auth's sessionByToken selects it (the statement every signed-in call starts with); times
 * as epoch ms text, because the two drivers parse timestamps differently.
 */
export interface SessionRead {
  id: string | number;
  user_id: number;
  expires_ms: string;
  created_ms: string;
}

export interface CallContext {
  /** x-request-id as forwarded by the BFF (or generated here). */
  requestId: string;
  log: FastifyBaseLogger;
  /** Client address and device, for the session record (GLI: previous login time and device). */
  client: ClientInfo;
  /** The session behind the authorization header, resolved once on first use; null when absent or invalid. */
  session(): Promise<SessionInfo | null>;
  /** Whether the request carried an authorization header at all (a dead token is not the same as none). */
  tokenSent: boolean;
  /** The session, or a 401 CallError. Non-public calls are already checked before their handler runs. */
  user(): Promise<SessionInfo>;
  /**
   * For a handler that `readsSession`: the select of this call's session (auth's sessionByToken, SessionRead's
   * columns), to send as a CTE of its own first statement; null when the call carries no usable token.
   */
  sessionRead: SQL | null;
  /**
   * For a handler that `readsSession`, before anything else: what `sessionRead` found (null: no row) → the
   * checks dispatch makes before any other signed-in call's handler (401, maintenance, the modules' gates),
   * throwing the refusal, or the session (then also what `user()` answers).
   */
  admit(found: SessionRead | null): Promise<SessionInfo>;
}

/** A call's request after zod parsing (defaults applied), as handlers and services receive it. */
export type CallInput<N extends CallName> = z.output<Registry[N]['request']>;

/**
 * How the answer goes on the wire. Most calls use the envelope; a few answer in the legacy shapes the spec
 * shows (spec §7), so the BFF's normalisation is exercised against a real upstream:
 *  - 'code': `{code: 200, msg, ...fields}`
 *  - 'top-level': `{errcode: 0, msg, ...fields}`
 */
export type AnswerShape = 'envelope' | 'code' | 'top-level';

export interface CallHandler<N extends CallName> {
  shape?: AnswerShape;
  /**
   * A signed-in call whose handler reads the session in its own first statement (ctx.sessionRead) and hands
   * the row to ctx.admit before anything else, so dispatch sends no statement of its own for it: the spin,
   * where that saves one round trip of three. Dispatch refuses the answer of a handler that never admitted.
   */
  readsSession?: boolean;
  handle(input: CallInput<N>, ctx: CallContext): Promise<z.input<Registry[N]['answer']>>;
}

/** The calls a module implements, keyed by registry name. */
export type HandlerMap = { [N in CallName]?: CallHandler<N> };

export function defineHandlers<const M extends HandlerMap>(handlers: M): M {
  return handlers;
}
