import type { CallAnswer } from '@casino/contracts/registry';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { pageOf, pageOffset } from '../core/paging';
import type { Db } from '../db/client';
import { rewardGrants } from '../db/schema';
import type { RewardItem } from './grant';

type AwardLog = CallAnswer<'activityAwardGetLog'>;

/**
 * activityAwardGetLog (/reward/record, /bonus/record): every reward the player received, newest first — the
 * grants of the one door, so nothing given can be missing from it. Spends are not rewards and are left out.
 */
export async function awardLog(
  db: Db,
  userId: number,
  q: { pageNum: number; pageSize: number; activityType?: number | undefined },
): Promise<AwardLog> {
  const where: SQL[] = [eq(rewardGrants.userId, userId), eq(rewardGrants.spend, false)];
  if (q.activityType !== undefined) where.push(eq(rewardGrants.activityType, q.activityType));
  const [total] = await db
    .select({ n: count() })
    .from(rewardGrants)
    .where(and(...where));
  const rows = await db
    .select()
    .from(rewardGrants)
    .where(and(...where))
    .orderBy(desc(rewardGrants.id))
    .limit(q.pageSize)
    .offset(pageOffset(q));
  const n = Number(total?.n ?? 0);
  const list = rows.map((r) => ({
    id: r.id,
    activityType: r.activityType,
    activityName: r.reason,
    rewards: r.items as RewardItem[],
    createTime: r.createdAt.getTime(),
  }));
  return pageOf(list, n, q);
}
