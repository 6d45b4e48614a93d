import type { CallName, Registry } from '@casino/contracts/registry';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { ClientInfo } from '../modules/auth/client-info';
import type { SessionInfo } from '../modules/auth/sessions';

export interface CallContext {
  /** x-request-id as forwarded by the BFF (or generated here). */
  requestId: string;
  log: FastifyBaseLogger;
  /** Client address and device, for the session record (GLI: previous login time and device). */
  client: ClientInfo;
  /** The session behind the authorization header, resolved once on first use; null when absent or invalid. */
  session(): Promise<SessionInfo | null>;
  /** The session, or a 401 CallError. Non-public calls are already checked before their handler runs. */
  user(): Promise<SessionInfo>;
}

/**
 * How the answer goes on the wire. Most calls use the envelope; a few answer in the legacy shapes the spec
 * shows (spec §7), so the BFF's normalisation is exercised against a real upstream:
 *  - 'code': `{code: 200, msg, ...fields}`
 *  - 'top-level': `{errcode: 0, msg, ...fields}`
 */
export type AnswerShape = 'envelope' | 'code' | 'top-level';

export interface CallHandler<N extends CallName> {
  shape?: AnswerShape;
  handle(input: z.output<Registry[N]['request']>, ctx: CallContext): Promise<z.input<Registry[N]['answer']>>;
}

/** The calls a module implements, keyed by registry name. */
export type HandlerMap = { [N in CallName]?: CallHandler<N> };

export function defineHandlers<const M extends HandlerMap>(handlers: M): M {
  return handlers;
}
