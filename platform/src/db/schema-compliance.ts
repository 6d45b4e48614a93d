import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt } from './schema-columns';

// Compliance: the national exclusion list, the screening hits it produces, and AML items (re-exported by
// schema.ts, one migration set).

/**
 * One entry of the national exclusion database (PAGCOR NDRP) as imported. `entry_key` is the normalised name,
 * birthday and ID number: re-importing the same list changes nothing.
 */
export const exclusionList = pgTable(
  'exclusion_list',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** As printed in the list (shown to compliance). */
    name: text('name').notNull(),
    /** nameKey(name): lower case, no accents or punctuation, one space; what matching compares. */
    nameKey: text('name_key').notNull(),
    /** YYYY-MM-DD. */
    birthday: text('birthday').notNull(),
    /** Normalised (no spaces or hyphens, upper case); '' when the list has none. */
    idNumber: text('id_number').notNull().default(''),
    /** self | family | licensee | barredByLaw (contracts EXCLUSION_KINDS). */
    kind: text('kind').notNull(),
    source: text('source').notNull(),
    entryKey: text('entry_key').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('exclusion_list_entry_uq').on(t.entryKey),
    index('exclusion_list_birthday_idx').on(t.birthday),
    index('exclusion_list_id_number_idx').on(t.idNumber),
    check('exclusion_list_kind', sql`${t.kind} in ('self', 'family', 'licensee', 'barredByLaw')`),
  ],
);

/**
 * A player matched against a list entry. While `open` or `confirmed` it blocks deposits, play and payouts
 * (protection's guard); `falsePositive` lifts that for good (the same pair is never raised again).
 */
export const screeningHits = pgTable(
  'screening_hits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => exclusionList.id, { onDelete: 'restrict' }),
    /** registration | kyc | login | payout | import. */
    trigger: text('trigger').notNull(),
    /** idNumber | nameBirthday. */
    matchedOn: text('matched_on').notNull(),
    /** The player's name, birthday and ID number the match was made on (the entry is joined). */
    evidence: jsonb('evidence').notNull(),
    status: text('status').notNull().default('open'),
    decidedBy: text('decided_by').notNull().default(''),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    unique('screening_hits_pair_uq').on(t.userId, t.entryId),
    index('screening_hits_status_idx').on(t.status, t.id),
    index('screening_hits_user_idx').on(t.userId, t.status),
    check('screening_hits_status', sql`${t.status} in ('open', 'confirmed', 'falsePositive')`),
  ],
);

/**
 * A covered transaction or a suspicious pattern for compliance to review and report (RA 10927: within 5
 * working days; kept at least 5 years — the database refuses deleting one younger, see the migration).
 * `dedupe_key` makes detection idempotent: the job and the event paths may find the same thing twice.
 */
export const amlItems = pgTable(
  'aml_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** contracts AML_KINDS. */
    kind: text('kind').notNull(),
    userId: integer('user_id').notNull(),
    relatedUserIds: jsonb('related_user_ids').notNull().default(sql`'[]'::jsonb`),
    /** Minor units; 0 for a pattern. */
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    /** deposit | withdrawal | pattern. */
    txType: text('tx_type').notNull(),
    txRef: text('tx_ref').notNull().default(''),
    txAt: timestamp('tx_at', { withTimezone: true }).notNull(),
    narrative: text('narrative').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    /** contracts AML_STATUSES. */
    status: text('status').notNull().default('open'),
    statusReason: text('status_reason').notNull().default(''),
    statusBy: text('status_by').notNull().default(''),
    statusAt: timestamp('status_at', { withTimezone: true }),
    detectedAt: timestamp('detected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('aml_items_dedupe_uq').on(t.dedupeKey),
    index('aml_items_status_idx').on(t.status, t.id),
    index('aml_items_detected_idx').on(t.detectedAt),
    check('aml_items_status', sql`${t.status} in ('open', 'reviewed', 'reported', 'dismissed')`),
  ],
);
