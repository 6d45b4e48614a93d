import { z } from 'zod';
import { epochMs, id, page, pageRequest } from '../common';
import { defineOpsCalls } from '../define-call';
import { reason } from './common';

// Four-eyes (DESIGN §10): a maker proposes, a different operator approves or declines; the approval executes once.
// Addition: the spec has no back office.

/** expired: nobody decided it within settings ops.proposalExpiryHours; like a decline, nothing was executed. */
export const PROPOSAL_STATES = ['pending', 'approved', 'declined', 'expired'] as const;
const proposalState = z.enum(PROPOSAL_STATES);

/** A reward item id (spec §3: 2001 coin in minor units, props in their own unit); negative count = debit. */
const adjustmentItem = z.object({
  propId: z.number().int().min(1).max(999_999),
  count: z
    .number()
    .int()
    .min(-1_000_000_000_000)
    .max(1_000_000_000_000)
    .refine((n) => n !== 0, 'a count of 0 changes nothing'),
});

const proposalRow = z.object({
  id: z.number().int(),
  /** What approving does: `adjustment`, `withdrawal.approve`, … (one executor per action). */
  action: z.string(),
  targetUserId: z.number().int().nullable(),
  payload: z.unknown(),
  state: proposalState,
  /** null when the maker is the command line (makerLogin `cli:<os user>`). */
  makerId: z.number().int().nullable(),
  makerLogin: z.string(),
  reason: z.string(),
  checkerId: z.number().int().nullable(),
  checkerLogin: z.string().nullable(),
  decideReason: z.string(),
  /** What the executor answered on approval (e.g. the grant id); null until approved. */
  result: z.unknown(),
  createdAt: epochMs,
  decidedAt: epochMs,
});

const example = {
  id: 12,
  action: 'adjustment',
  targetUserId: 42,
  payload: { userId: 42, items: [{ propId: 2001, count: 50_000 }] },
  state: 'pending' as const,
  makerId: 3,
  makerLogin: 'maria.finance',
  reason: 'Compensation for the outage',
  checkerId: null,
  checkerLogin: null,
  decideReason: '',
  result: null,
  createdAt: 1_767_225_600_000,
  decidedAt: 0,
};

export const proposalCalls = defineOpsCalls('proposals', {
  adjustmentPropose: {
    summary:
      'Proposes a manual credit (count > 0) or debit (count < 0) of coin or props for a player; a second operator decides',
    public: false,
    roles: ['finance', 'admin'],
    mutation: true,
    request: z.object({ userId: id, items: z.array(adjustmentItem).min(1).max(10), reason }),
    answer: z.object({ proposalId: z.number().int(), state: proposalState }),
    examples: {
      request: {
        userId: 42,
        items: [{ propId: 2001, count: 50_000 }],
        reason: 'Compensation for the outage',
      },
      answer: { proposalId: 12, state: 'pending' },
      invalidRequest: { userId: 42, items: [], reason: 'Compensation for the outage' },
    },
  },
  proposalDecide: {
    summary: 'Approves (executing it once) or declines a pending proposal; never its maker',
    public: false,
    roles: ['finance', 'compliance', 'admin'],
    mutation: true,
    request: z.object({
      proposalId: id,
      approve: z.boolean(),
      reason: z.string().trim().max(500).optional(),
    }),
    answer: z.object({ proposalId: z.number().int(), state: proposalState, result: z.unknown() }),
    examples: {
      request: { proposalId: 12, approve: true },
      answer: { proposalId: 12, state: 'approved', result: { grantId: 90 } },
      invalidRequest: { proposalId: 12 },
    },
  },
  proposalList: {
    summary: 'Proposals, newest first, by state, action or player',
    public: false,
    roles: ['finance', 'compliance', 'admin'],
    mutation: false,
    request: z.object({
      ...pageRequest,
      state: proposalState.optional(),
      action: z.string().trim().min(1).max(64).optional(),
      targetUserId: id.optional(),
    }),
    answer: page(proposalRow),
    examples: {
      request: { state: 'pending' },
      answer: { list: [example], pageNum: 1, pageSize: 20, pages: 1, total: 1 },
      invalidRequest: { state: 'maybe' },
    },
  },
});
