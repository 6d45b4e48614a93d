import { z } from 'zod';
import { epochMs, id, page, pageRequest } from '../common';
import { defineOpsCalls } from '../define-call';

// The append-only audit trail of every operator mutation (DESIGN §10). Addition: the spec has no back office.

export const auditRow = z.object({
  id: z.number().int(),
  /** null for the CLI (operatorLogin is then `cli:<os user>`). */
  operatorId: z.number().int().nullable(),
  operatorLogin: z.string(),
  /** The role the action was allowed by ('cli' for the command line). */
  role: z.string(),
  /** Dotted name of what was done, e.g. `operator.create`, `proposal.approve`, `kyc.approve`. */
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  targetUserId: z.number().int().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string(),
  requestId: z.string(),
  ip: z.string(),
  at: epochMs,
});

export const auditCalls = defineOpsCalls('audit', {
  auditLog: {
    summary: 'The audit trail, newest first, filtered by player, operator or action',
    public: false,
    roles: ['support', 'kyc', 'finance', 'compliance', 'admin'],
    mutation: false,
    request: z.object({
      ...pageRequest,
      targetUserId: id.optional(),
      operatorId: id.optional(),
      /** Exact action, or a prefix ending in a dot (`kyc.`). */
      action: z.string().trim().min(1).max(64).optional(),
    }),
    answer: page(auditRow),
    examples: {
      request: { pageNum: 1, pageSize: 20, targetUserId: 42 },
      answer: {
        list: [
          {
            id: 1,
            operatorId: 3,
            operatorLogin: 'maria.finance',
            role: 'finance',
            action: 'proposal.approve',
            targetType: 'proposal',
            targetId: '12',
            targetUserId: 42,
            before: { state: 'pending' },
            after: { state: 'approved' },
            reason: 'Compensation for the outage',
            requestId: '5b0e6a4e-0d7e-4c39-9d59-3c0f8f4b9b1a',
            ip: '203.0.113.7',
            at: 1_767_225_600_000,
          },
        ],
        pageNum: 1,
        pageSize: 20,
        pages: 1,
        total: 1,
      },
      invalidRequest: { pageNum: 0 },
    },
  },
});
