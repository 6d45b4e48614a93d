import { createHash } from 'node:crypto';

/** Hex SHA-256 of a UTF-8 string: stored token hashes, content fingerprints. */
export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
