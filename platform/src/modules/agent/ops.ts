// `ops agent …`: settle commission days, review held commission (release or reject), and trace a statement line
// to the bet records behind it.
import { formatMoney } from '@casino/contracts/money';
import { sql } from 'drizzle-orm';
import type { OpsCommand } from '../../core/module';
import { dayKey } from '../../core/periods';
import { queryRows } from '../../db/client';
import { decideHold, lastSettledDay, settleThrough } from './commission';
import { agentConfigIn } from './config';

const USAGE =
  'agent settle [YYYY-MM-DD|today] | agent holds | agent release <lineId> | agent reject <lineId> | agent trace <lineId>';

const lineId = (arg: string | undefined) => {
  if (!/^\d{1,10}$/.test(arg ?? '')) throw new Error(`usage: ${USAGE}`);
  return Number(arg);
};

export const agentOps: Record<string, OpsCommand> = {
  agent: {
    usage: USAGE,
    summary: 'settle agent commission days, list / release / reject held commission, trace a statement line',
    async run(ctx, args) {
      const [what, arg] = args;
      switch (what) {
        case 'settle': {
          // Default: the days the job would settle now; a day (or today) settles it early, e.g. for a demo.
          const day = arg === 'today' ? dayKey() : (arg ?? lastSettledDay(await agentConfigIn(ctx.db)));
          if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || day > dayKey()) throw new Error(`usage: ${USAGE}`);
          const n = await settleThrough(ctx.db, day);
          ctx.invalidate();
          return `settled ${n} statement lines through ${day}`;
        }
        case 'holds': {
          const rows = await queryRows<{
            id: number;
            agent_id: number;
            member_id: number;
            day: string;
            commission: string;
            hold_reason: string;
          }>(
            ctx.db,
            sql`select id, agent_id, member_id, day, commission::text, hold_reason from agent_turnover
                 where status = 'held' order by day, id limit 500`,
          );
          if (rows.length === 0) return 'no held commission';
          return rows
            .map(
              (r) =>
                `line ${r.id}: agent ${r.agent_id} ← member ${r.member_id}, ${r.day}, ${formatMoney(Number(r.commission))} (${r.hold_reason})`,
            )
            .join('\n');
        }
        case 'release':
          return decideHold(ctx.db, lineId(arg), 'payable');
        case 'reject':
          return decideHold(ctx.db, lineId(arg), 'rejected');
        case 'trace': {
          const id = lineId(arg);
          const [line] = await queryRows<{
            member_id: number;
            game_type: number;
            day: string;
            first_ledger_id: string;
            last_ledger_id: string;
            valid_bet: string;
            bet_count: number;
          }>(
            ctx.db,
            sql`select member_id, game_type, day, first_ledger_id::text, last_ledger_id::text, valid_bet::text, bet_count
                  from agent_turnover where id = ${id}::int`,
          );
          if (!line) throw new Error(`no statement line ${id}`);
          // The member's stakes and refunds of that game type in the line's ledger id range and Manila day.
          const bets = await queryRows<{ id: string; kind: string; delta: string; ref: string; at: string }>(
            ctx.db,
            sql`select id::text, kind, delta::text, ref_type || '/' || ref_id as ref, created_at::text as at
                  from ledger where user_id = ${line.member_id}::int and kind in ('bet', 'refund')
                   and coalesce(game_type, 0) = ${line.game_type}::int
                   and id between ${line.first_ledger_id}::bigint and ${line.last_ledger_id}::bigint
                   and to_char(created_at at time zone 'Asia/Manila', 'YYYY-MM-DD') = ${line.day}::text
                 order by id`,
          );
          const sum = bets.reduce((s, b) => s - Number(b.delta), 0);
          return [
            `line ${id}: member ${line.member_id}, game type ${line.game_type}, ${line.day}: turnover ${formatMoney(Number(line.valid_bet))} from ${line.bet_count} bets`,
            ...bets.map(
              (b) => `  ledger ${b.id} ${b.kind} ${formatMoney(-Number(b.delta))} ${b.ref} ${b.at}`,
            ),
            `  sum ${formatMoney(sum)}${sum === Number(line.valid_bet) ? ' = turnover' : ' (lines of this day were split by a settlement)'}`,
          ].join('\n');
        }
        default:
          throw new Error(`usage: ${USAGE}`);
      }
    },
  },
};
