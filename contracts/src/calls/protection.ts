import { z } from 'zod';
import { emptyRequest, epochMs, request } from '../common';
import { defineCalls } from '../define-call';
import {
  COOL_OFF_MAX_HOURS,
  COOL_OFF_MIN_HOURS,
  MAX_SELF_LIMIT_MINOR,
  SELF_LIMIT_KINDS,
  SELF_LIMIT_PERIODS,
} from '../protection-rules';

// Player protection (/member/self-limited): limits the player sets on themselves, cool-off and
// self-exclusion. None of these is in spec §7; the shapes are ours.

const kind = z.enum(SELF_LIMIT_KINDS);
const period = z.enum(SELF_LIMIT_PERIODS);
/** Minor units for deposit and loss limits, minutes for session limits. */
const limitAmount = z.number().int().min(1).max(MAX_SELF_LIMIT_MINOR);

const selfLimit = z.object({
  kind,
  period,
  /** The limit in force now; null = none. */
  amount: limitAmount.nullable(),
  /** A looser value (higher, or none) waiting for its time; null = nothing waiting. */
  pending: z.object({ amount: limitAmount.nullable(), from: epochMs }).nullable(),
  /** Used in the current period: deposited or net loss (minor units), or minutes played. */
  used: z.number().int().min(0),
  /** When the current Manila period ends and `used` starts again from 0. */
  resetsAt: epochMs,
});

const restriction = z.object({
  kind: z.enum(['coolOff', 'exclusion']),
  startedAt: epochMs,
  until: epochMs,
  /** Before this the exclusion cannot be revoked (0 for a cool-off, which is never revoked). */
  irrevocableUntil: epochMs,
  /** A revoked exclusion: it still ends at `until`, which is then the revocation's wait. */
  revoked: z.boolean(),
});

const protectionAnswer = z.object({
  limits: z.array(selfLimit),
  /** A running cool-off or self-exclusion: the player may only withdraw and see history until it ends. */
  restriction: restriction.nullable(),
  /** Minutes between reality checks in a game. */
  realityCheckMinutes: z.number().int().min(1),
  /** Real-money play since `since` (when asked): stakes and the net result (wins + refunds − stakes). */
  play: z.object({ since: epochMs, wagered: z.number().int().min(0), net: z.number().int() }).nullable(),
});

const exampleAnswer = {
  limits: [
    {
      kind: 'deposit' as const,
      period: 'day' as const,
      amount: 100_000,
      pending: { amount: 500_000, from: 1_767_312_000_000 },
      used: 25_000,
      resetsAt: 1_767_283_200_000,
    },
  ],
  restriction: null,
  realityCheckMinutes: 60,
  play: null,
};

export const protectionCalls = defineCalls('protection', {
  selfLimitInfo: {
    summary:
      'Limits the player set (in force, pending, used this period), a running cool-off or exclusion, the reality-check interval; `since` adds the play since then.',
    public: false,
    addition: true,
    request: request({ since: epochMs.optional() }),
    answer: protectionAnswer,
    examples: { request: { since: 1_767_225_600_000 }, answer: exampleAnswer, invalidRequest: { since: -1 } },
  },
  selfLimitSet: {
    summary:
      'Set (or remove with amount null) a deposit, loss or play-time limit: tighter applies at once, looser after 24 h and the current period.',
    public: false,
    addition: true,
    request: request({ kind, period, amount: limitAmount.nullable() }),
    answer: protectionAnswer,
    examples: {
      request: { kind: 'deposit', period: 'day', amount: 100_000 },
      answer: exampleAnswer,
      invalidRequest: { kind: 'deposit', period: 'day', amount: 0 },
    },
  },
  coolOffSet: {
    summary:
      'Take a break from 24 hours to 6 weeks: only withdrawals and history until it ends; never shortened.',
    public: false,
    addition: true,
    request: request({ hours: z.number().int().min(COOL_OFF_MIN_HOURS).max(COOL_OFF_MAX_HOURS) }),
    answer: protectionAnswer,
    examples: { request: { hours: 72 }, answer: exampleAnswer, invalidRequest: { hours: 2 } },
  },
  selfExclusionSet: {
    summary:
      'Exclude yourself for 6, 12 or 60 months (the first 6 irrevocable): only withdrawals and history.',
    public: false,
    addition: true,
    request: request({ months: z.union([z.literal(6), z.literal(12), z.literal(60)]) }),
    answer: protectionAnswer,
    examples: { request: { months: 6 }, answer: exampleAnswer, invalidRequest: { months: 1 } },
  },
  selfExclusionRevoke: {
    summary: 'Ask to end a self-exclusion after its irrevocable part: it ends 24 hours later.',
    public: false,
    addition: true,
    request: emptyRequest,
    answer: protectionAnswer,
    examples: { request: {}, answer: exampleAnswer, invalidRequest: { channel: 2 } },
  },
});
