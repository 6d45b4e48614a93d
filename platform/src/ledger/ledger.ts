import type { CoinChangeKind } from '@casino/contracts/enums';
import { and, eq, type SQL } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../db/client';
import { hotSql } from '../db/hot-query';
import { bonusGrants, ledger, wallets } from '../db/schema';
import { LedgerInputError } from './ledger-input-error';
import { consumeTurnover } from './turnover';

/**
 * The ledger core (DESIGN §5, no exceptions): a balance changes only here, by one conditional UPDATE of the
 * wallet row and one ledger row in the same transaction; `(ref_type, ref_id, kind)` is unique, so a retry
 * returns the original row instead of applying twice (the seamless-wallet rule).
 */

export interface LedgerEntry {
  userId: number;
  /** Minor units, a non-zero integer: positive credits, negative debits. */
  delta: number;
  kind: CoinChangeKind;
  /** What caused the change, e.g. ('register', userId), ('rechargeOrder', orderId), ('round', roundId). */
  refType: string;
  refId: string | number;
  /** Shown to the player in the coin detail. */
  reason: string;
  /** Bonus money: the turnover (wagering) it needs before it may be withdrawn. */
  bonus?: { turnoverRequired: number; expiresAt?: Date | null; source?: 'bonus' | 'deposit' };
  /** For kind 'bet': the share of the stake that counts toward bonus turnover, basis points (default 100 %). */
  turnoverWeightBp?: number;
  /** Bets, wins and refunds of a game: the game and its game type, which the accruals weigh and filter by. */
  game?: GameRef;
}

/** A game as a ledger row records it: its id and its game type (appGameTypeList id). */
export interface GameRef {
  id: number;
  type: number;
}

export interface LedgerRow {
  id: number;
  userId: number;
  delta: number;
  balanceAfter: number;
  kind: string;
  refType: string;
  refId: string;
  reason: string;
  createdAt: Date;
}

export interface LedgerResult extends LedgerRow {
  /** True when this ref had already been applied: nothing changed now, the original row is answered. */
  duplicate: boolean;
}

/** A debit larger than the balance; nothing was written. Carries the actual balance (Hub88 NOT_ENOUGH_MONEY). */
export class InsufficientFundsError extends Error {
  constructor(
    readonly userId: number,
    readonly balance: number,
    readonly delta: number,
  ) {
    super(`insufficient funds: user ${userId} has ${balance}, change ${delta}`);
    this.name = 'InsufficientFundsError';
  }
}

/** The ref was applied before with another user or amount: a caller bug, never silently answered. */
export class LedgerRefConflictError extends Error {
  constructor(
    readonly existing: LedgerRow,
    readonly entry: LedgerEntry,
  ) {
    super(
      `ledger ref ${entry.refType}/${entry.refId}/${entry.kind} was applied as user ${existing.userId} ` +
        `delta ${existing.delta}, now asked as user ${entry.userId} delta ${entry.delta}`,
    );
    this.name = 'LedgerRefConflictError';
  }
}

/** Input that can never be a valid change (zero, fraction, wrong sign for the kind). */
export { LedgerInputError };

/** Kinds that move the lifetime counters; the sign of each kind is fixed. */
export const BET_KINDS = ['bet', 'refund'] as const;
export const RECHARGE_KINDS = ['deposit'] as const;
export const EXCHANGE_KINDS = ['withdraw', 'withdrawRefund'] as const;
const DEBIT_KINDS: ReadonlySet<string> = new Set(['bet', 'withdraw', 'withdrawHold', 'safeboxIn', 'spend']);
const CREDIT_KINDS: ReadonlySet<string> = new Set([
  'register',
  'deposit',
  'depositBonus',
  'withdrawRefund',
  'withdrawRelease',
  'win',
  'refund',
  'bonus',
  'claim',
  'rebate',
  'commission',
  'safeboxOut',
]);

/** How a change moves the lifetime counters: bet = stakes − refunded stakes, exchange = withdrawals − refunds. */
export function counterDeltas(
  kind: string,
  delta: number,
): { bet: number; recharge: number; exchange: number } {
  return {
    bet: (BET_KINDS as readonly string[]).includes(kind) ? -delta : 0,
    recharge: (RECHARGE_KINDS as readonly string[]).includes(kind) ? delta : 0,
    exchange: (EXCHANGE_KINDS as readonly string[]).includes(kind) ? -delta : 0,
  };
}

// Larger than any real amount, small enough that sums stay exact in a JS number.
const MAX_ABS_DELTA = 1_000_000_000_000;

function validate(entry: LedgerEntry): void {
  const { delta, kind } = entry;
  if (!Number.isSafeInteger(delta) || delta === 0 || Math.abs(delta) > MAX_ABS_DELTA) {
    throw new LedgerInputError(`delta must be a non-zero integer of minor units, got ${delta}`);
  }
  if (DEBIT_KINDS.has(kind) && delta > 0) throw new LedgerInputError(`${kind} must be a debit`);
  if (CREDIT_KINDS.has(kind) && delta < 0) throw new LedgerInputError(`${kind} must be a credit`);
  if (entry.bonus) {
    const t = entry.bonus.turnoverRequired;
    if (delta < 0) throw new LedgerInputError('a bonus grant must be a credit');
    if (!Number.isSafeInteger(t) || t < 0) throw new LedgerInputError('turnoverRequired must be ≥ 0');
  }
  const w = entry.turnoverWeightBp;
  if (w !== undefined && (!Number.isInteger(w) || w < 0 || w > 10_000)) {
    throw new LedgerInputError('turnoverWeightBp must be 0-10000');
  }
  if (entry.refType === '' || String(entry.refId) === '') throw new LedgerInputError('a ref is required');
}

const rowColumns = {
  id: ledger.id,
  userId: ledger.userId,
  delta: ledger.delta,
  balanceAfter: ledger.balanceAfter,
  kind: ledger.kind,
  refType: ledger.refType,
  refId: ledger.refId,
  reason: ledger.reason,
  createdAt: ledger.createdAt,
};

async function findRef(db: Db | Tx, refType: string, refId: string, kind: string): Promise<LedgerRow | null> {
  const rows = await db
    .select(rowColumns)
    .from(ledger)
    .where(and(eq(ledger.refType, refType), eq(ledger.refId, refId), eq(ledger.kind, kind)))
    .limit(1);
  return rows[0] ?? null;
}

function asDuplicate(existing: LedgerRow, entry: LedgerEntry): LedgerResult {
  if (existing.userId !== entry.userId || existing.delta !== entry.delta) {
    throw new LedgerRefConflictError(existing, entry);
  }
  return { ...existing, duplicate: true };
}

/** Thrown inside the savepoint when a concurrent twin inserted the same ref first: undoes our wallet update. */
class DuplicateRef extends Error {
  constructor() {
    super('ledger ref already applied');
  }
}

/**
 * Applies one balance change inside the caller's transaction (or its own when given the db). Idempotent by
 * ref: a duplicate returns the original row with `duplicate: true`. Throws InsufficientFundsError (nothing
 * written) when a debit would take the balance below zero.
 */
export async function applyLedger(db: Db | Tx, entry: LedgerEntry): Promise<LedgerResult> {
  validate(entry);
  const refId = String(entry.refId);
  const existing = await findRef(db, entry.refType, refId, entry.kind);
  if (existing) return asDuplicate(existing, entry);
  try {
    // A savepoint (or a transaction when given the db): a lost race rolls back our wallet update only.
    return await db.transaction((sp) => applyOnce(sp, entry, refId));
  } catch (err) {
    if (err instanceof DuplicateRef || err instanceof InsufficientFundsError) {
      // The twin that won may be why the balance ran short: answer its row, as a retry would get.
      const winner = await findRef(db, entry.refType, refId, entry.kind);
      if (winner) return asDuplicate(winner, entry);
    }
    throw err;
  }
}

/**
 * applyLedger for a ref made moments ago inside this very transaction (a new game round's random id): no
 * retry can carry it yet, so there is no lookup and no savepoint — three round trips fewer on the hottest
 * path (every spin). Anything wrong throws (a short balance, or a duplicate that would be a caller bug), and
 * the caller's transaction rolls back as a whole, as db.transaction does on any throw.
 */
export async function applyFreshLedger(tx: Tx, entry: LedgerEntry): Promise<LedgerResult> {
  validate(entry);
  return applyOnce(tx, entry, String(entry.refId));
}

/** What the one statement of applyOnce answers; bigints and the time come as text (the drivers differ). */
interface AppliedRow {
  /** The wallet balance after the change; null when the wallet is short or missing (nothing was written). */
  balance: string | null;
  /** The new ledger row; null while the wallet was updated means a twin holds the ref (DuplicateRef). */
  id: string | null;
  created_ms: string | null;
  /** The player has an active bonus grant, so a bet must count turnover (asked only for bets that count). */
  bonus_active: boolean;
}

/**
 * The wallet UPDATE and the ledger INSERT as one statement (a data-modifying CTE): both still happen in the
 * caller's transaction, the UPDATE still refuses a negative balance and the unique ref still decides whether
 * the row is new — but it is one round trip instead of two, on every balance change. SQL text, not the query
 * builder: building the two statements was most of the ~18 % of the platform's CPU per spin the builder took
 * (rounds bench profile).
 */
function applyStatement(entry: LedgerEntry, refId: string, askBonus: boolean): SQL {
  const { userId, delta } = entry;
  const c = counterDeltas(entry.kind, delta);
  return hotSql`with w as (
      update wallets
         set balance = balance + ${delta}::bigint, bet_total = bet_total + ${c.bet}::bigint,
             recharge_total = recharge_total + ${c.recharge}::bigint,
             exchange_total = exchange_total + ${c.exchange}::bigint, updated_at = now()
       where user_id = ${userId}::int and balance + ${delta}::bigint >= 0
      returning balance
    ), l as (
      insert into ledger (user_id, delta, balance_after, kind, ref_type, ref_id, reason, game_id, game_type)
      select ${userId}::int, ${delta}::bigint, w.balance, ${entry.kind}::text, ${entry.refType}::text,
             ${refId}::text, ${entry.reason}::text, ${entry.game?.id ?? null}::int, ${entry.game?.type ?? null}::int
        from w
      on conflict (ref_type, ref_id, kind) do nothing
      returning id, created_at
    )
    select (select balance::text from w) as balance, l.id::text as id,
           floor(extract(epoch from l.created_at) * 1000)::text as created_ms,
           ${askBonus ? hotSql`exists (select 1 from bonus_grants g where g.user_id = ${userId}::int and g.status = 'active')` : hotSql`false`} as bonus_active
      from (values (1)) as one left join l on true`;
}

// Every balance change sends it: prepared once per connection (queryRows).
const HOT = { prepared: true };

async function applyOnce(tx: Tx, entry: LedgerEntry, refId: string): Promise<LedgerResult> {
  const { userId, delta } = entry;
  const counted =
    entry.kind === 'bet' ? Math.floor((-delta * (entry.turnoverWeightBp ?? 10_000)) / 10_000) : 0;
  const statement = applyStatement(entry, refId, counted > 0);

  let [applied] = await queryRows<AppliedRow>(tx, statement, HOT);
  if (applied?.balance == null) {
    const [wallet] = await tx
      .select({ balance: wallets.balance })
      .from(wallets)
      .where(eq(wallets.userId, userId));
    if (wallet) throw new InsufficientFundsError(userId, wallet.balance, delta);
    // A player from before wallets existed: open the wallet now and try once more.
    await tx.insert(wallets).values({ userId }).onConflictDoNothing();
    [applied] = await queryRows<AppliedRow>(tx, statement, HOT);
    if (applied?.balance == null) throw new InsufficientFundsError(userId, 0, delta);
  }
  // The wallet moved but the ref was already there: the savepoint (or the caller's transaction) undoes it.
  if (applied.id === null) throw new DuplicateRef();

  const row: LedgerRow = {
    id: Number(applied.id),
    userId,
    delta,
    balanceAfter: Number(applied.balance),
    kind: entry.kind,
    refType: entry.refType,
    refId,
    reason: entry.reason,
    createdAt: new Date(Number(applied.created_ms)),
  };
  if (entry.bonus) {
    const required = entry.bonus.turnoverRequired;
    await tx.insert(bonusGrants).values({
      userId,
      ledgerId: row.id,
      amount: delta,
      turnoverRequired: required,
      source: entry.bonus.source ?? 'bonus',
      status: required === 0 ? 'completed' : 'active',
      expiresAt: entry.bonus.expiresAt ?? null,
      ...(required === 0 ? { completedAt: new Date() } : {}),
    });
  }
  // Most players have no active grant: the locking read of grants runs only for those who do.
  if (applied.bonus_active) await consumeTurnover(tx, userId, counted);
  return { ...row, duplicate: false };
}

/** A game round that moves its money once, at its start: the stake, and the win (or refund) when it has one. */
export interface RoundEntries {
  userId: number;
  /** The stake, minor units (> 0). */
  bet: number;
  /** What the round pays back at once, minor units (0: nothing, or the round stays open). */
  win: number;
  /** 'win' for a settled round, 'refund' for one refunded at once. */
  winKind: 'win' | 'refund';
  refType: string;
  refId: string;
  betReason: string;
  winReason: string;
  game: GameRef;
  /** As LedgerEntry's: the share of the stake that counts toward bonus turnover (0 for a round that stays open). */
  turnoverWeightBp?: number;
}

export interface RoundMoney {
  balanceAfterBet: number;
  balanceAfter: number;
  /** What `alongside` returned as `id` (the round row), null without one. */
  alongsideId: string | null;
}

/** The caller's insert that goes with a round's money (the round row), given the balances as SQL over `w`. */
export type RoundAlongside = (balances: { before: SQL; afterBet: SQL; after: SQL }) => SQL;

/** A round's money as checked values: its ledger entries validated, its counters and turnover worked out. */
function roundMoney(e: RoundEntries) {
  const bet: LedgerEntry = {
    userId: e.userId,
    delta: -e.bet,
    kind: 'bet',
    refType: e.refType,
    refId: e.refId,
    reason: e.betReason,
    game: e.game,
    ...(e.turnoverWeightBp === undefined ? {} : { turnoverWeightBp: e.turnoverWeightBp }),
  };
  validate(bet);
  const win: LedgerEntry = { ...bet, delta: e.win, kind: e.winKind, reason: e.winReason };
  if (e.win !== 0) validate(win);
  return {
    counted: Math.floor((e.bet * (e.turnoverWeightBp ?? 10_000)) / 10_000),
    rows: e.win > 0 ? 2 : 1,
  };
}

/**
 * The CTEs of a round's money (`w`: the wallet UPDATE of stake and win together, refused unless the balance
 * covers the stake; `l`: the bet row and the win row with their own `balance_after`; `a`: the caller's insert,
 * from `w`), with `moveIf` added to the wallet UPDATE's WHERE. Fixed text for any one caller, so it stays
 * prepared: the win row is filtered by `$win > 0`, not left out of the text.
 */
function roundCtes(e: RoundEntries, alongside: RoundAlongside | undefined, moveIf: SQL): SQL {
  const cb = counterDeltas('bet', -e.bet);
  const cw = counterDeltas(e.winKind, e.win);
  const { userId } = e;
  const gameId = e.game.id;
  const gameType = e.game.type;
  const extra = alongside?.({
    before: hotSql`(w.balance + ${e.bet}::bigint - ${e.win}::bigint)`,
    afterBet: hotSql`(w.balance - ${e.win}::bigint)`,
    after: hotSql`w.balance`,
  });
  return hotSql`w as (
      update wallets
         set balance = balance - ${e.bet}::bigint + ${e.win}::bigint,
             bet_total = bet_total + ${cb.bet + cw.bet}::bigint,
             recharge_total = recharge_total + ${cb.recharge + cw.recharge}::bigint,
             exchange_total = exchange_total + ${cb.exchange + cw.exchange}::bigint, updated_at = now()
       where user_id = ${userId}::int and balance - ${e.bet}::bigint >= 0 ${moveIf}
      returning balance
    ), l as (
      insert into ledger (user_id, delta, balance_after, kind, ref_type, ref_id, reason, game_id, game_type)
      select ${userId}::int, ${-e.bet}::bigint, w.balance - ${e.win}::bigint, 'bet', ${e.refType}::text,
             ${e.refId}::text, ${e.betReason}::text, ${gameId}::int, ${gameType}::int
        from w
      union all
      select ${userId}::int, ${e.win}::bigint, w.balance, ${e.winKind}::text, ${e.refType}::text,
             ${e.refId}::text, ${e.winReason}::text, ${gameId}::int, ${gameType}::int
        from w where ${e.win}::bigint > 0
      on conflict (ref_type, ref_id, kind) do nothing
      returning id
    )${extra ? hotSql`, a as (${extra})` : hotSql``}`;
}

const activeGrant = (userId: number) =>
  hotSql`exists (select 1 from bonus_grants g where g.user_id = ${userId}::int and g.status = 'active')`;

/**
 * The whole money of a round made in this transaction (a Slots or Color Game spin, a Mines or Crash start) as
 * ONE statement: the wallet UPDATE of stake and win together (refused unless the balance covers the stake, so
 * it never goes below zero at any point), the bet row and the win row with their own `balance_after`, and
 * `alongside` — the caller's own insert (the round row), which runs only when the wallet moved and reads the
 * balances from it (`w.balance` is the balance after both). The same rules as applyFreshLedger twice (fresh
 * refs, DuplicateRef, InsufficientFundsError with the real balance, the turnover read only for a player with an
 * active bonus grant), one round trip instead of three on every spin.
 */
export async function applyFreshRound(
  tx: Tx,
  e: RoundEntries,
  alongside?: RoundAlongside,
): Promise<RoundMoney> {
  const { counted, rows } = roundMoney(e);
  const { userId } = e;
  const statement = hotSql`with ${roundCtes(e, alongside, hotSql``)}
    select (select balance::text from w) as balance, (select count(*) from l)::int as written,
           ${alongside ? hotSql`(select id::text from a limit 1)` : hotSql`null::text`} as alongside_id,
           ${counted > 0 ? activeGrant(userId) : hotSql`false`} as bonus_active`;

  type Row = { balance: string | null; written: number; alongside_id: string | null; bonus_active: boolean };
  let [applied] = await queryRows<Row>(tx, statement, HOT);
  if (applied?.balance == null) {
    const [wallet] = await tx
      .select({ balance: wallets.balance })
      .from(wallets)
      .where(eq(wallets.userId, userId));
    if (wallet) throw new InsufficientFundsError(userId, wallet.balance, -e.bet);
    await tx.insert(wallets).values({ userId }).onConflictDoNothing();
    [applied] = await queryRows<Row>(tx, statement, HOT);
    if (applied?.balance == null) throw new InsufficientFundsError(userId, 0, -e.bet);
  }
  // The wallet moved but a ref was already there: a caller bug for a fresh ref; its transaction rolls back.
  if (Number(applied.written) !== rows) throw new DuplicateRef();
  if (applied.bonus_active) await consumeTurnover(tx, userId, counted);
  const balanceAfter = Number(applied.balance);
  return { balanceAfterBet: balanceAfter - e.win, balanceAfter, alongsideId: applied.alongside_id };
}

/**
 * What settleRound's caller adds: a data-modifying statement (`UPDATE … RETURNING`, one row or none) that
 * must write for the round to be settled — the spin's nonce claim under its own conditions — with `covered`
 * (the wallet covers the stake, and no bonus grant needs this stake's turnover, as this statement reads them)
 * in its WHERE, so the usual refusal writes nothing instead of failing the statement.
 */
export type RoundClaim = (covered: SQL) => SQL;

/**
 * A round's money, its caller's claim and its round row as ONE statement sent on its own — no transaction
 * around it, so one round trip in all: `c` (the claim), the money of applyFreshRound moving only when `c`
 * wrote, the round row. A statement is atomic, so it writes all of it or none of it:
 *
 * - `c` wrote nothing (a claim condition failed, the stake is not covered, a grant wants turnover): nothing
 *   moved; the answer is null and the caller plays the round the transaction way, which says why or plays it;
 * - `c` wrote but the wallet did not move (its balance fell between the statement's snapshot and the wallet's
 *   row lock) or a ledger row was already there: the last column divides by zero, the statement fails and
 *   nothing of it stays; the caller falls back the same way;
 * - a unique key broken in the caller's insert (a twin of the same request) fails it the same way.
 *
 * So it never writes a ledger row without its wallet move, nor a claim without its round. Bonus turnover is
 * counted by applyFreshRound only: a player with an active grant (as the snapshot reads it, as
 * applyFreshRound's own read does) is refused by `covered` and settled that way.
 */
export async function settleRound(
  db: Db,
  e: RoundEntries,
  claim: RoundClaim,
  alongside: RoundAlongside,
): Promise<RoundMoney | null> {
  const { counted, rows } = roundMoney(e);
  const { userId } = e;
  const noGrant = counted > 0 ? hotSql`and not ${activeGrant(userId)}` : hotSql``;
  const covered = hotSql`exists (select 1 from wallets where user_id = ${userId}::int and balance >= ${e.bet}::bigint) ${noGrant}`;
  const statement = hotSql`with c as (${claim(covered)}), ${roundCtes(e, alongside, hotSql`and exists (select 1 from c)`)}
    select (select balance::text from w) as balance, (select id::text from a limit 1) as alongside_id,
           1 / ((select count(*) from w) * ((select count(*) from l) = ${rows}::int)::int)::int as whole
      from c`;
  const [applied] = await queryRows<{ balance: string; alongside_id: string }>(db, statement, HOT);
  if (!applied) return null;
  const balanceAfter = Number(applied.balance);
  return { balanceAfterBet: balanceAfter - e.win, balanceAfter, alongsideId: applied.alongside_id };
}

export { countTurnover, uncountTurnover } from './turnover';
export { openWallet, type WalletState, walletState } from './wallet-state';
