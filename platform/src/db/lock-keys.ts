/**
 * Every PostgreSQL advisory lock the platform takes, named in one place so two uses never share a key by
 * accident (lock-keys.test.ts checks they are unique and that no other file spells a key). The numbers are
 * arbitrary; they only have to be the same on every platform instance serving one database.
 */
export const LOCK_KEYS = {
  /** Session lock around running the migrations: instances starting together migrate one at a time. */
  migrations: 727_001,
  /** Seeding the catalogue: a second instance starting at once waits, then finds the rows. */
  catalogueSeed: 727_002,
  /** Parent changes in the agent tree: two players cannot become each other's parent at once. */
  agentTree: 727_003,
  /** With an agent id (the two-int form): one settlement or claim of an agent at a time. */
  agentMoney: 727_004,
  /** Creating the job engine's queues: two instances starting together deadlock in pg-boss's partition DDL. */
  jobQueues: 727_005,
} as const;

/**
 * Locks keyed by text, taken as pg_advisory_xact_lock(hashtextextended(textLockKey(...), 0)): the space names
 * keep one kind of key from another (a 64-bit hash meeting a LOCK_KEYS number is not a practical concern).
 */
export const LOCK_SPACES = {
  /** Per player: the daily upload cap's count and insert are one step. */
  uploads: 'uploads',
  /** Per provider bet transaction: the bet, its wins and its rollback in order. */
  providerBet: 'provider_bet',
} as const;

export function textLockKey(space: keyof typeof LOCK_SPACES, ...parts: (string | number)[]): string {
  return [LOCK_SPACES[space], ...parts].join(':');
}
