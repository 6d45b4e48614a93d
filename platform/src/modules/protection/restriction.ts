import { TIME_ZONE } from '@casino/contracts/constants';
import { ERR } from '@casino/contracts/errors';
import {
  addMonths,
  COOL_OFF_MAX_HOURS,
  COOL_OFF_MIN_HOURS,
  EXCLUSION_IRREVOCABLE_MONTHS,
  EXCLUSION_MONTHS,
  isExclusionMonths,
  LOOSEN_DELAY_HOURS,
} from '@casino/contracts/protection-rules';
import { eq } from 'drizzle-orm';
import { CallError, refusal } from '../../core/call-error';
import type { Db, Tx } from '../../db/client';
import { selfRestrictions } from '../../db/schema';

export interface Restriction {
  kind: 'coolOff' | 'exclusion';
  startedAt: number;
  until: number;
  irrevocableUntil: number;
  revoked: boolean;
}

const manilaDate = new Intl.DateTimeFormat('en-PH', {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "27 Nov 2026, 3:00 PM" in Philippine time, for refusal messages. */
export const manilaWhen = (at: number) => manilaDate.format(new Date(at));

/** The cool-off or exclusion running at `now`, or null. */
export async function activeRestriction(
  db: Db | Tx,
  userId: number,
  now: number,
): Promise<Restriction | null> {
  const [row] = await db.select().from(selfRestrictions).where(eq(selfRestrictions.userId, userId));
  if (!row || row.until.getTime() <= now) return null;
  return {
    kind: row.kind as Restriction['kind'],
    startedAt: row.startedAt.getTime(),
    until: row.until.getTime(),
    irrevocableUntil: row.irrevocableUntil?.getTime() ?? 0,
    revoked: row.revokedAt !== null,
  };
}

/** How a running restriction reads in a refusal: "while you are cooling off (until …)". */
export function restrictionPhrase(r: Restriction): string {
  const what = r.kind === 'coolOff' ? 'while you are cooling off' : 'while you are self-excluded';
  return `${what} (until ${manilaWhen(r.until)} Philippine time)`;
}

/** The refusal every blocked action answers while a restriction runs. */
export function restrictedError(r: Restriction, now: number): CallError {
  const what = r.kind === 'coolOff' ? 'You are taking a break' : 'You have excluded yourself';
  return refusal(
    ERR.SELF_RESTRICTED,
    `${what} until ${manilaWhen(r.until)} Philippine time. Until then you can withdraw your balance and see your history only.`,
    { retryAfterSeconds: Math.max(1, Math.ceil((r.until - now) / 1000)) },
  );
}

async function lockRow(tx: Tx, userId: number) {
  const [row] = await tx
    .select()
    .from(selfRestrictions)
    .where(eq(selfRestrictions.userId, userId))
    .for('update');
  return row ?? null;
}

async function write(tx: Tx, userId: number, values: Omit<typeof selfRestrictions.$inferInsert, 'userId'>) {
  await tx
    .insert(selfRestrictions)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: selfRestrictions.userId, set: values });
}

/**
 * A cool-off of `hours` from now. It never shortens what runs: ending before a running cool-off or exclusion is
 * refused; ending after one extends it (an exclusion stays an exclusion, its irrevocable part kept).
 */
export async function startCoolOff(tx: Tx, userId: number, hours: number, now: number): Promise<void> {
  if (!Number.isInteger(hours) || hours < COOL_OFF_MIN_HOURS || hours > COOL_OFF_MAX_HOURS) {
    throw new CallError(
      ERR.INVALID_REQUEST,
      `Invalid request: hours: from ${COOL_OFF_MIN_HOURS} to ${COOL_OFF_MAX_HOURS}`,
    );
  }
  const until = now + hours * 3_600_000;
  const row = await lockRow(tx, userId);
  const running = row && row.until.getTime() > now ? row : null;
  if (running && running.until.getTime() >= until) {
    throw new CallError(
      ERR.SELF_LIMIT_LOCKED,
      `You are already paused until ${manilaWhen(running.until.getTime())} Philippine time; a cool-off cannot shorten it.`,
    );
  }
  if (running?.kind === 'exclusion') {
    await write(tx, userId, {
      ...running,
      until: new Date(until),
      revokedAt: null,
      updatedAt: new Date(now),
    });
    return;
  }
  await write(tx, userId, {
    kind: 'coolOff',
    startedAt: running?.startedAt ?? new Date(now),
    until: new Date(until),
    irrevocableUntil: null,
    revokedAt: null,
    updatedAt: new Date(now),
  });
}

/**
 * A self-exclusion of `months` from now, the first EXCLUSION_IRREVOCABLE_MONTHS irrevocable (PAGCOR). Ending
 * before a running exclusion is refused; a running cool-off becomes the exclusion.
 */
export async function startExclusion(tx: Tx, userId: number, months: number, now: number): Promise<void> {
  if (!isExclusionMonths(months)) {
    throw new CallError(ERR.INVALID_REQUEST, `Invalid request: months: ${EXCLUSION_MONTHS.join(', ')}`);
  }
  const until = addMonths(now, months);
  const row = await lockRow(tx, userId);
  const running = row && row.until.getTime() > now ? row : null;
  if (running && running.until.getTime() >= until) {
    throw new CallError(
      ERR.SELF_LIMIT_LOCKED,
      `You are already excluded until ${manilaWhen(running.until.getTime())} Philippine time; a new exclusion cannot shorten it.`,
    );
  }
  const irrevocable = addMonths(now, EXCLUSION_IRREVOCABLE_MONTHS);
  const keptIrrevocable = Math.max(irrevocable, running?.irrevocableUntil?.getTime() ?? 0);
  await write(tx, userId, {
    kind: 'exclusion',
    startedAt: running?.startedAt ?? new Date(now),
    until: new Date(until),
    irrevocableUntil: new Date(keptIrrevocable),
    revokedAt: null,
    updatedAt: new Date(now),
  });
}

/**
 * Ends a self-exclusion early, past its irrevocable part: it lifts 24 hours later (a looser choice waits, as a
 * raised limit does). A cool-off is never ended early.
 */
export async function revokeExclusion(tx: Tx, userId: number, now: number): Promise<void> {
  const row = await lockRow(tx, userId);
  if (!row || row.until.getTime() <= now) {
    throw new CallError(ERR.NOT_FOUND, 'You are not self-excluded.');
  }
  if (row.kind !== 'exclusion') {
    throw refusal(
      ERR.SELF_LIMIT_LOCKED,
      `A cool-off runs to its end: ${manilaWhen(row.until.getTime())} Philippine time.`,
      { retryAfterSeconds: Math.ceil((row.until.getTime() - now) / 1000) },
    );
  }
  const irrevocable = row.irrevocableUntil?.getTime() ?? 0;
  if (now < irrevocable) {
    throw refusal(
      ERR.EXCLUSION_IRREVOCABLE,
      `The first ${EXCLUSION_IRREVOCABLE_MONTHS} months of a self-exclusion cannot be revoked. You can ask to end it from ${manilaWhen(irrevocable)} Philippine time.`,
      { retryAfterSeconds: Math.ceil((irrevocable - now) / 1000) },
    );
  }
  if (row.revokedAt) return;
  const until = Math.min(row.until.getTime(), now + LOOSEN_DELAY_HOURS * 3_600_000);
  await write(tx, userId, {
    ...row,
    until: new Date(until),
    revokedAt: new Date(now),
    updatedAt: new Date(now),
  });
}
