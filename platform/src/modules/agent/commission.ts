// Agent commission: each Manila day's statement lines are settled once into the agent's claimable balance (or
// held for review), with a carried-forward statement line per settlement; claims take every payable line once.
import { ACTIVITY_TYPE } from '@casino/contracts/enums';
import { ERR } from '@casino/contracts/errors';
import { REWARD_ID } from '@casino/contracts/reward-ids';
import { sql } from 'drizzle-orm';
import { CallError, refusal } from '../../core/call-error';
import { dayKey, periodEnd } from '../../core/periods';
import { type Db, queryRows, type Tx } from '../../db/client';
import { LOCK_KEYS } from '../../db/lock-keys';
import { grant } from '../../rewards';
import { maskName } from '../lobby';
import { holdReasonOf } from './abuse';
import { type AgentConfig, agentConfigIn, commissionOf } from './config';

export const COMMISSION_SOURCE = 'agent5';

const lockAgent = (tx: Tx, agentId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEYS.agentMoney}::int, ${agentId}::int)`);

async function sumOf(db: Db | Tx, agentId: number, status: string): Promise<number> {
  const [row] = await queryRows<{ n: string }>(
    db,
    sql`select coalesce(sum(commission), 0)::text as n from agent_turnover
         where agent_id = ${agentId}::int and status = ${status}::text`,
  );
  return Number(row?.n ?? 0);
}

/**
 * Settles one agent's open lines of one day: commission per line = floor(turnover × rate / 10000), each line
 * payable or held (abuse.ts), and one settlement row carrying the claimable balance forward. Answers the
 * lines settled (0 when another run did it first: the lock and the `open` status make it once).
 */
export async function settleAgentDay(db: Db, agentId: number, day: string): Promise<number> {
  return db.transaction(async (tx) => {
    await lockAgent(tx, agentId);
    const lines = await queryRows<{ id: number; member_id: number; valid_bet: string; rate_bp: number }>(
      tx,
      sql`select id, member_id, valid_bet::text, rate_bp from agent_turnover
           where agent_id = ${agentId}::int and day = ${day}::text and status = 'open' order by id for update`,
    );
    if (lines.length === 0) return 0;
    const holds = new Map<number, string | null>();
    for (const l of lines) {
      if (!holds.has(l.member_id)) holds.set(l.member_id, await holdReasonOf(tx, l.member_id, agentId));
    }
    const opening = await sumOf(tx, agentId, 'payable');
    let payable = 0;
    let held = 0;
    const settled = lines.map((l) => {
      const commission = commissionOf(Number(l.valid_bet), l.rate_bp);
      const reason = holds.get(l.member_id) ?? null;
      if (reason) held += commission;
      else payable += commission;
      return { id: l.id, commission, reason };
    });
    const [s] = await queryRows<{ id: number }>(
      tx,
      sql`insert into agent_settlements (agent_id, day, opening, commission, held, closing)
          values (${agentId}::int, ${day}::text, ${opening}::bigint, ${payable}::bigint, ${held}::bigint,
                  ${opening + payable}::bigint)
          returning id`,
    );
    for (const l of settled) {
      await tx.execute(
        sql`update agent_turnover set commission = ${l.commission}::bigint,
                   status = ${l.reason ? 'held' : 'payable'}::text, hold_reason = ${l.reason}::text,
                   settlement_id = ${s!.id}::int, updated_at = now()
             where id = ${l.id}::int`,
      );
    }
    return lines.length;
  });
}

/** Every (agent, day) with open lines of days up to `lastDay`; each settled once. Answers the lines settled. */
export async function settleThrough(db: Db, lastDay: string): Promise<number> {
  const due = await queryRows<{ agent_id: number; day: string }>(
    db,
    sql`select distinct agent_id, day from agent_turnover
         where status = 'open' and day <= ${lastDay}::text order by day, agent_id limit 1000`,
  );
  let n = 0;
  for (const d of due) n += await settleAgentDay(db, Number(d.agent_id), d.day);
  return n;
}

/** The last day the job settles: yesterday once `settleAfterMinutes` of today have passed. */
export function lastSettledDay(cfg: AgentConfig, now = Date.now()): string {
  return dayKey(now - cfg.settleAfterMinutes * 60_000 - 86_400_000);
}

/** Members whose open lines the job is about to settle (their stakes are accrued first). */
export async function membersDue(db: Db, lastDay: string): Promise<number[]> {
  const rows = await queryRows<{ member_id: number }>(
    db,
    sql`select distinct member_id from agent_turnover where status = 'open' and day <= ${lastDay}::text limit 1000`,
  );
  return rows.map((r) => Number(r.member_id));
}

export async function runSettlement(db: Db): Promise<number> {
  return settleThrough(db, lastSettledDay(await agentConfigIn(db)));
}

/** appAgent5UserReceive: every payable line once, as one grant; nothing payable → NOT_CLAIMABLE. */
export async function receiveCommission(db: Db, userId: number) {
  const cfg = await agentConfigIn(db);
  return db.transaction(async (tx) => {
    await lockAgent(tx, userId);
    const lines = await queryRows<{ id: number; commission: string }>(
      tx,
      sql`select id, commission::text from agent_turnover
           where agent_id = ${userId}::int and status = 'payable' and commission > 0 order by id for update`,
    );
    const amount = lines.reduce((s, l) => s + Number(l.commission), 0);
    if (amount === 0) {
      const wait = Math.ceil((periodEnd('day').getTime() - Date.now()) / 1000) + cfg.settleAfterMinutes * 60;
      throw refusal(
        ERR.NOT_CLAIMABLE,
        'No commission to receive yet: a day is settled after Manila midnight.',
        {
          retryAfterSeconds: Math.max(1, wait),
        },
      );
    }
    // The first line's id names the claim: each line is claimed once, so the ref is never reused.
    const ref = `${COMMISSION_SOURCE}:${userId}:${lines[0]!.id}`;
    await grant(tx, {
      userId,
      items: [{ propId: REWARD_ID.coin, count: amount }],
      ref,
      source: COMMISSION_SOURCE,
      activityType: ACTIVITY_TYPE.Agent5,
      reason: 'Agent commission',
      terms: { turnoverMultiple: cfg.commissionTurnoverMultiple, coinKind: 'commission' },
    });
    await tx.execute(
      sql`update agent_turnover set status = 'claimed', claim_ref = ${ref}::text, updated_at = now()
           where agent_id = ${userId}::int and status = 'payable' and id in (${sql.join(
             lines.map((l) => sql`${l.id}::int`),
             sql`, `,
           )})`,
    );
    const [w] = await queryRows<{ balance: string }>(
      tx,
      sql`select balance::text from wallets where user_id = ${userId}::int`,
    );
    return { amount, coin: Number(w?.balance ?? 0) };
  });
}

/** The agent's commission figures: payable now, held, paid or payable in total, and today's so far. */
export async function commissionTotals(db: Db, agentId: number) {
  const [row] = await queryRows<{ payable: string; held: string; total: string }>(
    db,
    sql`select coalesce(sum(commission) filter (where status = 'payable'), 0)::text as payable,
               coalesce(sum(commission) filter (where status = 'held'), 0)::text as held,
               coalesce(sum(commission) filter (where status in ('payable', 'claimed')), 0)::text as total
          from agent_turnover where agent_id = ${agentId}::int`,
  );
  const today = await queryRows<{ valid_bet: string; rate_bp: number }>(
    db,
    sql`select valid_bet::text, rate_bp from agent_turnover
         where agent_id = ${agentId}::int and status = 'open' and day = ${dayKey()}::text`,
  );
  return {
    claimable: Number(row?.payable ?? 0),
    held: Number(row?.held ?? 0),
    total: Number(row?.total ?? 0),
    today: today.reduce((s, l) => s + commissionOf(Number(l.valid_bet), l.rate_bp), 0),
  };
}

type LineStatus = 'open' | 'payable' | 'claimed' | 'held' | 'rejected';

/** appAgent5UserStatement: the latest settlements, and one day's lines (per member, game type). */
export async function statement(db: Db, agentId: number, day: string | undefined) {
  const days = await queryRows<{
    day: string;
    opening: string;
    commission: string;
    held: string;
    closing: string;
    settled_ms: string;
  }>(
    db,
    sql`select day, opening::text, commission::text, held::text, closing::text,
               floor(extract(epoch from settled_at) * 1000)::text as settled_ms
          from agent_settlements where agent_id = ${agentId}::int order by id desc limit 60`,
  );
  const shown = day ?? dayKey();
  const lines = await queryRows<{
    id: number;
    nickname: string;
    level: number;
    game_type: number;
    valid_bet: string;
    bet_count: number;
    rate_bp: number;
    commission: string;
    status: LineStatus;
  }>(
    db,
    sql`select t.id, u.nickname, t.level, t.game_type, t.valid_bet::text, t.bet_count, t.rate_bp,
               t.commission::text, t.status
          from agent_turnover t join users u on u.id = t.member_id
         where t.agent_id = ${agentId}::int and t.day = ${shown}::text
         order by t.level, t.member_id, t.game_type, t.id`,
  );
  return {
    days: days.map((d) => ({
      day: d.day,
      opening: Number(d.opening),
      commission: Number(d.commission),
      held: Number(d.held),
      closing: Number(d.closing),
      settledAt: Number(d.settled_ms),
    })),
    day: shown,
    rows: lines.map((l) => ({
      id: l.id,
      member: maskName(l.nickname),
      level: l.level,
      gameType: l.game_type,
      turnover: Number(l.valid_bet),
      betCount: l.bet_count,
      rateBp: l.rate_bp,
      // An open line shows what it would pay if the day ended now.
      commission: l.status === 'open' ? commissionOf(Number(l.valid_bet), l.rate_bp) : Number(l.commission),
      status: l.status,
    })),
  };
}

/** Operator decision on a held line: release makes it payable (claimable), reject closes it unpaid. */
export async function decideHold(db: Db, lineId: number, to: 'payable' | 'rejected'): Promise<string> {
  const rows = await queryRows<{ id: number; agent_id: number; commission: string }>(
    db,
    sql`update agent_turnover set status = ${to}::text, updated_at = now()
         where id = ${lineId}::int and status = 'held' returning id, agent_id, commission::text`,
  );
  const line = rows[0];
  if (!line) throw new CallError(ERR.NOT_FOUND, `no held commission line ${lineId}`);
  return `${to === 'payable' ? 'released' : 'rejected'} line ${line.id}: ₱${(Number(line.commission) / 100).toFixed(2)} for agent ${line.agent_id}`;
}
