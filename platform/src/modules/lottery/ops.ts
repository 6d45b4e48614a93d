// `ops lottery …`: an operator draws a closed (or still open) draw now, cancels one with refunds, or lists them.
import { sql } from 'drizzle-orm';
import type { OpsCommand } from '../../core/module';
import { queryRows } from '../../db/client';
import { cancelDraw, drawById, drawNow, lotteryTick } from './draws';

const USAGE = 'lottery list | lottery open | lottery draw <drawId> | lottery cancel <drawId>';

function drawId(arg: string | undefined): number {
  if (!/^\d{1,9}$/.test(arg ?? '')) throw new Error(`usage: ${USAGE}`);
  return Number(arg);
}

export const lotteryOps: Record<string, OpsCommand> = {
  lottery: {
    usage: USAGE,
    summary:
      "the weekend lottery's draws: list them, open this week's, draw one now, or cancel one with refunds",
    async run(ctx, args) {
      const [verb, arg, ...rest] = args;
      if (rest.length > 0) throw new Error(`usage: ${USAGE}`);
      if (verb === 'list' && arg === undefined) {
        const rows = await queryRows<{ id: number; week_key: string; status: string; tickets_sold: number }>(
          ctx.db,
          sql`select id, week_key, status, tickets_sold from lottery_draws order by id desc limit 20`,
        );
        if (rows.length === 0) return 'no lottery draws yet';
        return rows.map((r) => `#${r.id} ${r.week_key} ${r.status}, ${r.tickets_sold} entries`).join('\n');
      }
      if (verb === 'open' && arg === undefined) {
        const steps = await lotteryTick(ctx.db);
        return steps > 0 ? `lottery: ${steps} step(s) taken` : "lottery: this week's draw is already open";
      }
      if (verb === 'draw' || verb === 'cancel') {
        const id = drawId(arg);
        const before = await drawById(ctx.db, id);
        if (!before) throw new Error(`no lottery draw ${id}`);
        if (verb === 'cancel') {
          const done = await cancelDraw(ctx.db, id);
          return done
            ? `draw #${id} cancelled, every order refunded`
            : `draw #${id} is ${before.status}: unchanged`;
        }
        const outcome = await drawNow(ctx.db, id);
        if (outcome === 'skipped') return `draw #${id} is ${before.status}: unchanged`;
        const after = await drawById(ctx.db, id);
        return outcome === 'drawn'
          ? `draw #${id} drawn: ${(after?.winners ?? []).length} winner(s), prizes granted`
          : `draw #${id} had too few entries: cancelled, every order refunded`;
      }
      throw new Error(`usage: ${USAGE}`);
    },
  },
};
