import { LOGIN_FAILURE_WINDOW_MS, LOGIN_LOCK_MS, LOGIN_MAX_FAILURES } from '@casino/contracts/constants';

/**
 * Wrong passwords from all clients together that lock an account (the slower backstop behind the per-client
 * lock). A client the player signed in from before is never held by it: an attacker cannot keep a player out of
 * their own device.
 */
export const LOGIN_GLOBAL_MAX_FAILURES = 20;

interface Counter {
  failures: number;
  since: number;
  lockedUntil: number;
}

/**
 * Wrong-password counters in this process: per (account, client) — LOGIN_MAX_FAILURES in the window lock that
 * pair — and per account for names that are no account (registered accounts keep their backstop in the database,
 * users.failed_logins), so an unknown name answers exactly as a registered one. Bounded: the oldest entries go
 * first. Keys are opaque strings the caller builds (`u:<id>` for a player, `n:<name>` for an unknown name).
 */
export function createLoginGuard(opts: { maxEntries?: number } = {}) {
  const maxEntries = opts.maxEntries ?? 100_000;
  const entries = new Map<string, Counter>();

  const live = (key: string, now: number): Counter | undefined => {
    const c = entries.get(key);
    if (c && c.lockedUntil <= now && now - c.since > LOGIN_FAILURE_WINDOW_MS) {
      entries.delete(key);
      return undefined;
    }
    return c;
  };

  /** Counts one failure; answers the lock end when this one reached `max`. */
  function fail(key: string, max: number): Date | null {
    const now = Date.now();
    let c = live(key, now);
    if (!c || now - c.since > LOGIN_FAILURE_WINDOW_MS) {
      c = { failures: 0, since: now, lockedUntil: c?.lockedUntil ?? 0 };
    }
    c.failures += 1;
    entries.delete(key);
    entries.set(key, c);
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
    if (c.failures < max) return null;
    c.failures = 0;
    c.lockedUntil = now + LOGIN_LOCK_MS;
    return new Date(c.lockedUntil);
  }

  function lockedUntil(key: string): Date | null {
    const now = Date.now();
    const c = live(key, now);
    return c && c.lockedUntil > now ? new Date(c.lockedUntil) : null;
  }

  const pair = (account: string, client: string) => `${account}\u0000${client}`;

  return {
    /** The lock end of this account for this client, if locked. */
    clientLock: (account: string, client: string) => lockedUntil(pair(account, client)),
    clientFailure: (account: string, client: string) => fail(pair(account, client), LOGIN_MAX_FAILURES),
    /** The all-clients backstop of a name that is no account (see LOGIN_GLOBAL_MAX_FAILURES). */
    unknownLock: (account: string) => lockedUntil(account),
    unknownFailure: (account: string) => fail(account, LOGIN_GLOBAL_MAX_FAILURES),
    /** A right password (this client) or a reset (every client: `client` undefined). */
    clear(account: string, client?: string) {
      if (client !== undefined) {
        entries.delete(pair(account, client));
        return;
      }
      const prefix = `${account}\u0000`;
      for (const key of entries.keys()) if (key === account || key.startsWith(prefix)) entries.delete(key);
    },
  };
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;
