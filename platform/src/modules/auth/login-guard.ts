import { LOGIN_FAILURE_WINDOW_MS, LOGIN_LOCK_MS, LOGIN_MAX_FAILURES } from '@casino/contracts/constants';
import { and, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema';

/**
 * Wrong passwords from all clients together that lock an account (the slower backstop behind the per-client
 * lock). A client the player signed in from before is never held by it: an attacker cannot keep a player out of
 * their own device.
 */
export const LOGIN_GLOBAL_MAX_FAILURES = 20;

/** The `client` of a name's all-clients counter; one client's is `c:<address>`, so none can collide with it. */
const ALL_CLIENTS = '*';
const oneClient = (client: string) => `c:${client}`;

/** Expired counters dropped by each failure, so guessing with endless made-up names cannot grow the table. */
const PRUNE_PER_FAILURE = 20;

/**
 * Wrong-password counters in PostgreSQL, shared by every platform instance: per (account, client) —
 * LOGIN_MAX_FAILURES in the window lock that pair — and per account for names that are no account (registered
 * accounts keep their backstop on users.failed_logins), so an unknown name answers exactly as a registered one.
 * Keys are opaque strings the caller builds (`u:<id>` for a player, `n:<name>` for an unknown name). Time is
 * read from Date (never the database's now()), so tests move it with a fake clock.
 */
export function createLoginGuard(db: Db) {
  /** Counts one failure in one statement (two instances never lose a count); answers the lock end when this one reached `max`. */
  async function fail(account: string, client: string, max: number): Promise<Date | null> {
    const now = Date.now();
    const nowAt = new Date(now).toISOString();
    const edge = new Date(now - LOGIN_FAILURE_WINDOW_MS).toISOString();
    const until = new Date(now + LOGIN_LOCK_MS);
    // A counter whose window passed starts again at 1; reaching `max` locks and starts the count again.
    const counted = sql`(case when ${loginFailures.since} < ${edge} then 1 else ${loginFailures.failures} + 1 end)`;
    const reached = sql`${counted} >= ${max}`;
    const [row] = await db
      .insert(loginFailures)
      .values({ account, client, failures: 1, since: new Date(now) })
      .onConflictDoUpdate({
        target: [loginFailures.account, loginFailures.client],
        set: {
          failures: sql`case when ${reached} then 0 else ${counted} end`,
          since: sql`case when ${loginFailures.since} < ${edge} then ${nowAt}::timestamptz else ${loginFailures.since} end`,
          lockedUntil: sql`case when ${reached} then ${until.toISOString()}::timestamptz else ${loginFailures.lockedUntil} end`,
        },
      })
      .returning({ failures: loginFailures.failures, lockedUntil: loginFailures.lockedUntil });
    await prune(edge, nowAt);
    // A fresh row holds 1; only the statement that reached `max` leaves 0 (every max is above 1).
    return row && row.failures === 0 && row.lockedUntil ? row.lockedUntil : null;
  }

  async function prune(edge: string, nowAt: string): Promise<void> {
    const stale = db
      .select({ account: loginFailures.account, client: loginFailures.client })
      .from(loginFailures)
      .where(
        and(
          lt(loginFailures.since, new Date(edge)),
          or(isNull(loginFailures.lockedUntil), lte(loginFailures.lockedUntil, new Date(nowAt))),
        ),
      )
      .limit(PRUNE_PER_FAILURE);
    await db
      .delete(loginFailures)
      .where(sql`(${loginFailures.account}, ${loginFailures.client}) in (${stale})`);
  }

  async function lockedUntil(account: string, client: string): Promise<Date | null> {
    const [row] = await db
      .select({ lockedUntil: loginFailures.lockedUntil })
      .from(loginFailures)
      .where(
        and(
          eq(loginFailures.account, account),
          eq(loginFailures.client, client),
          gt(loginFailures.lockedUntil, new Date(Date.now())),
        ),
      );
    return row?.lockedUntil ?? null;
  }

  return {
    /** The lock end of this account for this client, if locked. */
    clientLock: (account: string, client: string) => lockedUntil(account, oneClient(client)),
    clientFailure: (account: string, client: string) => fail(account, oneClient(client), LOGIN_MAX_FAILURES),
    /** The all-clients backstop of a name that is no account (see LOGIN_GLOBAL_MAX_FAILURES). */
    unknownLock: (account: string) => lockedUntil(account, ALL_CLIENTS),
    unknownFailure: (account: string) => fail(account, ALL_CLIENTS, LOGIN_GLOBAL_MAX_FAILURES),
    /** A right password (this client) or a reset (every client: `client` undefined). */
    async clear(account: string, client?: string): Promise<void> {
      await db
        .delete(loginFailures)
        .where(
          client === undefined
            ? eq(loginFailures.account, account)
            : and(eq(loginFailures.account, account), eq(loginFailures.client, oneClient(client))),
        );
    },
  };
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;
