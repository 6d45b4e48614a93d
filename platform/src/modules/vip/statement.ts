// The VIP statement: the figures behind every level decision and every rebate, read from the rows the rules
// wrote (levels reached, keeping reviews, rebate days), so a player can check each one.
import type { CallAnswer } from '@casino/contracts/registry';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { ModuleContext } from '../module';
import { rebateOf, vipConfig } from './config';
import { syncVipLevel } from './consumer';
import { expOffset } from './keeping';

type Statement = CallAnswer<'getVipStatement'>;
const ms = (v: Date | string) => new Date(v).getTime();

export function createVipStatement(ctx: Pick<ModuleContext, 'db' | 'catalogue' | 'accruals'>) {
  const { db } = ctx;
  return async function statement(userId: number): Promise<Statement> {
    await ctx.accruals.catchUp(userId);
    await db.transaction((tx) => syncVipLevel(tx, userId));
    const cfg = vipConfig((await ctx.catalogue.snapshot()).docs.vip);
    const [user] = await queryRows<{ vip: number; vip_exp: string }>(
      db,
      sql`select vip, vip_exp::text from users where id = ${userId}::int`,
    );
    const reached = await queryRows<{ level: number; reached_at: Date | string }>(
      db,
      sql`select level, reached_at from vip_levels_reached where user_id = ${userId}::int order by level`,
    );
    const reviews = await queryRows<{
      period: string;
      from_level: number;
      to_level: number;
      period_exp: string;
      created_at: Date | string;
    }>(
      db,
      sql`select period, from_level, to_level, period_exp::text, created_at from vip_audits
           where user_id = ${userId}::int order by created_at desc, period desc limit 24`,
    );
    const days = await queryRows<{
      day: string;
      game_type: number;
      valid_bet: string;
      rate_bp: number;
      bonus: string;
      received_at: Date | string | null;
    }>(
      db,
      sql`select day, game_type, valid_bet::text, rate_bp, bonus::text, received_at from vip_rebate_days
           where user_id = ${userId}::int order by day desc, game_type limit 90`,
    );
    const experienceOf = (level: number) => cfg.levels.find((l) => l.level === level)?.experience ?? 0;
    return {
      vip: user?.vip ?? 0,
      vipExp: Math.max(0, Number(user?.vip_exp ?? 0) - (await expOffset(db, userId))),
      expPerPesoBet: 1,
      expPerPesoDeposit: cfg.rules.depositExpPerPeso ?? 0,
      keepPeriod: cfg.rules.keepPeriod,
      promotions: reached
        .filter((r) => r.level > 0)
        .map((r) => ({ level: r.level, experience: experienceOf(r.level), reachedAt: ms(r.reached_at) })),
      reviews: reviews.map((r) => ({
        period: r.period,
        fromLevel: r.from_level,
        toLevel: r.to_level,
        periodExp: Number(r.period_exp),
        keepExp: cfg.benefit(r.from_level).keepExp,
        reviewedAt: ms(r.created_at),
      })),
      rebates: days.map((d) => {
        const validBet = Number(d.valid_bet);
        const due = d.game_type > 0 ? rebateOf(validBet, d.rate_bp) : 0;
        return {
          day: d.day,
          type: d.game_type,
          validBet,
          rateBp: d.rate_bp,
          bonus: d.received_at ? Number(d.bonus) : due,
          receivedAt: d.received_at ? ms(d.received_at) : null,
        };
      }),
    };
  };
}
