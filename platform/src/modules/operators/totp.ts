import { Secret, TOTP } from 'otpauth';

// RFC 6238 codes through `otpauth` (maintained, no dependencies, the HOTP/TOTP reference vectors in its tests):
// SHA-1, 6 digits, 30-second steps, which every authenticator app reads from the otpauth:// URI.

const ISSUER = 'Casino PH';
const PERIOD_SECONDS = 30;
/** Steps either side of now accepted: a phone clock 30 s off, or a code typed as it rolled over. */
const WINDOW = 1;

function totp(secret: string, label = 'operator'): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A fresh 160-bit shared secret (RFC 4226's recommended length), base32 as apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app scans (as a QR code) or imports. */
export function totpUri(login: string, secret: string): string {
  return totp(secret, login).toString();
}

/** The code an authenticator shows at `nowMs` (tests and the CLI's checks). */
export function totpCodeAt(secret: string, nowMs: number): string {
  return totp(secret).generate({ timestamp: nowMs });
}

/**
 * The time step a code belongs to when it is valid at `nowMs` (±1 step), else null. The caller keeps the last
 * accepted step so a code, once used, cannot sign in again (RFC 6238 §5.2). Time is a parameter: tests pass it.
 */
export function totpStep(secret: string, code: string, nowMs: number): number | null {
  const delta = totp(secret).validate({ token: code, timestamp: nowMs, window: WINDOW });
  if (delta === null) return null;
  return Math.floor(nowMs / 1000 / PERIOD_SECONDS) + delta;
}
