// `ops vip <userId>`: a player's VIP standing as the operator checks it before answering a complaint.
import { formatMoney } from '@casino/contracts/money';
import { sql } from 'drizzle-orm';
import type { OpsCommand } from '../../core/module';
import { dayKey, periodStart } from '../../core/periods';
import { queryRows } from '../../db/client';
import { rebateOf, vipConfigIn } from './config';
import { expOffset, periodExpOf } from './keeping';

const USAGE = 'vip <userId>';

export const vipOps: Record<string, OpsCommand> = {
  vip: {
    usage: USAGE,
    summary: "a player's VIP level, experience, level keeping, level bonuses and rebates",
    async run(ctx, args) {
      const userId = Number(args[0]);
      if (args.length !== 1 || !/^\d{1,10}$/.test(args[0] ?? '')) throw new Error(`usage: ${USAGE}`);
      return ctx.db.transaction(async (tx) => {
        const [user] = await queryRows<{ vip: number; vip_exp: string }>(
          tx,
          sql`select vip, vip_exp::text from users where id = ${userId}::int`,
        );
        if (!user) throw new Error(`no player ${userId}`);
        const cfg = await vipConfigIn(tx);
        const offset = await expOffset(tx, userId);
        const start = periodStart(cfg.rules.keepPeriod);
        const periodExp = await periodExpOf(tx, userId, start, null);
        const reached = await queryRows<{ level: number; at: string }>(
          tx,
          sql`select level, reached_at::text as at from vip_levels_reached where user_id = ${userId}::int order by level`,
        );
        const bonuses = await queryRows<{ ref: string; at: string }>(
          tx,
          sql`select ref, created_at::text as at from reward_grants
               where user_id = ${userId}::int and source = 'vip-level' order by created_at`,
        );
        const audits = await queryRows<{
          period: string;
          from_level: number;
          to_level: number;
          period_exp: string;
        }>(
          tx,
          sql`select period, from_level, to_level, period_exp::text from vip_audits
               where user_id = ${userId}::int order by created_at desc limit 6`,
        );
        const open = await queryRows<{ day: string; game_type: number; valid_bet: string; rate_bp: number }>(
          tx,
          sql`select day, game_type, valid_bet::text, rate_bp from vip_rebate_days
               where user_id = ${userId}::int and received_at is null and game_type > 0 order by day, game_type`,
        );
        const [got] = await queryRows<{ n: string; sum: string | null }>(
          tx,
          sql`select count(*)::text as n, sum(bonus)::text as sum from vip_rebate_days
               where user_id = ${userId}::int and received_at is not null and bonus > 0`,
        );
        const today = dayKey();
        const lines = [
          `player ${userId}: VIP ${user.vip}`,
          `experience: ${user.vip_exp} lifetime, ${Number(user.vip_exp) - offset} counting toward promotion`,
          `keeping (${cfg.rules.keepPeriod}): ${periodExp} of ${cfg.benefit(user.vip).keepExp} this period`,
          `levels reached: ${reached.map((r) => `${r.level} (${r.at.slice(0, 10)})`).join(', ') || 'none'}`,
          `level bonuses received: ${bonuses.map((b) => b.ref.split(':').at(-1)).join(', ') || 'none'}`,
          `reviews: ${audits.map((a) => `${a.period} ${a.from_level}→${a.to_level} (${a.period_exp})`).join(', ') || 'none'}`,
          `rebates received: ${got?.n ?? 0}, ${formatMoney(Number(got?.sum ?? 0))}`,
          ...open.map(
            (r) =>
              `rebate open ${r.day} type ${r.game_type}: ${formatMoney(Number(r.valid_bet))} × ${r.rate_bp} bp = ` +
              `${formatMoney(rebateOf(Number(r.valid_bet), r.rate_bp))}${r.day === today ? ' (today, pays tomorrow)' : ''}`,
          ),
        ];
        return lines.join('\n');
      });
    },
  },
};
