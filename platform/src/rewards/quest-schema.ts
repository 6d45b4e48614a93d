import { ACTIVITY_TYPE } from '@casino/contracts/enums';
import { rewardDestination } from '@casino/contracts/reward-ids';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, queryRows, type Tx } from '../db/client';
import { QUEST_METRICS, QUEST_PERIODS, type QuestDef } from './quests';

const rewardItem = z.strictObject({
  propId: z
    .number()
    .int()
    .refine((id) => rewardDestination(id) !== null, 'not a reward item id (contracts reward-ids)'),
  count: z.number().int().min(1).max(1_000_000_000_000),
});

/** One quest as seed/quests.json writes it (operator configuration; amounts in minor units). */
export const questDef = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'lower-case letters, digits and -'),
    name: z.string().min(1).max(100),
    metric: z.enum(QUEST_METRICS),
    period: z.enum(QUEST_PERIODS),
    target: z.number().int().min(1).max(1_000_000_000_000),
    rewards: z.array(rewardItem).min(1),
    gameTypes: z.array(z.number().int()).min(1).optional(),
    activityType: z.number().int().min(0).optional(),
    terms: z
      .strictObject({
        turnoverMultiple: z.number().int().min(0).max(100).optional(),
        coinKind: z.enum(['claim', 'bonus', 'rebate', 'commission']).optional(),
      })
      .optional(),
    action: z
      .string()
      .regex(/^[A-Za-z0-9:/_-]{1,64}$/)
      .optional(),
    taskId: z.number().int().min(1).max(2_147_483_647).optional(),
    vipLevel: z.number().int().min(1).max(100).optional(),
    description: z.string().max(200).optional(),
    route: z
      .string()
      .regex(/^\/[A-Za-z0-9/_?=&-]*$/, 'an in-app route')
      .optional(),
  })
  .refine((q) => (q.metric === 'action') === (q.action !== undefined), {
    message: 'metric action names its action, and only it does',
    path: ['action'],
  })
  .refine(
    (q) => q.vipLevel === undefined || (q.activityType === ACTIVITY_TYPE.VipTask && q.taskId !== undefined),
    {
      message: 'only a VIP task (activityType 49 with a taskId) is offered from a VIP level',
      path: ['vipLevel'],
    },
  );

/** seed/quests.json. */
export const questsDoc = z.strictObject({
  quests: z
    .array(questDef)
    .refine((qs) => new Set(qs.map((q) => q.id)).size === qs.length, 'duplicate quest id')
    .refine((qs) => {
      const ids = qs.flatMap((q) => (q.taskId === undefined ? [] : [q.taskId]));
      return new Set(ids).size === ids.length;
    }, 'duplicate taskId'),
});

/** The catalogue's quests, read in the caller's transaction (none before the document is seeded). */
export async function catalogueQuests(db: Db | Tx): Promise<readonly QuestDef[]> {
  const [row] = await queryRows<{ doc: unknown }>(db, sql`select doc from catalogue where key = 'quests'`);
  if (!row) return [];
  return questsDoc.parse(row.doc).quests as QuestDef[];
}
