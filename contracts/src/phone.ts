// Philippine mobile numbers. Zod-free: the web validates forms with it at first load.

/** Canonical form of a PH mobile number: E.164, e.g. +639171234567. */
export type PhMobile = `+639${string}`;

/**
 * Normalises a typed PH mobile number to E.164 (+639XXXXXXXXX), or null when it is not one.
 * Accepts 09171234567, 9171234567, 639171234567 and +639171234567, with spaces, dashes, dots or
 * parentheses between digits.
 */
export function normalisePhMobile(input: string): PhMobile | null {
  if (input.length > 32) return null;
  const compact = input.trim().replace(/[\s().-]/g, '');
  const m = /^(?:\+63|63|0)?(9\d{9})$/.exec(compact);
  return m ? (`+63${m[1]}` as PhMobile) : null;
}

export function isPhMobile(input: string): boolean {
  return normalisePhMobile(input) !== null;
}

/** For display: +639171234567 → 0917 123 4567. */
export function formatPhMobile(canonical: string): string {
  const n = normalisePhMobile(canonical);
  if (!n) return canonical;
  const local = `0${n.slice(3)}`;
  return `${local.slice(0, 4)} ${local.slice(4, 7)} ${local.slice(7)}`;
}

/** For lists: +639171234567 → 0917****567. */
export function maskPhMobile(canonical: string): string {
  const n = normalisePhMobile(canonical);
  if (!n) return canonical;
  const local = `0${n.slice(3)}`;
  return `${local.slice(0, 4)}****${local.slice(8)}`;
}
