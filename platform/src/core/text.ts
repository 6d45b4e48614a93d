import { ERR } from '@casino/contracts/errors';
import { CallError } from './call-error';

/**
 * Text a player types that others may see. Normalised (NFC, trimmed, inner whitespace collapsed); control
 * and invisible format characters (bidi overrides, zero-width) are refused rather than stripped, so what is
 * stored is exactly what the player saw. Markup characters never pass the per-field allow-lists.
 */
export function normaliseText(raw: string): string | null {
  const text = raw.normalize('NFC').trim().replace(/\s+/gu, ' ');
  if (/[\p{Cc}\p{Cf}\p{Co}\p{Cn}\u2028\u2029]/u.test(text)) return null;
  return text;
}

export const NICKNAME_CHARS = /^[\p{L}\p{M}\p{N}\p{Extended_Pictographic} ._-]+$/u;
export const PERSON_NAME_CHARS = /^[\p{L}\p{M} .,'-]+$/u;
export const PLAIN_TEXT_CHARS = /^[\p{L}\p{M}\p{N} .,'#/()&-]+$/u;

/** The cleaned value, or a 400 naming the field and what it accepts. */
export function cleanField(field: string, raw: string, allowed: RegExp, accepts: string): string {
  const text = normaliseText(raw);
  if (text === null || (text !== '' && !allowed.test(text))) {
    throw new CallError(ERR.INVALID_REQUEST, `Invalid request: ${field}: use ${accepts} only`);
  }
  return text;
}
