// Request URLs as they may appear in a log line: no launch tokens, phone numbers or codes.

/** Paths whose whole query is secret: the OTP outbox (mobile numbers), provider launch pages (session tokens). */
export const SECRET_QUERY_PATHS: readonly string[] = ['/dev/sms-outbox', '/sandbox/provider/'];

/** Query parameters whose values never reach a log, on any path (compared lower-case, by substring). */
const SECRET_PARAM = /token|mobile|phone|pass|code|otp|secret|sign|key|auth|session/i;

export const URL_CENSOR = '[REDACTED]';

/** The URL with its secret query values replaced; a URL without a query is returned as it is. */
export function redactUrlForLog(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const path = url.slice(0, q);
  if (SECRET_QUERY_PATHS.some((p) => path === p || path.startsWith(p))) return `${path}?${URL_CENSOR}`;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq === -1) return pair;
      const name = pair.slice(0, eq);
      return SECRET_PARAM.test(safeDecode(name)) ? `${name}=${URL_CENSOR}` : pair;
    });
  return `${path}?${params.join('&')}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
