// The agent accrual consumer: follows each player's stakes, refunds and deposits. Stakes become statement lines
// of every agent above the player up to the configured depth; deposits and stakes make an invitee valid.
import { sql } from 'drizzle-orm';
import { dayKey } from '../../core/periods';
import { type Db, queryRows, type Tx } from '../../db/client';
import { type AccrualConsumer, type AccrualRow, catalogueQuests, createQuestEngine } from '../../rewards';
import { exclusionOf } from './abuse';
import { type AgentConfig, agentConfigIn } from './config';

/** The quest action a valid invite counts (the valid-invite tiers are quests of this action). */
export const VALID_INVITE_ACTION = 'validInvite';

/** The agents above a player, nearest first: level 1 = the inviter, 2 = the inviter's inviter… */
export async function uplineOf(
  db: Db | Tx,
  userId: number,
  depth: number,
): Promise<{ agentId: number; level: number }[]> {
  const rows = await queryRows<{ id: number; level: number }>(
    db,
    sql`with recursive up(id, pid, level) as (
          select p.id, p.pid, 1 from users u join users p on p.id = u.pid where u.id = ${userId}::int
          union all
          select p.id, p.pid, up.level + 1 from up join users p on p.id = up.pid where up.level < ${depth}::int
        )
        select id, level from up where id <> ${userId}::int order by level`,
  );
  return rows.map((r) => ({ agentId: Number(r.id), level: Number(r.level) }));
}

/**
 * Brings the newest members of a player's team up to date with the ledger, so an invite or a commission shows
 * the moment the agent looks rather than at the next accrual pass (bounded: the pass covers the rest).
 */
export async function catchUpTeam(
  db: Db,
  catchUp: (userId: number) => Promise<void>,
  agentId: number,
  depth: number,
  limit = 50,
): Promise<void> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with recursive down(id, level) as (
          select id, 1 from users where pid = ${agentId}::int
          union all
          select u.id, down.level + 1 from users u join down on u.pid = down.id where down.level < ${depth}::int
        )
        select id from down order by id desc limit ${limit}::int`,
  );
  for (const r of rows) await catchUp(Number(r.id));
}

interface Line {
  day: string;
  gameType: number;
  validBet: number;
  betCount: number;
  firstId: number;
  lastId: number;
}

/** Stakes − refunds per (Manila day of the row, game type), with the bet records behind each. */
export function linesOf(rows: readonly AccrualRow[]): Line[] {
  const out = new Map<string, Line>();
  for (const r of rows) {
    if (r.kind !== 'bet' && r.kind !== 'refund') continue;
    const day = dayKey(r.createdAt);
    const gameType = r.gameType ?? 0;
    const key = `${day}|${gameType}`;
    const line = out.get(key) ?? { day, gameType, validBet: 0, betCount: 0, firstId: r.id, lastId: r.id };
    line.validBet -= r.delta;
    if (r.kind === 'bet') line.betCount += 1;
    line.firstId = Math.min(line.firstId, r.id);
    line.lastId = Math.max(line.lastId, r.id);
    out.set(key, line);
  }
  return [...out.values()];
}

/**
 * Makes the player a valid invitee once deposit and turnover reach the rule (never with the inviter's device or
 * payment account): one invite_valid row ever, the inviter's reward and spins, and one count toward the
 * valid-invite tier quests — all in the accrual's transaction.
 */
async function checkValid(tx: Tx, userId: number, inviterId: number, cfg: AgentConfig): Promise<void> {
  const [w] = await queryRows<{ recharge: string; bet: string; valid: boolean }>(
    tx,
    sql`select recharge_total::text as recharge, bet_total::text as bet,
               exists (select 1 from invite_valid where invitee_id = ${userId}::int) as valid
          from wallets where user_id = ${userId}::int`,
  );
  if (!w || w.valid) return;
  // A deposit is always required: an invitee who never deposits never counts.
  if (Number(w.recharge) < Math.max(1, cfg.validInvite.minDeposit)) return;
  if (Number(w.bet) < cfg.validInvite.minTurnover) return;
  if (await exclusionOf(tx, userId, inviterId)) return;
  const { rewardPerValid: reward, spinsPerValid: spins } = cfg.invite;
  const added = await queryRows<{ invitee_id: number }>(
    tx,
    sql`insert into invite_valid (invitee_id, inviter_id, reward, spins)
        values (${userId}::int, ${inviterId}::int, ${reward}::bigint, ${spins}::int)
        on conflict (invitee_id) do nothing returning invitee_id`,
  );
  if (added.length === 0) return;
  await tx.execute(
    sql`insert into invite_accounts (user_id, balance, total_reward, spins_earned)
        values (${inviterId}::int, ${reward}::bigint, ${reward}::bigint, ${spins}::int)
        on conflict (user_id) do update
          set balance = invite_accounts.balance + excluded.balance,
              total_reward = invite_accounts.total_reward + excluded.total_reward,
              spins_earned = invite_accounts.spins_earned + excluded.spins_earned, updated_at = now()`,
  );
  // The tier quests count in this transaction: an engine over it (recordAction writes through its db).
  const quests = createQuestEngine({
    db: tx as unknown as Db,
    source: catalogueQuests,
    catchUp: async () => {},
  });
  await quests.recordAction(inviterId, VALID_INVITE_ACTION);
}

export const agentConsumer: AccrualConsumer = {
  name: 'agent',
  kinds: ['bet', 'refund', 'deposit'],
  async apply(tx, userId, rows) {
    const cfg = await agentConfigIn(tx);
    const upline = await uplineOf(tx, userId, cfg.levels.length);
    if (upline.length === 0) return;
    const lines = linesOf(rows);
    for (const { agentId, level } of upline) {
      const rateBp = cfg.levels[level - 1]?.rateBp ?? 0;
      for (const l of lines) {
        if (l.validBet === 0 && l.betCount === 0) continue;
        // Only an open line grows: a stake accrued after its day was settled opens a new line, settled next.
        await tx.execute(
          sql`insert into agent_turnover (agent_id, member_id, level, day, game_type, valid_bet, bet_count,
                                          first_ledger_id, last_ledger_id, rate_bp)
              values (${agentId}::int, ${userId}::int, ${level}::int, ${l.day}::text, ${l.gameType}::int,
                      ${l.validBet}::bigint, ${l.betCount}::int, ${l.firstId}::bigint, ${l.lastId}::bigint,
                      ${rateBp}::int)
              on conflict (agent_id, member_id, day, game_type) where status = 'open' do update
                set valid_bet = agent_turnover.valid_bet + excluded.valid_bet,
                    bet_count = agent_turnover.bet_count + excluded.bet_count,
                    first_ledger_id = least(agent_turnover.first_ledger_id, excluded.first_ledger_id),
                    last_ledger_id = greatest(agent_turnover.last_ledger_id, excluded.last_ledger_id),
                    updated_at = now()`,
        );
      }
    }
    await checkValid(tx, userId, upline[0]!.agentId, cfg);
  },
};
