import { z } from 'zod';
import { epochMs, minor, page, pageRequest } from '../common';
import { defineOpsCalls } from '../define-call';

// Operator calls of the withdrawal queue (console and CLI): pending withdrawals with what a payout officer checks
// before paying, and the decision on one or several at once.

/**
 * Why a withdrawal deserves a second look (computed by the platform's wallet module, one function):
 * - firstWithdrawal: the player never had a withdrawal paid before this one;
 * - littlePlay: in the 7 days before it the player staked less than they deposited;
 * - newReceivingAccount: the receiving account was added less than 24 h before the withdrawal;
 * - sharedAccount / sharedDevice / sharedIp: the same receiving-account number, sign-up device or public address
 *   belongs to another player too;
 * - mostlyBonus: bonuses credited to the player exceed their deposits;
 * - nameMismatch: the account holder's name differs from the verified KYC name.
 */
export const WITHDRAWAL_RISK_FLAGS = [
  'firstWithdrawal',
  'littlePlay',
  'newReceivingAccount',
  'sharedAccount',
  'sharedDevice',
  'sharedIp',
  'mostlyBonus',
  'nameMismatch',
] as const;
export type WithdrawalRiskFlag = (typeof WITHDRAWAL_RISK_FLAGS)[number];

export const WITHDRAWAL_QUEUE_SORTS = ['oldest', 'newest', 'amountDesc', 'amountAsc'] as const;

export const withdrawalQueueRequest = z.object({
  ...pageRequest,
  /** Default pending; the other states for looking back. */
  status: z.enum(['pending', 'paid', 'rejected']).default('pending'),
  userId: z.number().int().min(1).optional(),
  minAmount: minor.min(0).optional(),
  maxAmount: minor.min(0).optional(),
  /** Only withdrawals carrying this flag. */
  flag: z.enum(WITHDRAWAL_RISK_FLAGS).optional(),
  sort: z.enum(WITHDRAWAL_QUEUE_SORTS).default('oldest'),
});

export const withdrawalQueueItem = z.object({
  id: z.string(),
  userId: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  amount: minor,
  fee: minor,
  /** What the player receives: amount − fee. */
  payout: minor,
  status: z.enum(['pending', 'paid', 'rejected']),
  rejectReason: z.string(),
  createdAt: epochMs,
  channel: z.object({
    bankId: z.number().int(),
    bankName: z.string(),
    kind: z.string(),
    accountName: z.string(),
    accountNo: z.string(),
    /** When the player added this receiving account. */
    addedAt: epochMs,
  }),
  /** The name on the approved (or latest) KYC submission, beside the account holder's. */
  kycName: z.string().nullable(),
  /** KYC_STATUS: 0 none, 1 pending, 2 approved, 3 rejected. */
  kycStatus: z.number().int().min(0).max(3),
  /** Turnover the player still owes on active grants (0 = met). */
  turnoverOwed: minor.min(0),
  flags: z.array(z.enum(WITHDRAWAL_RISK_FLAGS)),
  /** Other players behind sharedAccount / sharedDevice / sharedIp. */
  sharedWith: z.array(z.number().int()),
  /** Above settings ops.fourEyesAbovePhp: an approval is a proposal a second operator decides. */
  needsSecondApproval: z.boolean(),
  /**
   * The last four-eyes proposal to pay it, when it ended without paying: declined by a checker or expired. The
   * withdrawal is back in the queue undecided (still held): reject it, or approve it again as a new proposal.
   */
  lastApproval: z
    .object({
      proposalId: z.number().int(),
      state: z.enum(['declined', 'expired']),
      /** The checker who declined; `system:proposal-expiry` when it expired. */
      by: z.string(),
      reason: z.string(),
      at: epochMs,
    })
    .nullable()
    .optional(),
});

export const withdrawalQueueAnswer = page(withdrawalQueueItem);

export const withdrawalDecideRequest = z.object({
  ids: z.array(z.string().min(1).max(64)).min(1).max(50),
  approve: z.boolean(),
  /** Required to reject (the player reads it in the rejection mail); kept with the audit row either way. */
  reason: z.string().trim().max(200).default(''),
});

export const withdrawalDecideAnswer = z.object({
  results: z.array(
    z.object({
      id: z.string(),
      /** paid / rejected: done now; proposed: waits for a second operator (proposalId); error: see message. */
      outcome: z.enum(['paid', 'rejected', 'proposed', 'already', 'error']),
      proposalId: z.number().int().nullable(),
      message: z.string(),
    }),
  ),
});

export const withdrawalCalls = defineOpsCalls('withdrawals', {
  withdrawalQueue: {
    summary:
      'Withdrawals (pending by default) with channel, holder vs KYC name, KYC, turnover and risk flags',
    public: false,
    roles: ['finance', 'compliance', 'admin'],
    mutation: false,
    request: withdrawalQueueRequest,
    answer: withdrawalQueueAnswer,
    examples: {
      request: { status: 'pending', sort: 'oldest' },
      answer: {
        list: [
          {
            id: 'W2026010112345',
            userId: 42,
            account: 'juan42',
            nickname: 'Juan',
            amount: 150_000,
            fee: 0,
            payout: 150_000,
            status: 'pending',
            rejectReason: '',
            createdAt: 1_767_225_600_000,
            channel: {
              bankId: 1,
              bankName: 'GCash',
              kind: 'ewallet',
              accountName: 'Juan Dela Cruz',
              accountNo: '09171234567',
              addedAt: 1_767_139_200_000,
            },
            kycName: 'Juan Dela Cruz',
            kycStatus: 2,
            turnoverOwed: 0,
            flags: ['firstWithdrawal'],
            sharedWith: [],
            needsSecondApproval: false,
          },
        ],
        pageNum: 1,
        pageSize: 20,
        pages: 1,
        total: 1,
      },
      invalidRequest: { sort: 'random' },
    },
  },
  withdrawalDecide: {
    summary:
      'Approves (pays) or rejects (returns the hold) withdrawals; an approval above ops.fourEyesAbovePhp becomes a proposal',
    public: false,
    roles: ['finance', 'admin'],
    mutation: true,
    request: withdrawalDecideRequest,
    answer: withdrawalDecideAnswer,
    examples: {
      request: { ids: ['W2026010112345'], approve: true, reason: 'Checked the account holder' },
      answer: {
        results: [{ id: 'W2026010112345', outcome: 'paid', proposalId: null, message: 'Paid ₱1,500.00' }],
      },
      invalidRequest: { ids: [], approve: true },
    },
  },
});
