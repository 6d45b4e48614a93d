/** Keys whose values never reach a log line, whatever their depth (compared lower-case). */
export const SECRET_KEYS: ReadonlySet<string> = new Set([
  'authorization',
  'cookie',
  'set-cookie',
  'password',
  'newpassword',
  'oldpassword',
  'safeboxpassword',
  'code',
  'smscode',
  'otp',
  'token',
  'accesstoken',
  'refreshtoken',
  'idtoken',
  'messagingtoken',
  'totp',
  'totpsecret',
  'initialpassword',
]);

export const CENSOR = '[REDACTED]';

/** pino redact paths: the request/response headers pino's serializers emit, and secret keys near the top. */
export const REDACT_PATHS: string[] = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["set-cookie"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  ...[
    'password',
    'newPassword',
    'oldPassword',
    'safeboxPassword',
    'smsCode',
    'otp',
    'token',
    'code',
    'totp',
    'totpSecret',
    'initialPassword',
  ].flatMap((k) => [k, `*.${k}`, `*.*.${k}`]),
];

const MAX_DEPTH = 8;

/**
 * Returns a copy of a log object with every secret key censored at any depth (pino's redact paths
 * cannot say "any depth"). Objects without secrets are returned as they are; Errors go to pino's serializer.
 */
export function scrubSecrets<T>(value: T, depth = 0): T {
  if (typeof value !== 'object' || value === null || value instanceof Error || depth > MAX_DEPTH)
    return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item = value[i];
      const scrubbed = scrubSecrets(item, depth + 1);
      if (scrubbed !== item) {
        copy ??= value.slice();
        copy[i] = scrubbed;
      }
    }
    return (copy ?? value) as T;
  }
  let copy: Record<string, unknown> | undefined;
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const item = record[key];
    const scrubbed = SECRET_KEYS.has(key.toLowerCase()) ? CENSOR : scrubSecrets(item, depth + 1);
    if (scrubbed !== item) {
      copy ??= { ...record };
      copy[key] = scrubbed;
    }
  }
  return (copy ?? value) as T;
}
