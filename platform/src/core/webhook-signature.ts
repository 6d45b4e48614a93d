// Signed webhooks, PayMongo style (DESIGN §5): header `t=<unix>,te=<hex hmac-sha256(secret, t + "." + body)>`,
// stale timestamps refused. One rule for every sandbox provider that calls us back (payments, KYC).
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ownUrl } from './own-url';

/** Request headers as Fastify gives them. */
export type HeaderBag = Record<string, string | string[] | undefined>;

/** Seconds a signed timestamp stays acceptable (PayMongo practice: reject replays older than 5 minutes). */
export const SIGNATURE_TOLERANCE_S = 300;

export type WebhookRejection = 'forged' | 'stale' | 'malformed';

/** A webhook that is not to be trusted: nothing is applied. */
export class WebhookRejected extends Error {
  constructor(
    readonly reason: WebhookRejection,
    message: string,
  ) {
    super(message);
    this.name = 'WebhookRejected';
  }
}

const hmacHex = (secret: string, t: number, rawBody: string) =>
  createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');

/** The header value `t=<unix>,te=<hex hmac-sha256(secret, t + "." + body)>`. */
export function signSandboxWebhook(
  secret: string,
  rawBody: string,
  t = Math.floor(Date.now() / 1000),
): string {
  return `t=${t},te=${hmacHex(secret, t, rawBody)}`;
}

/** Checks a `t=…,te=…` header: format, freshness (both directions), then the HMAC in constant time. */
export function verifySignatureHeader(
  secret: string,
  header: string | undefined,
  rawBody: string,
  nowMs = Date.now(),
): void {
  if (!header) throw new WebhookRejected('forged', 'missing signature header');
  const parts = new Map(
    header.split(',').map((kv) => {
      const i = kv.indexOf('=');
      return [kv.slice(0, i).trim(), kv.slice(i + 1).trim()] as const;
    }),
  );
  const t = Number(parts.get('t'));
  const te = parts.get('te') ?? '';
  if (!Number.isSafeInteger(t) || t <= 0 || !/^[0-9a-f]{64}$/.test(te)) {
    throw new WebhookRejected('forged', 'malformed signature header');
  }
  if (Math.abs(nowMs / 1000 - t) > SIGNATURE_TOLERANCE_S) {
    throw new WebhookRejected('stale', 'signature timestamp outside the 5 minute window');
  }
  const expected = Buffer.from(hmacHex(secret, t, rawBody), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(te, 'hex'))) {
    throw new WebhookRejected('forged', 'signature does not match');
  }
}

/**
 * A signed webhook's body, trusted only after all three checks: the signature header, JSON, and the event's own
 * shape (`what` names it in the refusal). Each refusal is a WebhookRejected, so nothing is applied.
 */
export function readSignedEvent<T>(
  o: { secret: string; header: string; what: string; schema: z.ZodType<T> },
  rawBody: string,
  headers: HeaderBag,
  nowMs = Date.now(),
): T {
  const raw = headers[o.header];
  verifySignatureHeader(o.secret, Array.isArray(raw) ? raw[0] : raw, rawBody, nowMs);
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new WebhookRejected('malformed', 'body is not JSON');
  }
  const parsed = o.schema.safeParse(json);
  if (!parsed.success) throw new WebhookRejected('malformed', `body is not ${o.what}`);
  return parsed.data;
}

/**
 * POSTs a signed webhook over real HTTP to `webhookUrl` or our own listening address, as a provider does (or
 * through app.inject when not listening). Answers the HTTP status.
 */
export async function deliverWebhook(
  app: FastifyInstance,
  webhookUrl: string | undefined,
  path: string,
  body: string,
  signature: { header: string; value: string },
): Promise<number> {
  const headers = { 'content-type': 'application/json', [signature.header]: signature.value };
  const own = ownUrl(app);
  const url = webhookUrl ?? (own ? `${own}${path}` : null);
  if (!url) {
    const res = await app.inject({ method: 'POST', url: path, headers, payload: body });
    return res.statusCode;
  }
  const res = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) });
  return res.status;
}
