// The VIP accrual consumer: follows bets and refunds after the player-level consumer (which keeps vip_exp) and
// turns them into the VIP level and the per-day, per-game-type rebate base.
import { sql } from 'drizzle-orm';
import { dayKey } from '../../core/periods';
import { queryRows, type Tx } from '../../db/client';
import type { AccrualConsumer, AccrualRow } from '../../rewards';
import { mailVipLevelUp } from '../mail';
import { vipConfigIn } from './config';
import { expOffset } from './keeping';

/** Valid turnover per (Manila day of the row, game type): stakes minus refunded stakes. */
export function turnoverByDayAndType(rows: readonly AccrualRow[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const r of rows) {
    if (r.kind !== 'bet' && r.kind !== 'refund') continue;
    const key = `${dayKey(r.createdAt)}|${r.gameType ?? 0}`;
    out.set(key, (out.get(key) ?? 0) - r.delta);
  }
  return out;
}

/**
 * Raises users.vip to the level users.vip_exp reaches (never lowers it: level keeping is its own rule) and
 * records when each new level was first reached. Answers the level after.
 */
export async function syncVipLevel(tx: Tx, userId: number): Promise<number> {
  const config = await vipConfigIn(tx);
  const [user] = await queryRows<{ vip: number; vip_exp: string }>(
    tx,
    sql`select vip, vip_exp::text from users where id = ${userId}::int for update`,
  );
  if (!user) return 0;
  // Experience from before a demotion does not promote again (level keeping).
  const reached = config.levelForExp(Number(user.vip_exp) - (await expOffset(tx, userId)));
  if (reached <= user.vip) return user.vip;
  await tx.execute(sql`update users set vip = ${reached}::int, updated_at = now() where id = ${userId}::int`);
  for (let level = user.vip + 1; level <= reached; level++) {
    const first = await queryRows<{ level: number }>(
      tx,
      sql`insert into vip_levels_reached (user_id, level) values (${userId}::int, ${level}::int)
          on conflict do nothing returning level`,
    );
    // Only a level reached for the first time mails (a level won back after a demotion pays no bonus again).
    if (first.length > 0) {
      await mailVipLevelUp(tx, { userId, level, bonus: config.benefit(level).upgradeBonus });
    }
  }
  return reached;
}

export const vipConsumer: AccrualConsumer = {
  name: 'vip',
  // deposits too: as VIP experience (vip.json rules.depositExpPerPeso) they may raise the level
  kinds: ['bet', 'refund', 'deposit'],
  async apply(tx, userId, rows) {
    const level = await syncVipLevel(tx, userId);
    const config = await vipConfigIn(tx);
    for (const [key, validBet] of turnoverByDayAndType(rows)) {
      if (validBet === 0) continue;
      const [day, type] = key.split('|') as [string, string];
      const gameType = Number(type);
      // The day keeps the best rate the player held on it (a level reached at 23:00 pays the whole day).
      await tx.execute(
        sql`insert into vip_rebate_days (user_id, day, game_type, valid_bet, rate_bp)
            values (${userId}::int, ${day}::text, ${gameType}::int, ${validBet}::bigint,
                    ${config.rateFor(level, gameType)}::int)
            on conflict (user_id, day, game_type) do update
              set valid_bet = vip_rebate_days.valid_bet + excluded.valid_bet,
                  rate_bp = greatest(vip_rebate_days.rate_bp, excluded.rate_bp), updated_at = now()`,
      );
    }
  },
};
