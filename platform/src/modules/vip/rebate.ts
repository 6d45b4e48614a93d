// Rebates: per Manila day and game type, valid turnover × the day's rate, floored to whole minor units;
// claimable from the next day, credited automatically after `rebateAutoCreditDays` (never silently lost).
import { ACTIVITY_TYPE } from '@casino/contracts/enums';
import { ERR } from '@casino/contracts/errors';
import { REWARD_ID } from '@casino/contracts/reward-ids';
import { sql } from 'drizzle-orm';
import { CallError, refusal } from '../../core/call-error';
import { type Paging, pageOf, pageOffset } from '../../core/paging';
import { dayKey, periodEnd } from '../../core/periods';
import { queryRows, type Tx } from '../../db/client';
import { claimOnce } from '../../rewards';
import type { ModuleContext } from '../module';
import { rebateOf, type VipConfig, vipConfig } from './config';
import { coinOf } from './service';

export const REBATE_SOURCE = 'rebate';

interface DayRow {
  id: number;
  day: string;
  game_type: number;
  valid_bet: string;
  rate_bp: number;
}

/** Unreceived rows of closed days with their rebate (today's is still growing: it pays tomorrow). */
async function closedRows(db: ModuleContext['db'] | Tx, userId: number, type: number | null, lock: boolean) {
  const rows = await queryRows<DayRow>(
    db,
    sql`select id, day, game_type, valid_bet::text, rate_bp from vip_rebate_days
         where user_id = ${userId}::int and received_at is null and day < ${dayKey()}::text ${type === null ? sql`` : sql`and game_type = ${type}::int`}
         order by day, game_type ${lock ? sql`for update` : sql``}`,
  );
  return rows.map((r) => ({
    ...r,
    validBet: Number(r.valid_bet),
    bonus: r.game_type > 0 ? rebateOf(Number(r.valid_bet), r.rate_bp) : 0,
  }));
}

async function claimableRows(db: ModuleContext['db'] | Tx, userId: number, type: number | null) {
  return (await closedRows(db, userId, type, false)).filter((r) => r.bonus > 0);
}

export function createRebateService(ctx: ModuleContext) {
  const { db } = ctx;
  const snapshot = async () => (await ctx.catalogue.snapshot()).docs;

  async function checkType(type: number): Promise<string> {
    const found = (await snapshot()).games.types.find((t) => t.id === type);
    if (!found) throw new CallError(ERR.INVALID_REQUEST, `Invalid request: type: no game type ${type}`);
    return found.name;
  }

  /** Grants every claimable day of the player (one type or all) in one transaction; answers the total. */
  async function receive(userId: number, type: number | null, cfg: VipConfig) {
    const names = new Map((await snapshot()).games.types.map((t) => [t.id, t.name]));
    return db.transaction(async (tx) => {
      // Locked: a second claim at the same moment waits here and then finds the days received.
      const rows = await closedRows(tx, userId, type, true);
      let amount = 0;
      for (const r of rows) {
        if (r.bonus === 0) {
          // Nothing to give (turnover too small, no game type): closed so no pass looks at it again.
          await tx.execute(
            sql`update vip_rebate_days set received_at = now(), updated_at = now() where id = ${r.id}::int`,
          );
          continue;
        }
        await claimOnce(tx, {
          source: REBATE_SOURCE,
          userId,
          periodKey: `${r.day}:${r.game_type}`,
          items: [{ propId: REWARD_ID.coin, count: r.bonus }],
          activityType: ACTIVITY_TYPE.VipRebate,
          reason: `${names.get(r.game_type) ?? `Game type ${r.game_type}`} rebate ${r.day}`,
          terms: { turnoverMultiple: cfg.rules.turnoverMultiple, coinKind: 'rebate' },
        });
        await tx.execute(
          sql`update vip_rebate_days set received_at = now(), bonus = ${r.bonus}::bigint,
                     grant_ref = ${`${REBATE_SOURCE}:${userId}:${r.day}:${r.game_type}`}::text, updated_at = now()
               where id = ${r.id}::int`,
        );
        amount += r.bonus;
      }
      return { amount, coin: await coinOf(tx, userId) };
    });
  }

  return {
    /** What each game type (or one) would pay now: the closed days not yet received. */
    async list(userId: number, type: number) {
      if (type !== 0) await checkType(type);
      await ctx.accruals.catchUp(userId);
      const docs = await snapshot();
      const cfg = vipConfig(docs.vip);
      const [me] = await queryRows<{ vip: number }>(db, sql`select vip from users where id = ${userId}::int`);
      const rows = await claimableRows(db, userId, type === 0 ? null : type);
      const today = await queryRows<{ game_type: number; valid_bet: string; rate_bp: number }>(
        db,
        sql`select game_type, valid_bet::text, rate_bp from vip_rebate_days
             where user_id = ${userId}::int and day = ${dayKey()}::text and game_type > 0`,
      );
      const types = docs.games.types.filter((t) => (type === 0 ? t.status === 1 : t.id === type));
      const list = types.map((t) => {
        const mine = rows.filter((r) => r.game_type === t.id);
        const now = today.find((r) => r.game_type === t.id);
        const todayBet = Math.max(0, Number(now?.valid_bet ?? 0));
        return {
          type: t.id,
          betAmount: mine.reduce((s, r) => s + r.validBet, 0),
          rateBp: cfg.rateFor(me?.vip ?? 0, t.id),
          bonus: mine.reduce((s, r) => s + r.bonus, 0),
          todayBetAmount: todayBet,
          todayBonus: rebateOf(todayBet, now?.rate_bp ?? 0),
        };
      });
      return {
        total: list.reduce((s, r) => s + r.bonus, 0),
        list,
        autoCreditDays: cfg.rules.rebateAutoCreditDays,
      };
    },

    async receive(userId: number, type: number | null) {
      if (type !== null) await checkType(type);
      await ctx.accruals.catchUp(userId);
      const cfg = vipConfig((await snapshot()).vip);
      const got = await receive(userId, type, cfg);
      if (got.amount === 0) {
        // Today's turnover pays from Manila midnight: say when.
        const wait = Math.ceil((periodEnd('day').getTime() - Date.now()) / 1000);
        throw refusal(ERR.NOT_CLAIMABLE, 'No rebate to receive yet: a day’s rebate is ready the next day.', {
          retryAfterSeconds: Math.max(1, wait),
        });
      }
      return got;
    },

    async log(userId: number, paging: Paging) {
      const where = sql`user_id = ${userId}::int and received_at is not null and bonus > 0`;
      const [count] = await queryRows<{ n: string }>(
        db,
        sql`select count(*)::text as n from vip_rebate_days where ${where}`,
      );
      const rows = await queryRows<DayRow & { bonus: string; received_ms: string }>(
        db,
        sql`select id, day, game_type, valid_bet::text, rate_bp, bonus::text,
                   floor(extract(epoch from received_at) * 1000)::text as received_ms
              from vip_rebate_days where ${where}
             order by received_at desc, id desc limit ${paging.pageSize}::int offset ${pageOffset(paging)}::int`,
      );
      const list = rows.map((r) => ({
        id: r.id,
        type: r.game_type,
        betAmount: Math.max(0, Number(r.valid_bet)),
        rateBp: r.rate_bp,
        bonus: Number(r.bonus),
        createTime: Number(r.received_ms),
        day: r.day,
      }));
      return pageOf(list, Number(count?.n ?? 0), paging);
    },

    /** Credits rebates left unclaimed `rebateAutoCreditDays` after their day; answers how many players. */
    async autoCredit(): Promise<number> {
      const cfg = vipConfig((await snapshot()).vip);
      const before = dayKey(Date.now() - cfg.rules.rebateAutoCreditDays * 86_400_000);
      const users = await queryRows<{ user_id: number }>(
        db,
        sql`select distinct user_id from vip_rebate_days
             where received_at is null and game_type > 0 and day <= ${before}::text and valid_bet > 0 and rate_bp > 0
             limit 500`,
      );
      let n = 0;
      for (const { user_id } of users) {
        const got = await receive(Number(user_id), null, cfg);
        if (got.amount > 0) n++;
      }
      return n;
    },

    /** A closed day's rebate waits for the player (the VIP red dot). */
    async claimable(userId: number): Promise<boolean> {
      return (await claimableRows(db, userId, null)).length > 0;
    },
  };
}

export type RebateService = ReturnType<typeof createRebateService>;
