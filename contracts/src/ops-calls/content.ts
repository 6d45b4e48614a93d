import { z } from 'zod';
import { epochMs, page, pageRequest } from '../common';
import { defineOpsCalls } from '../define-call';

// Operator calls that change what every player sees: maintenance, mail and announcements, and the bonus and
// activity configuration (the seed documents), each versioned.

export const maintenanceSetRequest = z.object({
  on: z.boolean(),
  title: z.string().trim().max(100).optional(),
  message: z.string().trim().max(2000).optional(),
  /** Expected end (epoch ms); 0 = unknown. */
  endsAt: epochMs.optional(),
});
export const maintenanceState = z.object({
  on: z.boolean(),
  title: z.string(),
  message: z.string(),
  endsAt: epochMs,
});
export const maintenanceSetAnswer = maintenanceState;

const rewardItem = z.object({ propId: z.number().int(), count: z.number().int().min(1) });

/** Who a send reaches: one player, or a segment evaluated when the send goes out. */
export const mailTarget = z.union([
  z.object({ userId: z.number().int().min(1) }),
  z.object({
    segment: z.discriminatedUnion('kind', [
      /** Every player, also those who register while the mail is live (one broadcast). */
      z.object({ kind: z.literal('all') }),
      z.object({ kind: z.literal('vipMin'), level: z.number().int().min(0).max(100) }),
      z.object({ kind: z.literal('depositedWithinDays'), days: z.number().int().min(1).max(365) }),
      z.object({
        kind: z.literal('registered'),
        /** Manila days, inclusive. */
        from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
        to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      }),
    ]),
  }),
]);
export type MailTarget = z.infer<typeof mailTarget>;

export const mailSendRequest = z.object({
  to: mailTarget,
  title: z.string().max(100),
  body: z.string().max(4000),
  /** Given once per player through the rewards grant path when they open the mail. */
  rewards: z.array(rewardItem).max(10).default([]),
  /** Coin in the rewards is bonus money needing this × its amount in bets. */
  turnoverMultiple: z.number().int().min(0).max(100).default(0),
  /** Send later (epoch ms); absent or past = now. */
  sendAt: epochMs.optional(),
  /** Days the mail stays in the inbox (default 30). */
  days: z.number().int().min(1).max(365).default(30),
});

export const mailSendRow = z.object({
  id: z.number().int(),
  to: mailTarget,
  title: z.string(),
  body: z.string(),
  rewards: z.array(rewardItem),
  turnoverMultiple: z.number().int(),
  sentBy: z.string(),
  createdAt: epochMs,
  sendAt: epochMs,
  sentAt: epochMs.nullable(),
  /** Players reached (a broadcast to all counts 1: its one mail reaches everyone who opens the inbox). */
  recipients: z.number().int(),
  status: z.enum(['scheduled', 'sent', 'cancelled']),
});
export const mailSendAnswer = mailSendRow;
export const mailSentListRequest = z.object({ ...pageRequest });
export const mailSentListAnswer = page(mailSendRow);

/** The catalogue documents an operator edits (seed file names). */
export const configKey = z.string().regex(/^[a-z][a-z0-9-]{0,40}$/);

export const configGetRequest = z.object({ key: configKey });
export const configGetAnswer = z.object({
  key: z.string(),
  doc: z.unknown(),
  /** The version now in force (0 = as seeded). */
  version: z.number().int(),
  /** A change waiting for its time, if any. */
  pending: z.object({ version: z.number().int(), effectiveAt: epochMs }).nullable(),
});

export const configSetRequest = z.object({
  key: configKey,
  /** The whole new document, checked by the same schema the seed loader uses. */
  doc: z.record(z.string(), z.unknown()),
  /** Take effect later (epoch ms); absent or past = now. */
  effectiveAt: epochMs.optional(),
  reason: z.string().trim().max(200).default(''),
});
export const configVersionRow = z.object({
  version: z.number().int(),
  key: z.string(),
  changedBy: z.string(),
  reason: z.string(),
  createdAt: epochMs,
  effectiveAt: epochMs,
  appliedAt: epochMs.nullable(),
  status: z.enum(['pending', 'applied', 'cancelled']),
  before: z.unknown(),
  after: z.unknown(),
});
export const configSetAnswer = configVersionRow;
export const configHistoryRequest = z.object({ key: configKey, ...pageRequest });
export const configHistoryAnswer = page(configVersionRow);

const AT = 1_767_225_600_000;
const sendExample = {
  id: 7,
  to: { segment: { kind: 'vipMin' as const, level: 3 } },
  title: 'Weekend boost',
  body: 'A gift for our VIPs',
  rewards: [{ propId: 2001, count: 10_000 }],
  turnoverMultiple: 1,
  sentBy: 'ana.marketing',
  createdAt: AT,
  sendAt: AT,
  sentAt: AT,
  recipients: 120,
  status: 'sent' as const,
};
const versionExample = {
  version: 3,
  key: 'settings',
  changedBy: 'ana.marketing',
  reason: 'Higher sign-up coin for the holidays',
  createdAt: AT,
  effectiveAt: AT,
  appliedAt: AT,
  status: 'applied' as const,
  before: { userRegisterCoin: 1000 },
  after: { userRegisterCoin: 2000 },
};

export const contentCalls = defineOpsCalls('content', {
  maintenanceGet: {
    summary: 'The maintenance switch as players see it now: on or off, title, message and expected end',
    public: false,
    // Who may switch it may see it: the console opens the form showing the current state.
    roles: ['admin'],
    mutation: false,
    request: z.object({}),
    answer: maintenanceState,
    examples: {
      request: {},
      answer: { on: true, title: 'Upgrade', message: 'Back soon', endsAt: 1_767_229_200_000 },
      invalidRequest: [],
    },
  },
  maintenanceSet: {
    summary: 'Turns maintenance on (players see the maintenance page) or off, with title, message and end',
    public: false,
    roles: ['admin'],
    mutation: true,
    request: maintenanceSetRequest,
    answer: maintenanceSetAnswer,
    policy: { invalidates: ['anonymous/appConfig', 'preLogin'] },
    examples: {
      request: { on: false },
      answer: { on: false, title: 'Upgrade', message: 'Back soon', endsAt: 0 },
      invalidRequest: { on: 'yes' },
    },
  },
  mailSend: {
    summary: 'Sends (or schedules) a mail to one player or a segment, with optional rewards',
    public: false,
    roles: ['marketing', 'admin'],
    mutation: true,
    request: mailSendRequest,
    answer: mailSendAnswer,
    examples: {
      request: {
        to: { segment: { kind: 'vipMin', level: 3 } },
        title: 'Weekend boost',
        body: 'A gift for our VIPs',
        rewards: [{ propId: 2001, count: 10_000 }],
        turnoverMultiple: 1,
      },
      answer: sendExample,
      invalidRequest: { to: { segment: { kind: 'everyone' } }, title: 'x', body: 'y' },
    },
  },
  mailSentList: {
    summary: 'Sends made and scheduled, newest first, with who sent them and how many players they reached',
    public: false,
    roles: ['marketing', 'support', 'admin'],
    mutation: false,
    request: mailSentListRequest,
    answer: mailSentListAnswer,
    examples: {
      request: { pageNum: 1, pageSize: 20 },
      answer: { list: [sendExample], pageNum: 1, pageSize: 20, pages: 1, total: 1 },
      invalidRequest: { pageNum: 0 },
    },
  },
  configGet: {
    summary:
      'A configuration document as in force (settings, vip, games, quests, activities…), and a change waiting',
    public: false,
    roles: ['marketing', 'admin'],
    mutation: false,
    request: configGetRequest,
    answer: configGetAnswer,
    examples: {
      request: { key: 'settings' },
      answer: { key: 'settings', doc: { userRegisterCoin: 2000 }, version: 3, pending: null },
      invalidRequest: { key: 'Settings!' },
    },
  },
  configSet: {
    summary:
      'Changes a configuration document (checked by the seed schemas), now or at effectiveAt; versioned with before/after',
    public: false,
    roles: ['marketing', 'admin'],
    mutation: true,
    request: configSetRequest,
    answer: configSetAnswer,
    policy: { invalidates: ['anonymous/appConfig', 'anonymous/appTheme'] },
    examples: {
      request: { key: 'faq', doc: { faq: [] }, reason: 'Rewrite the FAQ' },
      answer: versionExample,
      invalidRequest: { key: 'settings' },
    },
  },
  configHistory: {
    summary: "A document's versions, newest first: who, when, before and after, applied or waiting",
    public: false,
    roles: ['marketing', 'admin'],
    mutation: false,
    request: configHistoryRequest,
    answer: configHistoryAnswer,
    examples: {
      request: { key: 'settings' },
      answer: { list: [versionExample], pageNum: 1, pageSize: 20, pages: 1, total: 1 },
      invalidRequest: { key: '' },
    },
  },
});
