import type { CoinChangeKind } from '@casino/contracts/enums';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../db/client';
import { hotSql } from '../db/hot-query';
import { accrualCursors, ledger } from '../db/schema';

/**
 * Accruals (DESIGN §9): VIP experience, levels, quest progress — later rebate base, draw chances and agent
 * commission — all follow the coin ledger after the fact, so the spin path writes nothing for them.
 *
 * Each consumer keeps a cursor per player (the last ledger id it applied for that player) and applies a batch of
 * rows and moves the cursor in one transaction: every ledger row reaches every consumer exactly once, however
 * often or concurrently the job runs. A player's rows commit in id order (each change queues on the player's
 * wallet row), so a per-player cursor never skips a row that committed late.
 */

/**
 * The order the consumers run in, for each player and on each pass: the player's level first (quests and the
 * modules that pay by level read it), the quests next, then the modules' own. One list, so the order is a
 * decision written down (and tested: accrual-order.test.ts) instead of whatever order the modules were added in.
 */
export const ACCRUAL_ORDER = [
  'player-level',
  'quests',
  'agent',
  'vip',
  'points',
  'rank',
  'deposit-activities',
  'jackpot',
] as const;
/** A listed consumer, or a test's own (`test:…`, run after the listed ones). */
export type AccrualConsumerName = (typeof ACCRUAL_ORDER)[number] | `test:${string}`;
const rank = (name: AccrualConsumerName) => {
  const at = (ACCRUAL_ORDER as readonly string[]).indexOf(name);
  return at === -1 ? ACCRUAL_ORDER.length : at;
};

/** The consumers in ACCRUAL_ORDER; a name given twice (two consumers sharing cursors) is refused. */
export function inAccrualOrder(consumers: readonly AccrualConsumer[]): AccrualConsumer[] {
  const seen = new Set<string>();
  for (const c of consumers) {
    if (seen.has(c.name)) throw new Error(`accrual consumer ${c.name} is registered twice`);
    seen.add(c.name);
  }
  return [...consumers].sort((a, b) => rank(a.name) - rank(b.name));
}

/** A ledger row as consumers see it. */
export interface AccrualRow {
  id: number;
  userId: number;
  kind: CoinChangeKind;
  delta: number;
  gameId: number | null;
  gameType: number | null;
  refType: string;
  refId: string;
  createdAt: Date;
}

export interface AccrualConsumer {
  /**
   * Stable name: the cursors are stored under it (renaming one replays the whole ledger to it). Listed in
   * ACCRUAL_ORDER, which says when it runs.
   */
  name: AccrualConsumerName;
  /** The ledger kinds it reads (a typo does not compile); the cursor passes over the others. */
  kinds: readonly CoinChangeKind[];
  /** Applies one player's new rows, in id order, inside the transaction that moves the cursor. */
  apply(tx: Tx, userId: number, rows: readonly AccrualRow[]): Promise<void>;
}

export interface AccrualJob {
  /** Brings every consumer up to date for one player (a page that shows progress or red dots calls it). */
  catchUp(userId: number): Promise<void>;
  /** One pass over every player with new ledger rows; answers the rows applied. */
  run(): Promise<number>;
  /** The consumers' names in the order they run. */
  order(): AccrualConsumerName[];
}

export interface AccrualOptions {
  db: Db;
  consumers: readonly AccrualConsumer[];
  /** Rows per transaction. */
  batch?: number;
  /**
   * How far back the discovery scan looks again on every run: a row whose transaction began longer ago than
   * this but commits only now is still found (by its player's next row or catchUp otherwise).
   */
  rescanMs?: number;
}

const columns = {
  id: ledger.id,
  userId: ledger.userId,
  kind: ledger.kind,
  delta: ledger.delta,
  gameId: ledger.gameId,
  gameType: ledger.gameType,
  refType: ledger.refType,
  refId: ledger.refId,
  createdAt: ledger.createdAt,
};

/** The user_id of a consumer's discovery cursor (no player has id 0). */
const DISCOVERY = 0;

export function createAccruals(opts: AccrualOptions): AccrualJob {
  const { db, consumers } = opts;
  const batch = opts.batch ?? 500;
  const rescanMs = opts.rescanMs ?? 60_000;

  /** Applies up to one batch for one player; answers how many ledger rows the cursor passed. */
  async function step(consumer: AccrualConsumer, userId: number): Promise<number> {
    return db.transaction(async (tx) => {
      await tx.insert(accrualCursors).values({ consumer: consumer.name, userId }).onConflictDoNothing();
      // The row lock serialises runs for this (consumer, player): a second run waits, then sees the moved cursor.
      const [cursor] = await tx
        .select({ last: accrualCursors.lastLedgerId })
        .from(accrualCursors)
        .where(and(eq(accrualCursors.consumer, consumer.name), eq(accrualCursors.userId, userId)))
        .for('update');
      const rows = await tx
        .select(columns)
        .from(ledger)
        .where(and(eq(ledger.userId, userId), gt(ledger.id, cursor?.last ?? 0)))
        .orderBy(asc(ledger.id))
        .limit(batch);
      if (rows.length === 0) return 0;
      const wanted = rows.filter((r): r is AccrualRow =>
        (consumer.kinds as readonly string[]).includes(r.kind),
      );
      if (wanted.length > 0) await consumer.apply(tx, userId, wanted);
      await tx
        .update(accrualCursors)
        .set({ lastLedgerId: rows[rows.length - 1]!.id, updatedAt: new Date() })
        .where(and(eq(accrualCursors.consumer, consumer.name), eq(accrualCursors.userId, userId)));
      return rows.length;
    });
  }

  async function drain(consumer: AccrualConsumer, userId: number): Promise<number> {
    let total = 0;
    for (;;) {
      const n = await step(consumer, userId);
      total += n;
      if (n < batch) return total;
    }
  }

  /**
   * The consumers that have rows of this player past their cursor, in one read: the player's newest ledger id
   * against each consumer's cursor (by their keys). Pages call catchUp on every look (the lobby several times),
   * and most times nothing is new, where each consumer's drain was a locking transaction of five statements —
   * most of the PostgreSQL time of refreshData and the lobby in the load bench. A row that commits after this
   * read is left to the next catch-up or the job, as a drain's own read would have left it.
   */
  async function behind(userId: number): Promise<AccrualConsumer[]> {
    // Read on each call: modules register their consumers after the job is made.
    const ordered = inAccrualOrder(consumers);
    const names = ordered.map((c) => c.name).join(',');
    const rows = await queryRows<{ consumer: string | null; last: string | null }>(
      db,
      hotSql`select c.consumer, c.last_ledger_id::text as last from accrual_cursors c
              where c.consumer = any(string_to_array(${names}::text, ',')) and c.user_id = ${userId}::int
             union all
             select null, (select max(l.id) from ledger l where l.user_id = ${userId}::int)::text`,
      { prepared: true },
    );
    const newest = Number(rows.find((r) => r.consumer === null)?.last ?? 0);
    if (newest === 0) return [];
    const cursor = new Map(rows.map((r) => [r.consumer, Number(r.last)]));
    return ordered.filter((c) => newest > (cursor.get(c.name) ?? 0));
  }

  async function discoveryCursor(consumer: AccrualConsumer): Promise<number> {
    const [row] = await db
      .select({ last: accrualCursors.lastLedgerId })
      .from(accrualCursors)
      .where(and(eq(accrualCursors.consumer, consumer.name), eq(accrualCursors.userId, DISCOVERY)));
    return row?.last ?? 0;
  }

  return {
    order: () => inAccrualOrder(consumers).map((c) => c.name),

    async catchUp(userId) {
      for (const consumer of await behind(userId)) await drain(consumer, userId);
    },

    async run() {
      let applied = 0;
      for (const consumer of inAccrualOrder(consumers)) {
        const from = await discoveryCursor(consumer);
        // Where the next run starts: rows older than the rescan window (read before the players, so every
        // row at or below it that has committed by now is among the players found next).
        const [settled] = await queryRows<{ id: string | null }>(
          db,
          sql`select max(id)::text as id from ledger
               where id > ${from}::bigint and created_at < now() - make_interval(secs => ${rescanMs / 1000}::float8)`,
        );
        // Only players with rows past their own cursor: the rescanned window costs one read, not a pass each.
        const players = await queryRows<{ user_id: number }>(
          db,
          sql`select l.user_id from ledger l where l.id > ${from}::bigint group by l.user_id
              having max(l.id) > coalesce((select c.last_ledger_id from accrual_cursors c
                                             where c.consumer = ${consumer.name}::text and c.user_id = l.user_id), 0)`,
        );
        for (const { user_id } of players) applied += await drain(consumer, Number(user_id));
        const next = Number(settled?.id ?? 0);
        if (next > from) {
          await db
            .insert(accrualCursors)
            .values({ consumer: consumer.name, userId: DISCOVERY, lastLedgerId: next })
            .onConflictDoUpdate({
              target: [accrualCursors.consumer, accrualCursors.userId],
              set: {
                lastLedgerId: sql`greatest(${accrualCursors.lastLedgerId}, ${next}::bigint)`,
                updatedAt: new Date(),
              },
            });
        }
      }
      return applied;
    },
  };
}
