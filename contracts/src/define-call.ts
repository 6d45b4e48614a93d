import type { z } from 'zod';
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
] as const;
export type Area = (typeof AREAS)[number];

/** Rate-limit classes the BFF knows; each has its own budget (see server/src/plugins/rate-limit.ts). */
export type RateLimitClass = 'auth' | 'otp' | 'claim' | 'default';

export interface CallPolicy {
  /** Cache the answer in the BFF: fresh for ttlMs, served stale up to staleMs while one refresh runs. */
  cache?: { ttlMs: number; staleMs: number; keyFields?: readonly string[] };
  /** Rate-limit class and the request fields that key the per-subject counter (e.g. mobile). */
  rateLimit?: { class: RateLimitClass; keyFields?: readonly string[] };
  /** A body larger than the default 1 MiB this call takes (image uploads); BFF and platform both apply it. */
  bodyLimitBytes?: number;
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
    };
  }
  return out as { [K in keyof T & string]: CallDef<K, T[K]['request'], T[K]['answer']> };
}

/** Policy of every claim/receive call: the BFF's claim budget (the platform's unique keys do the rest). */
export const CLAIM_POLICY: CallPolicy = { rateLimit: { class: 'claim' } };
