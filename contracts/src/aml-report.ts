// The AML export's columns, in the regulator's order: one list the platform's CSV writer, the CLI and the console
// read, documented in platform/README.md ("AML records and reports"). Covered transactions (CTR) and suspicious
// transactions (STR) share the file; `report_type` tells them apart. Zod-free so the console can import it.

/** What the detection found: one covered transaction, or a suspicious pattern. */
export const AML_KINDS = [
  'covered',
  'structuring',
  'sharedAccount',
  'sharedDevice',
  'sharedIp',
  'littlePlay',
] as const;
export type AmlKind = (typeof AML_KINDS)[number];

/** An AML item's life: open → reviewed → reported, or dismissed (with a reason) from open or reviewed. */
export const AML_STATUSES = ['open', 'reviewed', 'reported', 'dismissed'] as const;
export type AmlStatus = (typeof AML_STATUSES)[number];

/** The transitions an operator may make (anything else is refused). */
export const AML_TRANSITIONS: Readonly<Record<AmlStatus, readonly AmlStatus[]>> = {
  open: ['reviewed', 'reported', 'dismissed'],
  reviewed: ['reported', 'dismissed', 'open'],
  reported: [],
  dismissed: ['open'],
};

/**
 * The regulator's column set (AMLC covered / suspicious transaction report fields that apply to an internet
 * casino), in order. Amounts are pesos with two decimals; dates and times are Philippine time.
 */
export const AML_REPORT_COLUMNS = [
  /** CTR (covered, above aml.coveredAbovePhp) or STR (suspicious pattern). */
  'report_type',
  /** Our item number: the reference the regulator's acknowledgement quotes back. */
  'reference',
  'transaction_date',
  'transaction_time',
  /** deposit | withdrawal | pattern (a suspicious pattern over several transactions). */
  'transaction_type',
  'transaction_reference',
  'amount_php',
  'currency',
  'player_id',
  'player_name',
  'birth_date',
  'nationality',
  'id_type',
  'id_number',
  /** Why it is reported: the pattern's name (covered, structuring, sharedAccount…). */
  'reason_code',
  /** What the detection saw, in words (the players involved, the amounts, the window). */
  'narrative',
  'detected_at',
  'status',
] as const;
export type AmlReportColumn = (typeof AML_REPORT_COLUMNS)[number];
