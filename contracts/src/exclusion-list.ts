// The national exclusion database's shape (PAGCOR NDRP: name, birthday, ID number, kind) and the CSV the
// operator imports it from. Zod-free: the platform's importer, the CLI and the console read the same names.

/** Who asked for the exclusion: the player, their family, the licensee, or the law (officials, minors, AFP/PNP…). */
export const EXCLUSION_KINDS = ['self', 'family', 'licensee', 'barredByLaw'] as const;
export type ExclusionKind = (typeof EXCLUSION_KINDS)[number];

/**
 * The CSV header, in this order (extra columns are ignored; `id_number` may be empty when the list has none).
 * `kind` also accepts the NDRP spellings: self-exclusion, family-exclusion, licensee-initiated, barred-by-law.
 */
export const EXCLUSION_CSV_COLUMNS = ['name', 'birthday', 'id_number', 'kind'] as const;

/** Where a screening ran: which moment of the player's life found the match. */
export const SCREENING_TRIGGERS = ['registration', 'kyc', 'login', 'payout', 'import'] as const;
export type ScreeningTrigger = (typeof SCREENING_TRIGGERS)[number];

/** open blocks until compliance decides; confirmed keeps blocking; falsePositive unblocks for good. */
export const SCREENING_STATUSES = ['open', 'confirmed', 'falsePositive'] as const;
export type ScreeningStatus = (typeof SCREENING_STATUSES)[number];
