import { z } from 'zod';
import { epochMs, page, pageRequest, request } from '../common';

// Operator calls that change what every player sees: maintenance, mail and announcements, and the bonus and
// activity configuration (the seed documents), each versioned.

export const maintenanceSetRequest = request({
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

export const mailSendRequest = request({
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
export const mailSentListRequest = request({ ...pageRequest });
export const mailSentListAnswer = page(mailSendRow);

/** The catalogue documents an operator edits (seed file names). */
export const configKey = z.string().regex(/^[a-z][a-z0-9-]{0,40}$/);

export const configGetRequest = request({ key: configKey });
export const configGetAnswer = z.object({
  key: z.string(),
  doc: z.unknown(),
  /** The version now in force (0 = as seeded). */
  version: z.number().int(),
  /** A change waiting for its time, if any. */
  pending: z.object({ version: z.number().int(), effectiveAt: epochMs }).nullable(),
});

export const configSetRequest = request({
  key: configKey,
  /** The whole new document, checked by the same schema the seed loader uses. */
  doc: z.unknown(),
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
export const configHistoryRequest = request({ key: configKey, ...pageRequest });
export const configHistoryAnswer = page(configVersionRow);
