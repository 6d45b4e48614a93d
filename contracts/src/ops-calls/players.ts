import { z } from 'zod';
import { epochMs, minor, page, pageRequest } from '../common';
import { defineOpsCalls } from '../define-call';
import { OPERATOR_BLOCK_KINDS } from '../protection-rules';
import { auditRow } from './audit';

// Operator calls about one player: search, the player 360 page (one tab per call), operator blocks, notes and
// the responsible-gaming list.

export const playerSearchRequest = z.object({
  ...pageRequest,
  /** A player id, account name, mobile number (any typed form), real or nick name, or KYC ID number. */
  q: z.string().trim().min(1).max(64),
});

export const playerSummary = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  /** Canonical +63… or ''. */
  mobile: z.string(),
  realName: z.string(),
  /** KYC_STATUS 0–3. */
  kycStatus: z.number().int(),
  vip: z.number().int(),
  balance: minor,
  registeredAt: epochMs,
  /** What matched: id, account, mobile, name, idNumber. */
  matched: z.enum(['id', 'account', 'mobile', 'name', 'idNumber']),
});
export const playerSearchAnswer = page(playerSummary);

export const PLAYER_360_TABS = [
  'profile',
  'wallet',
  'bets',
  'bonuses',
  'payments',
  'protection',
  'sessions',
  'network',
  'mail',
  'feedback',
  'notes',
  'audit',
] as const;
export type Player360Tab = (typeof PLAYER_360_TABS)[number];

export const player360Request = z.object({
  ...pageRequest,
  userId: z.number().int().min(1),
  tab: z.enum(PLAYER_360_TABS).default('profile'),
});

const header = z.object({
  id: z.number().int(),
  uuid: z.string(),
  account: z.string(),
  nickname: z.string(),
  mobile: z.string(),
  status: z.number().int(),
  kycStatus: z.number().int(),
  vip: z.number().int(),
  balance: minor,
  safebox: minor,
  /** Lifetime deposits, withdrawals and turnover. */
  totalDeposits: minor,
  totalWithdrawals: minor,
  totalTurnover: minor,
  registeredAt: epochMs,
  registerIp: z.string(),
  lastSeenAt: epochMs.nullable(),
  /** Operator blocks on now. */
  blocks: z.array(z.enum(OPERATOR_BLOCK_KINDS)),
});

const kycRow = z.object({
  id: z.number().int(),
  idType: z.string(),
  /** Masked but for the last 4 characters (the KYC queue shows it whole to kyc/compliance). */
  idNumber: z.string(),
  realName: z.string(),
  birthday: z.string(),
  status: z.number().int(),
  rejectReason: z.string(),
  createdAt: epochMs,
  reviewedAt: epochMs.nullable(),
});

const ledgerRow = z.object({
  id: z.number().int(),
  kind: z.string(),
  delta: minor,
  /** The running balance after this row (the ledger's own balance_after). */
  balanceAfter: minor,
  reason: z.string(),
  refType: z.string(),
  refId: z.string(),
  gameId: z.number().int().nullable(),
  createdAt: epochMs,
});

const roundRow = z.object({
  roundId: z.string(),
  gameId: z.number().int(),
  engine: z.string(),
  status: z.string(),
  bet: minor,
  win: minor,
  balanceBefore: minor,
  balanceAfter: minor,
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  /** The server seed once the pair was rotated (the round can then be re-computed); null while secret. */
  serverSeed: z.string().nullable(),
  createdAt: epochMs,
});

const grantRow = z.object({
  ref: z.string(),
  source: z.string(),
  reason: z.string(),
  items: z.array(z.object({ propId: z.number().int(), count: z.number().int() })),
  createdAt: epochMs,
});

const bonusGrantRow = z.object({
  id: z.number().int(),
  source: z.string(),
  amount: minor,
  turnoverRequired: minor,
  turnoverDone: minor,
  status: z.string(),
  createdAt: epochMs,
  expiresAt: epochMs.nullable(),
});

const paymentRow = z.object({
  kind: z.enum(['deposit', 'withdrawal']),
  id: z.string(),
  amount: minor,
  /** Deposit bonus or withdrawal fee. */
  extra: minor,
  status: z.string(),
  channel: z.string(),
  note: z.string(),
  createdAt: epochMs,
});

const blockRow = z.object({
  kind: z.enum(OPERATOR_BLOCK_KINDS),
  reason: z.string(),
  setBy: z.string(),
  setAt: epochMs,
  liftedAt: epochMs.nullable(),
  liftedBy: z.string().nullable(),
});

const limitRow = z.object({
  kind: z.string(),
  period: z.string(),
  amount: z.number().int().nullable(),
  pendingAmount: z.number().int().nullable(),
  pendingFrom: epochMs.nullable(),
});

const sessionRow = z.object({
  id: z.string(),
  loginType: z.number().int(),
  device: z.string(),
  ip: z.string(),
  createdAt: epochMs,
  lastSeenAt: epochMs,
  expiresAt: epochMs,
  revokedAt: epochMs.nullable(),
});

const personRow = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  registeredAt: epochMs,
});

const mailRow = z.object({
  id: z.number().int(),
  sender: z.string(),
  title: z.string(),
  content: z.string(),
  broadcast: z.boolean(),
  attachments: z.array(z.object({ propId: z.number().int(), count: z.number().int() })),
  readAt: epochMs.nullable(),
  receivedAt: epochMs.nullable(),
  deletedAt: epochMs.nullable(),
  createdAt: epochMs,
});

const feedbackRow = z.object({
  id: z.number().int(),
  category: z.string(),
  content: z.string(),
  status: z.number().int(),
  replies: z.number().int(),
  createdAt: epochMs,
});

export const noteRow = z.object({
  id: z.number().int(),
  author: z.string(),
  text: z.string(),
  createdAt: epochMs,
});

export const player360Answer = z.object({
  header,
  tab: z.discriminatedUnion('tab', [
    z.object({
      tab: z.literal('profile'),
      profile: z.object({
        realName: z.string(),
        birthday: z.string(),
        email: z.string(),
        gender: z.string(),
        occupation: z.string(),
        nationality: z.string(),
      }),
      kyc: z.array(kycRow),
    }),
    z.object({ tab: z.literal('wallet'), page: page(ledgerRow) }),
    z.object({ tab: z.literal('bets'), page: page(roundRow) }),
    z.object({
      tab: z.literal('bonuses'),
      grants: z.array(bonusGrantRow),
      props: z.array(z.object({ propId: z.number().int(), balance: z.number().int() })),
      page: page(grantRow),
    }),
    z.object({ tab: z.literal('payments'), page: page(paymentRow) }),
    z.object({
      tab: z.literal('protection'),
      limits: z.array(limitRow),
      restriction: z
        .object({ kind: z.string(), startedAt: epochMs, until: epochMs, revoked: z.boolean() })
        .nullable(),
      blocks: z.array(blockRow),
    }),
    z.object({ tab: z.literal('sessions'), page: page(sessionRow) }),
    z.object({
      tab: z.literal('network'),
      inviter: personRow.nullable(),
      signUp: z.object({ deviceId: z.string(), ip: z.string() }).nullable(),
      page: page(personRow),
    }),
    z.object({ tab: z.literal('mail'), page: page(mailRow) }),
    z.object({ tab: z.literal('feedback'), page: page(feedbackRow) }),
    z.object({ tab: z.literal('notes'), page: page(noteRow) }),
    z.object({ tab: z.literal('audit'), page: page(auditRow) }),
  ]),
});
export type Player360Answer = z.infer<typeof player360Answer>;

export const playerBlockSetRequest = z.object({
  userId: z.number().int().min(1),
  kind: z.enum(OPERATOR_BLOCK_KINDS),
  on: z.boolean(),
  reason: z.string().trim().min(3).max(200),
});
export const playerBlockSetAnswer = z.object({ blocks: z.array(blockRow) });

export const playerNoteAddRequest = z.object({
  userId: z.number().int().min(1),
  text: z.string().trim().min(1).max(2000),
});
export const playerNoteAddAnswer = noteRow;

export const rgListRequest = z.object({
  ...pageRequest,
  kind: z.enum(['all', 'limit', 'coolOff', 'exclusion', 'block']).default('all'),
});
export const rgListAnswer = page(
  z.object({
    userId: z.number().int(),
    account: z.string(),
    nickname: z.string(),
    /** Limits in force: "deposit/day", "loss/week", "session/month"… */
    limits: z.array(z.object({ kind: z.string(), period: z.string(), amount: z.number().int().nullable() })),
    restriction: z.object({ kind: z.string(), until: epochMs, revoked: z.boolean() }).nullable(),
    blocks: z.array(z.object({ kind: z.enum(OPERATOR_BLOCK_KINDS), reason: z.string(), setAt: epochMs })),
  }),
);

const ANY_DESK = ['support', 'kyc', 'finance', 'compliance', 'admin'] as const;
const EXAMPLE_AT = 1_767_225_600_000;
const exampleHeader = {
  id: 42,
  uuid: 'u-42',
  account: 'juan42',
  nickname: 'Juan',
  mobile: '+639171234567',
  status: 0,
  kycStatus: 2,
  vip: 3,
  balance: 150_000,
  safebox: 0,
  totalDeposits: 500_000,
  totalWithdrawals: 200_000,
  totalTurnover: 1_200_000,
  registeredAt: EXAMPLE_AT,
  registerIp: '203.0.113.7',
  lastSeenAt: EXAMPLE_AT,
  blocks: [],
};

export const playerCalls = defineOpsCalls('players', {
  playerSearch: {
    summary: 'Finds players by id, account, mobile, nick or real name, or KYC ID number',
    public: false,
    roles: [...ANY_DESK],
    mutation: false,
    request: playerSearchRequest,
    answer: playerSearchAnswer,
    examples: {
      request: { q: 'juan', pageNum: 1, pageSize: 20 },
      answer: {
        list: [
          {
            id: 42,
            account: 'juan42',
            nickname: 'Juan',
            mobile: '+639171234567',
            realName: 'Juan Dela Cruz',
            kycStatus: 2,
            vip: 3,
            balance: 150_000,
            registeredAt: EXAMPLE_AT,
            matched: 'account',
          },
        ],
        pageNum: 1,
        pageSize: 20,
        pages: 1,
        total: 1,
      },
      invalidRequest: { q: '' },
    },
  },
  player360: {
    summary: "One player's page: the header and one tab (profile, wallet, bets, bonuses, payments, …, audit)",
    public: false,
    roles: [...ANY_DESK],
    mutation: false,
    request: player360Request,
    answer: player360Answer,
    examples: {
      request: { userId: 42, tab: 'notes' },
      answer: {
        header: exampleHeader,
        tab: {
          tab: 'notes',
          page: {
            list: [{ id: 1, author: 'maria.support', text: 'Asked about the bonus', createdAt: EXAMPLE_AT }],
            pageNum: 1,
            pageSize: 20,
            pages: 1,
            total: 1,
          },
        },
      },
      invalidRequest: { userId: 42, tab: 'everything' },
    },
  },
  playerBlockSet: {
    summary: 'Blocks (or lifts a block on) deposits, withdrawals or play for a player, with a reason',
    public: false,
    roles: ['compliance', 'finance', 'admin'],
    mutation: true,
    request: playerBlockSetRequest,
    answer: playerBlockSetAnswer,
    examples: {
      request: { userId: 42, kind: 'deposit', on: true, reason: 'Chargeback under review' },
      answer: {
        blocks: [
          {
            kind: 'deposit',
            reason: 'Chargeback under review',
            setBy: 'maria.compliance',
            setAt: EXAMPLE_AT,
            liftedAt: null,
            liftedBy: null,
          },
        ],
      },
      invalidRequest: { userId: 42, kind: 'login', on: true, reason: 'x' },
    },
  },
  playerNoteAdd: {
    summary: 'Adds a note to a player (never edited; listed in player 360)',
    public: false,
    roles: [...ANY_DESK],
    mutation: true,
    request: playerNoteAddRequest,
    answer: playerNoteAddAnswer,
    examples: {
      request: { userId: 42, text: 'Asked about the bonus' },
      answer: { id: 1, author: 'maria.support', text: 'Asked about the bonus', createdAt: EXAMPLE_AT },
      invalidRequest: { userId: 42, text: '' },
    },
  },
  rgList: {
    summary: 'Players with limits, a cool-off or exclusion, or an operator block in force',
    public: false,
    roles: ['support', 'compliance', 'admin'],
    mutation: false,
    request: rgListRequest,
    answer: rgListAnswer,
    examples: {
      request: { kind: 'all' },
      answer: {
        list: [
          {
            userId: 42,
            account: 'juan42',
            nickname: 'Juan',
            limits: [{ kind: 'deposit', period: 'day', amount: 100_000 }],
            restriction: null,
            blocks: [],
          },
        ],
        pageNum: 1,
        pageSize: 20,
        pages: 1,
        total: 1,
      },
      invalidRequest: { kind: 'some' },
    },
  },
});
