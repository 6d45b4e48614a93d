// The one rule for "is this player on the exclusion list": the same ID number (normalised), or the same person's
// name (contracts person-name: case, accents, punctuation, middle names and initials tolerated) born on the same
// day. A name alone never matches: thousands of Filipinos share one.
import { normaliseIdNumber } from '@casino/contracts/kyc-rules';
import { nameTokens, samePersonName } from '@casino/contracts/person-name';

/** What the platform knows of a player's identity (profile and KYC), or of a list entry. */
export interface IdentityFacts {
  name: string;
  /** YYYY-MM-DD or ''. */
  birthday: string;
  /** Normalised ID number or ''. */
  idNumber: string;
}

export type MatchedOn = 'idNumber' | 'nameBirthday';

/**
 * "Dela Cruz, Juan D." (how registries print names) read as "Juan D. Dela Cruz"; a comma before a suffix only
 * ("Juan Dela Cruz, Jr.") changes nothing.
 */
export function givenNameFirst(name: string): string {
  const parts = name.split(',');
  if (parts.length !== 2) return name;
  const [last = '', given = ''] = parts;
  if (nameTokens(given).length === 0) return name;
  return `${given.trim()} ${last.trim()}`;
}

/** The name as matching stores and compares it: given names first, lower case, no accents or punctuation. */
export const nameKey = (name: string): string => nameTokens(givenNameFirst(name)).join(' ');

/**
 * How a player's facts match a list entry, or null. ID numbers shorter than 6 characters are never compared
 * (a placeholder such as "N/A" or "0" in a list must not match everyone who typed the same).
 */
export function matchIdentity(player: IdentityFacts, entry: IdentityFacts): MatchedOn | null {
  const a = normaliseIdNumber(player.idNumber);
  const b = normaliseIdNumber(entry.idNumber);
  if (a.length >= 6 && a === b) return 'idNumber';
  if (
    player.birthday !== '' &&
    player.birthday === entry.birthday &&
    samePersonName(givenNameFirst(player.name), givenNameFirst(entry.name))
  )
    return 'nameBirthday';
  return null;
}
