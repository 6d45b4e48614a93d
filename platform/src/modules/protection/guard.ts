// The checks other modules run inside their own transactions before money moves: a deposit order (wallet), a
// stake (every in-house round and every outside provider's debit). The dispatch gate (gate.ts) keeps a paused
// player to withdrawals and history; these make the same rules hold on paths that never pass dispatch.
import { eq, type SQL, sql } from 'drizzle-orm';
import { periodStart } from '../../core/periods';
import { queryRows, type Tx } from '../../db/client';
import { hotSql } from '../../db/hot-query';
import { wallets } from '../../db/schema';
import { checkNotListed, listedError } from '../compliance';
import { restrictionUntil } from './gate';
import {
  depositedSince,
  type EffectiveLimit,
  limitReached,
  limitsOf,
  lossSince,
  pendingGapSeconds,
  secondsPlayedSince,
  tickPlayClock,
} from './limits';
import { blockedError, checkBlock } from './operator-blocks';
import { activeRestriction, restrictedError } from './restriction';
import { coinStakeOf } from './stakes';

type InForce = EffectiveLimit & { amount: number };
const inForce = (limits: EffectiveLimit[], kind: EffectiveLimit['kind']) =>
  limits.filter((l): l is InForce => l.kind === kind && l.amount !== null);

/**
 * The player's wallet row, locked: deposits and stakes of one player counted against a limit queue here, so two
 * at once cannot both fit under what only one of them fits under.
 */
async function lockPlayer(tx: Tx, userId: number) {
  await tx.select({ u: wallets.userId }).from(wallets).where(eq(wallets.userId, userId)).for('update');
}

/** Refuses a deposit of `amount` during a cool-off or exclusion, or past a deposit limit (day, week, month). */
export async function checkDeposit(tx: Tx, userId: number, amount: number, now = Date.now()): Promise<void> {
  await checkBlock(tx, userId, 'deposit');
  await checkNotListed(tx, userId);
  const restriction = await activeRestriction(tx, userId, now);
  if (restriction) throw restrictedError(restriction, now);
  const limits = inForce(await limitsOf(tx, userId, now), 'deposit');
  if (limits.length === 0) return;
  await lockPlayer(tx, userId);
  for (const limit of limits) {
    const used = await depositedSince(tx, userId, periodStart(limit.period, now).getTime(), now);
    if (used + amount > limit.amount) throw limitReached(limit, used, now, 'This deposit');
  }
}

/** What a stake's first look answers: paused until, any loss or play-time limit, an operator's play block, a list hit. */
export interface BetGuardFlags {
  until: Date | string | null;
  limited: boolean;
  blocked: boolean;
  listed: boolean;
}

/**
 * The four flags of a stake's first look, each a subquery on the player's rows. `user` is the player's id, or an
 * SQL expression for it (a column of the caller's statement, when its first CTE finds the player).
 */
function guardFlags(user: number | SQL, now: number) {
  const u = typeof user === 'number' ? hotSql`${user}::int` : user;
  return {
    until: restrictionUntil(u, now),
    limited: hotSql`exists(select 1 from self_limits where user_id = ${u} and kind in ('loss', 'session'))`,
    blocked: hotSql`exists(select 1 from operator_blocks where user_id = ${u} and kind = 'play' and lifted_at is null)`,
    listed: hotSql`exists(select 1 from screening_hits where user_id = ${u} and status in ('open', 'confirmed'))`,
  };
}

/**
 * The columns of a stake's first look (`until, limited, blocked, listed`) as a select list, so the spin path can
 * ask them inside its first statement instead of sending one of its own; `finishCheckBet` goes on from them.
 */
export function betGuardColumns(user: number | SQL, now: number): SQL {
  const f = guardFlags(user, now);
  return hotSql`${f.until} as until, ${f.limited} as limited, ${f.blocked} as blocked, ${f.listed} as listed`;
}

/**
 * True when none of those flags is set: a stake that needs no further look (finishCheckBet would pass it
 * without a statement). A round settled in one statement puts it in that statement's WHERE, so a pause,
 * limit, block or list hit committed after the round's first read still stops it.
 */
export function betGuardClear(userId: number, now: number): SQL {
  const f = guardFlags(userId, now);
  return hotSql`(${f.until} is null and not ${f.limited} and not ${f.blocked} and not ${f.listed})`;
}

/**
 * Refuses a stake during a cool-off or exclusion, when losing it could take the period's net loss past a loss
 * limit, or once the period's play time has reached a play-time limit; a stake allowed moves the play clock of a
 * player with a play-time limit. Runs in the bet's transaction, before the debit.
 */
export async function checkBet(tx: Tx, userId: number, stake: number, now = Date.now()): Promise<void> {
  // Every real stake runs this: one prepared statement answers both "paused?" and "any bet limit?", and a
  // player with neither (nearly all) costs nothing more.
  const [first] = await queryRows<BetGuardFlags>(tx, sql`select ${betGuardColumns(userId, now)}`, {
    prepared: true,
  });
  await finishCheckBet(tx, userId, stake, first, now);
}

/** checkBet from its first look's flags (asked by the caller in a statement of its own, in this transaction). */
export async function finishCheckBet(
  tx: Tx,
  userId: number,
  stake: number,
  first: BetGuardFlags | undefined,
  now = Date.now(),
): Promise<void> {
  if (first?.blocked) throw blockedError('play');
  // A match on the exclusion list (compliance's screening_hits, checked here in the same statement).
  if (first?.listed) throw listedError();
  if (first?.until) {
    const restriction = await activeRestriction(tx, userId, now);
    if (restriction) throw restrictedError(restriction, now);
  }
  if (!first?.limited) return;
  const limits = await limitsOf(tx, userId, now);
  if (limits.length === 0) return;
  const loss = inForce(limits, 'loss');
  const session = inForce(limits, 'session');
  if (loss.length === 0 && session.length === 0) return;
  await lockPlayer(tx, userId);
  for (const limit of loss) {
    const used = await lossSince(tx, userId, periodStart(limit.period, now).getTime());
    if (used + stake > limit.amount) throw limitReached(limit, used, now, 'This bet');
  }
  if (session.length === 0) return;
  const gap = await pendingGapSeconds(tx, userId, now);
  for (const limit of session) {
    const seconds = (await secondsPlayedSince(tx, userId, periodStart(limit.period, now).getTime())) + gap;
    if (seconds >= limit.amount * 60) throw limitReached(limit, Math.floor(seconds / 60), now, 'Playing on');
  }
  await tickPlayClock(tx, userId, now);
}

/**
 * The same check for a chance bought through the rewards engine (a lottery entry): the coin part of its price is a
 * stake, refused and counted like a bet; a price in props (tickets) stakes no coin and passes.
 */
export async function checkChanceStake(
  tx: Tx,
  userId: number,
  price: readonly { propId: number; count: number }[],
  now = Date.now(),
): Promise<void> {
  const stake = coinStakeOf(price);
  if (stake > 0) await checkBet(tx, userId, stake, now);
}

/**
 * Refuses a withdrawal the operator blocked, or of a player matching the exclusion list until compliance clears
 * the hit (a cool-off or self-exclusion never stops a player taking their money out).
 */
export async function checkWithdraw(tx: Tx, userId: number): Promise<void> {
  await checkBlock(tx, userId, 'withdraw');
  await checkNotListed(tx, userId);
}
