import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt } from './schema-columns';

// Private images (KYC, feedback), KYC submissions and feedback (re-exported by schema.ts, one migration set).

/**
 * An image a player uploaded, as stored after the pipeline (checked, re-encoded, metadata stripped). The bytes
 * live in the upload storage under `storage_key`; only the owner (and the operator) ever reads them.
 */
export const uploads = pgTable(
  'uploads',
  {
    /** `up_` + 24 random hex: opaque, not a path. */
    id: text('id').primaryKey(),
    userId: integer('user_id').notNull(),
    /** 'kyc' or 'feedback'. */
    purpose: text('purpose').notNull(),
    /** KYC: idFront, idBack or selfie; feedback: image. */
    kind: text('kind').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('uploads_user_idx').on(t.userId, t.createdAt),
    // Duplicate checks look up the same image content on other players.
    index('uploads_sha256_idx').on(t.sha256),
  ],
);

/** One KYC submission; the latest one of a player is their state (users.kyc_status follows it). */
export const kycSubmissions = pgTable(
  'kyc_submissions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    idType: text('id_type').notNull(),
    /** Normalised (no spaces or hyphens); shown masked to the player, whole to the operator. */
    idNumber: text('id_number').notNull(),
    realName: text('real_name').notNull(),
    birthday: text('birthday').notNull(),
    idFront: text('id_front').notNull(),
    idBack: text('id_back'),
    selfie: text('selfie').notNull(),
    /** The live selfie's frames with the head turned left and right (null when the selfie was a picked file). */
    selfieLeft: text('selfie_left'),
    selfieRight: text('selfie_right'),
    /**
     * Level 2: the home address `{street, barangay, city, province, postalCode}` and where the money comes from
     * (contracts SOURCES_OF_FUNDS, with the player's words); null / '' on a level-1 submission.
     */
    address: jsonb('address'),
    sourceOfFunds: text('source_of_funds').notNull().default(''),
    sourceDetail: text('source_detail').notNull().default(''),
    /** The KYC provider the submission went to ('manual' = the console's review; see kyc/provider.ts). */
    provider: text('provider').notNull().default('manual'),
    /** KYC_STATUS: 1 pending, 2 approved, 3 rejected. */
    status: smallint('status').notNull().default(1),
    /** The KYC level an approval grants. */
    level: smallint('level').notNull().default(1),
    /**
     * What the checks at submission found (duplicate ID or image on another player, name or birthday unlike
     * the profile): each `{check, detail}`. A flagged submission is approved only with a compliance override.
     */
    flags: jsonb('flags').notNull().default(sql`'[]'::jsonb`),
    /** The compliance operator's reason for approving despite the flags ('' when none was needed). */
    overrideReason: text('override_reason').notNull().default(''),
    rejectReason: text('reject_reason').notNull().default(''),
    createdAt: createdAt(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    index('kyc_submissions_user_idx').on(t.userId, t.id),
    index('kyc_submissions_status_idx').on(t.status, t.id),
    // Duplicate checks look up the same ID number on other players.
    index('kyc_submissions_id_number_idx').on(t.idNumber),
    check('kyc_submissions_status', sql`${t.status} in (1, 2, 3)`),
  ],
);

/** A player's feedback; the operator's replies (also mailed) and the player's follow-ups form its thread. */
export const feedback = pgTable(
  'feedback',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    category: text('category').notNull(),
    content: text('content').notNull(),
    /** Upload ids, in the order attached. */
    imageIds: jsonb('image_ids').notNull().default(sql`'[]'::jsonb`),
    /** The form submission's id: a retry or double tap stores one feedback. */
    requestId: text('request_id').notNull(),
    /** 0 waiting, 1 answered, 2 closed by support (a player's follow-up opens it again). */
    status: smallint('status').notNull().default(0),
    createdAt: createdAt(),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    /** The support operator handling it; null while in the shared queue. */
    assignedOperatorId: integer('assigned_operator_id'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    unique('feedback_request_uq').on(t.userId, t.requestId),
    index('feedback_user_idx').on(t.userId, t.id),
    index('feedback_status_idx').on(t.status, t.id),
  ],
);

export const feedbackReplies = pgTable(
  'feedback_replies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    feedbackId: integer('feedback_id')
      .notNull()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    /** 'support' (the operator's answer, mailed) or 'player' (a follow-up in the thread). */
    author: text('author').notNull().default('support'),
    content: text('content').notNull(),
    /** A player follow-up's upload ids, in the order attached. */
    imageIds: jsonb('image_ids').notNull().default(sql`'[]'::jsonb`),
    /** A player follow-up's send id: a retry or double tap adds one message. */
    requestId: text('request_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('feedback_replies_feedback_idx').on(t.feedbackId, t.id),
    unique('feedback_replies_request_uq').on(t.feedbackId, t.requestId),
    check('feedback_replies_author', sql`${t.author} in ('support', 'player')`),
  ],
);
