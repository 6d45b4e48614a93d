// Philippine government IDs accepted for KYC and the number format of each (zod-free: the web checks the
// number as it is typed, the platform refuses what does not match). Spaces and hyphens are printing only.

export const KYC_ID_TYPES = [
  'philsys',
  'passport',
  'drivers_license',
  'umid',
  'sss',
  'prc',
  'postal',
  'voters',
] as const;
export type KycIdType = (typeof KYC_ID_TYPES)[number];

export interface IdNumberRule {
  /** Matched against the number without spaces and hyphens, upper-cased. */
  pattern: RegExp;
  /** A made-up number in the printed format, for the field's hint. */
  example: string;
  /** The card has a back worth checking (the passport's data page has none). */
  hasBack: boolean;
}

export const ID_NUMBER_RULES: Readonly<Record<KycIdType, IdNumberRule>> = {
  // PhilSys Card Number (PCN), 16 digits; the ePhilID carries the same number.
  philsys: { pattern: /^\d{16}$/, example: '1234-5678-9012-3456', hasBack: true },
  // New passports: letter, 7 digits, letter (P1234567A); older ones: two letters and 7 digits (EB1234567).
  passport: { pattern: /^(?:[A-Z]\d{7}[A-Z]|[A-Z]{2}\d{7})$/, example: 'P1234567A', hasBack: false },
  // LTO licence number: letter, 2-digit office code, 2-digit year, 6-digit serial.
  drivers_license: { pattern: /^[A-Z]\d{10}$/, example: 'N01-23-456789', hasBack: true },
  // UMID Common Reference Number (CRN), 12 digits.
  umid: { pattern: /^\d{12}$/, example: '0111-2345678-9', hasBack: true },
  sss: { pattern: /^\d{10}$/, example: '34-5678901-2', hasBack: true },
  // PRC professional licence registration number, 7 digits.
  prc: { pattern: /^\d{7}$/, example: '0123456', hasBack: true },
  // PhilPost postal ID reference number: 12 digits, sometimes a trailing letter.
  postal: { pattern: /^\d{12}[A-Z]?$/, example: '1001-2345-6789-P', hasBack: true },
  // COMELEC voter's identification number (VIN).
  voters: {
    pattern: /^\d{8}[A-Z]{1,2}\d{4}[A-Z]{3}\d{5,6}$/,
    example: '7607-0123A-A1234ABC12345-6',
    hasBack: true,
  },
};

/** The number as stored and compared: no spaces or hyphens, upper case. */
export function normaliseIdNumber(raw: string): string {
  return raw.replace(/[\s-]/g, '').toUpperCase();
}

/** The normalised number when it has the type's format, else null. */
export function checkIdNumber(type: KycIdType, raw: string): string | null {
  const n = normaliseIdNumber(raw);
  return ID_NUMBER_RULES[type].pattern.test(n) ? n : null;
}

/** All but the last four characters hidden: what the player and the apps show. */
export function maskIdNumber(n: string): string {
  return n.length <= 4 ? '****' : `****${n.slice(-4)}`;
}

/** Image types the upload pipeline takes (checked by their bytes, not the name). */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number];

/** Default largest upload, MB (settings `uploadMaxMb` overrides, up to UPLOAD_MAX_MB_CEILING). */
export const DEFAULT_UPLOAD_MAX_MB = 5;
export const UPLOAD_MAX_MB_CEILING = 5;

/** The live selfie's frames: face to the camera, then the head turned left and right (liveness by movement). */
export const SELFIE_FRAMES = ['selfie', 'selfieLeft', 'selfieRight'] as const;
export type SelfieFrame = (typeof SELFIE_FRAMES)[number];
/** What an upload to KYC may be: a side of the ID or one frame of the live selfie. */
export const KYC_UPLOAD_KINDS = ['idFront', 'idBack', ...SELFIE_FRAMES] as const;
export type KycUploadKind = (typeof KYC_UPLOAD_KINDS)[number];

/** Where a player's money comes from (KYC level 2, the casino AML rules' "source of funds"). */
export const SOURCES_OF_FUNDS = [
  'salary',
  'business',
  'savings',
  'pension',
  'remittance',
  'investments',
  'other',
] as const;
export type SourceOfFunds = (typeof SOURCES_OF_FUNDS)[number];
