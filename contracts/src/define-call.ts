import type { z } from 'zod';
import type { CallAudience, OperatorRole } from './operator-roles';
import { storable } from './storable';

export const AREAS = [
  'app',
  'auth',
  'profile',
  'wallet',
  'mail',
  'games',
  'tasks',
  'vip',
  'agent',
  'jackpot',
  'scratch',
  'activity',
  'feedback',
  'kyc',
  'fairness',
  'lobby',
  'lottery',
  'rank',
  'protection',
  'chat',
  // Operator calls (contracts/src/ops-registry.ts), served at /ops/v1/<call>.
  'operators',
  'audit',
  'proposals',
  'players',
  'withdrawals',
  'reports',
  'content',
  'support',
  'compliance',
] as const;
export type Area = (typeof AREAS)[number];

/** Rate-limit classes the BFF knows; each has its own budget (see server/src/plugins/rate-limit.ts). */
export type RateLimitClass = 'auth' | 'otp' | 'claim' | 'default' | 'opsLogin';

export interface CallPolicy {
  /** Cache the answer in the BFF: fresh for ttlMs, served stale up to staleMs while one refresh runs. */
  cache?: { ttlMs: number; staleMs: number; keyFields?: readonly string[] };
  /** Rate-limit class and the request fields that key the per-subject counter (e.g. mobile). */
  rateLimit?: { class: RateLimitClass; keyFields?: readonly string[] };
  /** A body larger than the default 1 MiB this call takes (image uploads); BFF and platform both apply it. */
  bodyLimitBytes?: number;
  /**
   * Cached calls whose answers a success of this (operator) call makes stale: the BFF drops them on every instance
   * through its Redis fan-out (e.g. a configuration change → anonymous/appConfig).
   */
  invalidates?: readonly string[];
  /**
   * The platform may hold the answer for up to this many ms (a read waiting for a round to end): the BFF sends the
   * call on the connections kept for long-lived requests, so held calls never queue the others.
   */
  holdsUpToMs?: number;
}

export interface CallSpec<Req extends z.ZodType, Ans extends z.ZodType> {
  /** One line a reader of the registry needs. */
  summary: string;
  /** Public calls never trigger the client's 401 logout and need no token. */
  public: boolean;
  /** True for calls the spec does not list but the product needs. */
  addition?: boolean;
  request: Req;
  /** Schema of the envelope's `data` on success. */
  answer: Ans;
  policy?: CallPolicy;
  /**
   * Takes something the player holds (diamonds, scratch cards, draw chances, spins): the request carries a
   * `requestId` and the platform spends under it once, so a retry after a timeout never takes twice.
   */
  spend?: boolean;
  /** Used by the registry round-trip test and the OpenAPI document. */
  examples: {
    request: z.input<Req>;
    answer: z.input<Ans>;
    /** A body this call must refuse with a 400. */
    invalidRequest: unknown;
  };
}

export interface CallDef<Name extends string, Req extends z.ZodType, Ans extends z.ZodType>
  extends CallSpec<Req, Ans> {
  name: Name;
  area: Area;
  addition: boolean;
  policy: CallPolicy;
  spend: boolean;
  /** player: /app/v1 with a player token; operator: /ops/v1 with an operator token and one of `roles`. */
  audience: CallAudience;
  /** Operator calls: the roles that may call it (checked by the platform before the handler). Empty for players. */
  roles: readonly OperatorRole[];
  /** Operator calls that change something: each writes an audit_log row in its transaction (a test walks them). */
  mutation: boolean;
}

/** An operator call as declared: the roles that may use it and whether it changes anything are required. */
export interface OpsCallSpec<Req extends z.ZodType, Ans extends z.ZodType> extends CallSpec<Req, Ans> {
  roles: readonly OperatorRole[];
  mutation: boolean;
}

// biome-ignore lint/suspicious/noExplicitAny: the generic bound for any call spec
export type AnySpec = CallSpec<any, any>;
// biome-ignore lint/suspicious/noExplicitAny: the generic bound for any call definition
export type AnyCall = CallDef<string, any, any>;

/** Declares the calls of one area; the key is the path under /app/v1/. */
export function defineCalls<const T extends Record<string, AnySpec>>(
  area: Area,
  specs: T,
): { [K in keyof T & string]: CallDef<K, T[K]['request'], T[K]['answer']> } {
  const out: Record<string, AnyCall> = {};
  for (const [name, spec] of Object.entries(specs)) {
    out[name] = {
      ...spec,
      request: storable(spec.request),
      name,
      area,
      addition: spec.addition ?? false,
      policy: spec.policy ?? {},
      spend: spec.spend ?? false,
      audience: 'player',
      roles: [],
      mutation: false,
    };
  }
  return out as { [K in keyof T & string]: CallDef<K, T[K]['request'], T[K]['answer']> };
}

// biome-ignore lint/suspicious/noExplicitAny: the generic bound for any operator call spec
export type AnyOpsSpec = OpsCallSpec<any, any>;

/**
 * Declares operator calls (served at /ops/v1/<name>). They live in `ops-calls/` and `ops-registry.ts`, which the
 * player web app never imports, so no operator schema reaches a player's bundle.
 */
export function defineOpsCalls<const T extends Record<string, AnyOpsSpec>>(
  area: Area,
  specs: T,
): { [K in keyof T & string]: CallDef<K, T[K]['request'], T[K]['answer']> } {
  const out: Record<string, AnyCall> = {};
  for (const [name, spec] of Object.entries(specs)) {
    if (!spec.public && spec.roles.length === 0) throw new Error(`operator call ${name} names no roles`);
    out[name] = {
      ...spec,
      request: storable(spec.request),
      name,
      area,
      addition: true,
      policy: spec.policy ?? {},
      spend: false,
      audience: 'operator',
      roles: [...spec.roles],
      mutation: spec.mutation,
    };
  }
  return out as { [K in keyof T & string]: CallDef<K, T[K]['request'], T[K]['answer']> };
}

/** Policy of every claim/receive call: the BFF's claim budget (the platform's unique keys do the rest). */
export const CLAIM_POLICY: CallPolicy = { rateLimit: { class: 'claim' } };
