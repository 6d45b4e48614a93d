// `ops protection <userId>`: a player's own limits and pause, as the operator checks them before answering "why
// can't I deposit / play". Read-only: limits and exclusions are the player's; nobody loosens them from here.
import { sql } from 'drizzle-orm';
import type { OpsCommand } from '../../core/module';
import { periodEnd } from '../../core/periods';
import { queryRows } from '../../db/client';
import { describeAmount, limitsOf, usedOf } from './limits';
import { activeRestriction, manilaWhen } from './restriction';

const USAGE = 'protection <userId>';

export const protectionOps: Record<string, OpsCommand> = {
  protection: {
    usage: USAGE,
    summary: "a player's deposit, loss and play-time limits, and a running cool-off or self-exclusion",
    async run(ctx, args) {
      if (args.length !== 1 || !/^\d{1,10}$/.test(args[0] ?? '')) throw new Error(`usage: ${USAGE}`);
      const userId = Number(args[0]);
      const [user] = await queryRows<{ id: number }>(
        ctx.db,
        sql`select id from users where id = ${userId}::int`,
      );
      if (!user) throw new Error(`no player ${userId}`);
      const now = Date.now();
      const lines = [`player ${userId}`];
      const r = await activeRestriction(ctx.db, userId, now);
      if (!r) lines.push('  pause: none');
      else {
        lines.push(
          `  pause: ${r.kind === 'coolOff' ? 'cool-off' : 'self-exclusion'} until ${manilaWhen(r.until)} (Manila)` +
            (r.irrevocableUntil ? `, irrevocable until ${manilaWhen(r.irrevocableUntil)}` : '') +
            (r.revoked ? ', revoked by the player (ends at the date above)' : ''),
        );
      }
      const limits = await limitsOf(ctx.db, userId, now);
      if (limits.length === 0) lines.push('  limits: none');
      for (const l of limits) {
        const used = await usedOf(ctx.db, userId, l, now);
        const amount = l.amount === null ? 'none' : describeAmount(l.kind, l.amount);
        const pending = l.pending
          ? `; ${l.pending.amount === null ? 'removed' : `→ ${describeAmount(l.kind, l.pending.amount)}`} from ${manilaWhen(l.pending.from)}`
          : '';
        lines.push(
          `  ${l.kind} per ${l.period}: ${amount}, used ${describeAmount(l.kind, used)} until ${manilaWhen(
            periodEnd(l.period, now).getTime(),
          )}${pending}`,
        );
      }
      return lines.join('\n');
    },
  },
};
