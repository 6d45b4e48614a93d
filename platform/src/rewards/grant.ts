import type { CoinChangeKind } from '@casino/contracts/enums';
import { ERR } from '@casino/contracts/errors';
import { rewardDestination } from '@casino/contracts/reward-ids';
import { eq, sql } from 'drizzle-orm';
import { CallError, refusal } from '../core/call-error';
import { type Db, queryRows, type Tx } from '../db/client';
import { rewardGrants } from '../db/schema';
import { applyLedger, InsufficientFundsError } from '../ledger/ledger';
import { applyProp, NotEnoughPropsError } from './props';

/**
 * The one door through which anything is given or spent (DESIGN §9): coin through the coin ledger, every other
 * item through the props ledger, once per ref. A reward_grants row with a unique ref is written first, so of
 * any number of simultaneous copies one grants and the rest answer its result.
 */

export interface RewardItem {
  propId: number;
  /** Coin (2001) and jackpot items in minor units; other items in their own unit. */
  count: number;
}

export interface GrantTerms {
  /** Coin given as bonus money: the turnover it needs before withdrawal, × the coin given (0 = none). */
  turnoverMultiple?: number;
  /** When the bonus money's turnover requirement lapses (the wallet rules forfeit it then). */
  expiresAt?: Date | null;
  /** The coin ledger kind of a give (default 'claim'); a spend's coin is always 'spend'. */
  coinKind?: 'claim' | 'bonus' | 'rebate' | 'commission' | 'adjust';
}

export interface GrantInput {
  userId: number;
  items: readonly RewardItem[];
  /** Unique per grant: `<source>:<userId>:<periodKey>` for claims, `<source>:<userId>:<requestId>` for spends. */
  ref: string;
  /** What gives it ('quest:daily-bet', 'mail', 'signIn'…): the record's grouping, never shown as is. */
  source: string;
  /** ACTIVITY_TYPE the reward record files it under (0 none). */
  activityType?: number;
  /** Shown to the player: the coin detail line and the reward record's name. */
  reason: string;
  terms?: GrantTerms;
}

export interface GrantResult {
  grantId: number;
  userId: number;
  items: RewardItem[];
  createdAt: Date;
  /** The ref was granted before: nothing changed now; this is the original grant. */
  duplicate: boolean;
}

/** The ref was granted to another player: a caller bug, never answered as a duplicate. */
export class GrantRefConflictError extends Error {
  constructor(ref: string) {
    super(`reward ref ${ref} belongs to another player`);
    this.name = 'GrantRefConflictError';
  }
}

/** claimOnce's second (and every later) answer: carries the original grant. */
export class AlreadyReceivedError extends CallError {
  constructor(readonly original: GrantResult) {
    super(ERR.ALREADY_RECEIVED, 'You have already received this reward.');
  }
}

const MAX_COUNT = 1_000_000_000_000;

/** sign 1: gives only, -1: takes only, 0: either (a manual adjustment), never a count of 0. */
export function checkItems(items: readonly RewardItem[], sign: 1 | -1 | 0): void {
  if (items.length === 0) throw new CallError(ERR.INVALID_REQUEST, 'Invalid request: nothing to give');
  for (const { propId, count } of items) {
    if (rewardDestination(propId) === null) {
      throw new CallError(ERR.INVALID_REQUEST, `Invalid request: unknown reward item ${propId}`);
    }
    if (
      !Number.isSafeInteger(count) ||
      count === 0 ||
      Math.abs(count) > MAX_COUNT ||
      (sign !== 0 && Math.sign(count) !== sign)
    ) {
      throw new CallError(ERR.INVALID_REQUEST, `Invalid request: count ${count} of item ${propId}`);
    }
  }
}

/** Coin items (coin and jackpot awards) as one coin change; props summed per prop (one ledger row each). */
function split(items: readonly RewardItem[]): { coin: number; props: Map<number, number> } {
  let coin = 0;
  const props = new Map<number, number>();
  for (const { propId, count } of items) {
    if (rewardDestination(propId) === 'coin') coin += count;
    else props.set(propId, (props.get(propId) ?? 0) + count);
  }
  return { coin, props };
}

interface GrantRow {
  id: number;
  userId: number;
  items: unknown;
  createdAt: Date;
}

const toResult = (row: GrantRow, duplicate: boolean): GrantResult => ({
  grantId: row.id,
  userId: row.userId,
  items: row.items as RewardItem[],
  createdAt: row.createdAt,
  duplicate,
});

async function findGrant(db: Db | Tx, ref: string): Promise<GrantRow | null> {
  const [row] = await db
    .select({
      id: rewardGrants.id,
      userId: rewardGrants.userId,
      items: rewardGrants.items,
      createdAt: rewardGrants.createdAt,
    })
    .from(rewardGrants)
    .where(eq(rewardGrants.ref, ref));
  return row ?? null;
}

/** How a write books coin: a grant (its terms' kind), a spend, or an operator's manual adjustment (either sign). */
type WriteMode = 'grant' | 'spend' | 'adjust';

async function write(db: Db | Tx, input: GrantInput, mode: WriteMode): Promise<GrantResult> {
  const spend = mode === 'spend' || (mode === 'adjust' && input.items.every((i) => i.count < 0));
  const existing = await findGrant(db, input.ref);
  if (existing) {
    if (existing.userId !== input.userId) throw new GrantRefConflictError(input.ref);
    return toResult(existing, true);
  }
  const { userId, ref, reason } = input;
  // A savepoint inside the caller's transaction: a short balance undoes this grant only.
  return db.transaction(async (sp) => {
    const [row] = await queryRows<{ id: string; created_ms: string }>(
      sp,
      sql`insert into reward_grants (user_id, ref, source, activity_type, items, reason, spend)
          values (${userId}::int, ${ref}::text, ${input.source}::text, ${input.activityType ?? 0}::int,
                  ${JSON.stringify(input.items)}::jsonb, ${reason}::text, ${spend}::boolean)
          on conflict (ref) do nothing
          returning id::text, floor(extract(epoch from created_at) * 1000)::text as created_ms`,
    );
    if (!row) {
      // A twin committed the same ref while we waited on it: answer its grant.
      const twin = await findGrant(sp, ref);
      if (!twin) throw new Error(`reward ref ${ref} neither inserted nor found`);
      if (twin.userId !== userId) throw new GrantRefConflictError(ref);
      return toResult(twin, true);
    }
    const { coin, props } = split(input.items);
    try {
      if (coin !== 0) {
        const multiple = input.terms?.turnoverMultiple ?? 0;
        await applyLedger(sp, {
          userId,
          delta: coin,
          kind: (mode === 'spend'
            ? 'spend'
            : mode === 'adjust'
              ? 'manualAdjustment'
              : (input.terms?.coinKind ?? 'claim')) satisfies CoinChangeKind,
          refType: 'reward',
          refId: ref,
          reason,
          ...(mode === 'grant' && multiple > 0
            ? { bonus: { turnoverRequired: coin * multiple, expiresAt: input.terms?.expiresAt ?? null } }
            : {}),
        });
      }
      for (const [propId, delta] of props) {
        await applyProp(sp, { userId, propId, delta, refType: 'reward', refId: ref, reason });
      }
    } catch (err) {
      if (err instanceof NotEnoughPropsError) {
        throw refusal(ERR.NOT_ENOUGH_PROPS, 'You do not have enough items for this.', { held: err.balance });
      }
      if (err instanceof InsufficientFundsError) {
        throw new CallError(ERR.INSUFFICIENT_BALANCE, 'Insufficient balance.');
      }
      throw err;
    }
    return {
      grantId: Number(row.id),
      userId,
      items: [...input.items],
      createdAt: new Date(Number(row.created_ms)),
      duplicate: false,
    };
  });
}

/**
 * Gives the items once per ref, inside the caller's transaction (or its own). A ref given before answers the
 * original grant with `duplicate: true`; nothing is given twice.
 */
export async function grant(db: Db | Tx, input: GrantInput): Promise<GrantResult> {
  checkItems(input.items, 1);
  if (input.ref === '') throw new RangeError('a grant needs a ref');
  return write(db, input, 'grant');
}

/**
 * An operator's manual adjustment (four-eyes approved): credits (count > 0) and debits (count < 0) at once, coin
 * under its own ledger kind `manualAdjustment` so the coin log and the reports show it apart. Once per ref; a debit
 * past what the player holds refuses (INSUFFICIENT_BALANCE / NOT_ENOUGH_PROPS) and writes nothing.
 */
export async function adjust(db: Db | Tx, input: Omit<GrantInput, 'terms'>): Promise<GrantResult> {
  checkItems(input.items, 0);
  if (input.ref === '') throw new RangeError('an adjustment needs a ref');
  return write(db, input, 'adjust');
}

export interface ClaimInput extends Omit<GrantInput, 'ref'> {
  /** Day / week / month key (core periods), or 'once', or the claimed thing's own id (a mail). */
  periodKey: string;
}

export const claimRef = (source: string, userId: number, periodKey: string) =>
  `${source}:${userId}:${periodKey}`;

/**
 * A claim that can happen once per (source, player, period): the first call grants, every other answers
 * ALREADY_RECEIVED (AlreadyReceivedError carries the original grant).
 */
export async function claimOnce(db: Db | Tx, input: ClaimInput): Promise<GrantResult> {
  const { periodKey, ...rest } = input;
  const result = await grant(db, { ...rest, ref: claimRef(input.source, input.userId, periodKey) });
  if (result.duplicate) throw new AlreadyReceivedError(result);
  return result;
}

export interface SpendInput extends Omit<GrantInput, 'ref' | 'terms'> {
  /** The caller's requestId: a retry of the same spend answers the original and takes nothing more. */
  requestId: string;
}

/** Items as an order-free key, sign ignored: a spend's stored items are negative, its request's positive. */
const itemsKey = (items: readonly { propId: number; count: number }[]) =>
  items
    .map((i) => `${i.propId}:${Math.abs(i.count)}`)
    .sort()
    .join(',');

/**
 * Takes the items (given as positive counts) once per requestId: a negative grant. Not enough props →
 * NOT_ENOUGH_PROPS, not enough coin → INSUFFICIENT_BALANCE; nothing is written then. A retry answers the
 * original spend; the same requestId with other items is a client bug or a replay, refused with CONFLICT.
 */
export async function spend(db: Db | Tx, input: SpendInput): Promise<GrantResult> {
  checkItems(input.items, 1);
  if (input.requestId === '') throw new CallError(ERR.INVALID_REQUEST, 'Invalid request: requestId');
  const { requestId, ...rest } = input;
  const negative = input.items.map((i) => ({ propId: i.propId, count: -i.count }));
  const result = await write(
    db,
    { ...rest, items: negative, ref: claimRef(input.source, input.userId, requestId) },
    'spend',
  );
  if (result.duplicate && itemsKey(result.items) !== itemsKey(input.items)) {
    throw new CallError(ERR.CONFLICT, 'This request was already used for a different exchange.');
  }
  return result;
}
