// Screening: a player's identity (profile and KYC) against the exclusion list, at registration (once the birthday
// is saved), KYC submission, login and payout, and every player against what an import added. A match is a hit
// for compliance; while it is open or confirmed, protection's guard refuses deposits, stakes and payouts.
import { ERR } from '@casino/contracts/errors';
import type { ScreeningTrigger } from '@casino/contracts/exclusion-list';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { CallError } from '../../core/call-error';
import { type Db, queryRows, type Tx } from '../../db/client';
import { exclusionList, kycSubmissions, screeningHits, userProfiles } from '../../db/schema';
import { type IdentityFacts, matchIdentity } from './identity-match';

type Entry = typeof exclusionList.$inferSelect;

/** Every identity the player gave: the profile's name and birthday, and each KYC submission's. */
export async function identitiesOf(db: Db | Tx, userId: number): Promise<IdentityFacts[]> {
  const [profile] = await db
    .select({ name: userProfiles.realName, birthday: userProfiles.birthday })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId));
  const kyc = await db
    .select({
      name: kycSubmissions.realName,
      birthday: kycSubmissions.birthday,
      idNumber: kycSubmissions.idNumber,
    })
    .from(kycSubmissions)
    .where(eq(kycSubmissions.userId, userId));
  const all: IdentityFacts[] = [
    ...(profile && profile.name !== '' ? [{ ...profile, idNumber: '' }] : []),
    ...kyc,
  ];
  return all.filter((f) => f.birthday !== '' || f.idNumber !== '');
}

/** Stores the hits found (a pair already decided is never raised again); answers how many are new. */
async function recordHits(
  db: Db | Tx,
  hits: { userId: number; entry: Entry; player: IdentityFacts; matchedOn: string }[],
  trigger: ScreeningTrigger,
): Promise<number> {
  if (hits.length === 0) return 0;
  const rows = await db
    .insert(screeningHits)
    .values(
      hits.map((h) => ({
        userId: h.userId,
        entryId: h.entry.id,
        trigger,
        matchedOn: h.matchedOn,
        evidence: h.player,
      })),
    )
    .onConflictDoNothing({ target: [screeningHits.userId, screeningHits.entryId] })
    .returning({ id: screeningHits.id });
  return rows.length;
}

/** Screens one player now; answers how many new hits it raised. */
export async function screenPlayer(db: Db | Tx, userId: number, trigger: ScreeningTrigger): Promise<number> {
  const facts = await identitiesOf(db, userId);
  if (facts.length === 0) return 0;
  const birthdays = [...new Set(facts.map((f) => f.birthday).filter((b) => b !== ''))];
  const ids = [...new Set(facts.map((f) => f.idNumber).filter((n) => n.length >= 6))];
  const conditions = [
    ...(birthdays.length > 0 ? [inArray(exclusionList.birthday, birthdays)] : []),
    ...(ids.length > 0 ? [inArray(exclusionList.idNumber, ids)] : []),
  ];
  if (conditions.length === 0) return 0;
  const entries = await db
    .select()
    .from(exclusionList)
    .where(or(...conditions));
  const hits: Parameters<typeof recordHits>[1] = [];
  for (const entry of entries) {
    for (const player of facts) {
      const matchedOn = matchIdentity(player, entry);
      if (matchedOn) {
        hits.push({ userId, entry, player, matchedOn });
        break;
      }
    }
  }
  return recordHits(db, hits, trigger);
}

/** Screens every player against entries an import added or changed; answers how many new hits. */
export async function screenEntries(db: Db | Tx, entryIds: readonly number[]): Promise<number> {
  let total = 0;
  // Chunks keep each look-up's IN list short on a large import.
  for (let i = 0; i < entryIds.length; i += 500) {
    const entries = await db
      .select()
      .from(exclusionList)
      .where(inArray(exclusionList.id, entryIds.slice(i, i + 500)));
    if (entries.length === 0) continue;
    const birthdays = [...new Set(entries.map((e) => e.birthday))];
    const ids = [...new Set(entries.map((e) => e.idNumber).filter((n) => n.length >= 6))];
    const people = await queryRows<{ user_id: number; name: string; birthday: string; id_number: string }>(
      db,
      sql`select user_id, real_name as name, birthday, '' as id_number from user_profiles
           where real_name <> '' and birthday in (${sql.join(
             birthdays.map((b) => sql`${b}`),
             sql`, `,
           )})
          union all
          select user_id, real_name, birthday, id_number from kyc_submissions
           where birthday in (${sql.join(
             birthdays.map((b) => sql`${b}`),
             sql`, `,
           )})
              ${
                ids.length > 0
                  ? sql`or id_number in (${sql.join(
                      ids.map((n) => sql`${n}`),
                      sql`, `,
                    )})`
                  : sql``
              }`,
    );
    const hits: Parameters<typeof recordHits>[1] = [];
    const seen = new Set<string>();
    for (const entry of entries) {
      for (const p of people) {
        const player = { name: p.name, birthday: p.birthday, idNumber: p.id_number };
        const matchedOn = matchIdentity(player, entry);
        const key = `${p.user_id}:${entry.id}`;
        if (matchedOn && !seen.has(key)) {
          seen.add(key);
          hits.push({ userId: Number(p.user_id), entry, player, matchedOn });
        }
      }
    }
    total += await recordHits(db, hits, 'import');
  }
  return total;
}

/** True while a hit on the player is open or confirmed. */
export async function isListed(db: Db | Tx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: screeningHits.id })
    .from(screeningHits)
    .where(and(eq(screeningHits.userId, userId), inArray(screeningHits.status, ['open', 'confirmed'])))
    .limit(1);
  return row !== undefined;
}

/** The refusal a listed player sees (the list's details stay with compliance). */
export const listedError = (): CallError =>
  new CallError(
    ERR.EXCLUSION_LISTED,
    'Your details match the national gaming exclusion list, so deposits, play and withdrawals are on hold while our compliance team reviews it. Contact customer service if you think this is a mistake.',
  );

/** Refuses (inside the money's own transaction) while the player is listed. */
export async function checkNotListed(db: Db | Tx, userId: number): Promise<void> {
  if (await isListed(db, userId)) throw listedError();
}
