import type { FastifyReply, FastifyRequest } from 'fastify';
import { addressAllowed, parseCidrs } from '../lib/cidr';
import { envelopeJson } from '../lib/envelope-json';
import { API_HEADERS } from './security-headers';

/**
 * The operator console (web/dist/ops, web/vite.ops.config.ts) is served by the same static files as the player
 * app, under /ops/, with its own rules: its HTML is never stored (a signed-out operator's back button must not
 * show a page from cache), and a stricter policy than the player's — no frames at all (no games, no embedding
 * of the console anywhere), no workers (the console never registers a service worker), images only from
 * itself, data: and blob: (KYC documents are read with the operator's token, never by a public URL).
 */
export const OPS_PREFIX = '/ops/';
/** The console's build, relative to the web build's root. */
export const OPS_INDEX = 'ops/index.html';
export const OPS_HTML_CACHE = 'no-store';

export const OPS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src 'none'",
  "worker-src 'none'",
  "manifest-src 'none'",
  "media-src 'none'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** A console page or file: /ops and everything under /ops/ except its API (/ops/v1/, the JSON calls). */
export function isOpsPath(path: string): boolean {
  return (path === '/ops' || path.startsWith(OPS_PREFIX)) && !path.startsWith('/ops/v1/');
}

/** Replaces the player's document policy with the console's on every console answer (pages and files). */
export function opsHeaders(req: FastifyRequest, reply: FastifyReply): void {
  const q = req.url.indexOf('?');
  const path = q === -1 ? req.url : req.url.slice(0, q);
  if (!isOpsPath(path)) return;
  reply.header('content-security-policy', OPS_CSP);
  reply.header('x-frame-options', 'DENY');
  reply.header('x-robots-tag', 'noindex, nofollow');
  reply.header('cross-origin-opener-policy', 'same-origin');
  reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
  const type = String(reply.getHeader('content-type') ?? '');
  if (type.startsWith('text/html')) reply.header('cache-control', OPS_HTML_CACHE);
}

const OPS_NETWORK_REFUSED = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Not reachable</title></head>
<body><h1>The operator console is not reachable from this network</h1></body></html>
`;

/**
 * OPS_ALLOW_CIDRS keeps the console's pages and files (not only its API) off other networks: an onRequest hook
 * that answers 403 before the static server or the page fallback looks at the path. Player pages are untouched.
 * null when no allow-list is set.
 */
export function opsNetworkGuard(allowCidrs: string | undefined) {
  const allowed = parseCidrs(allowCidrs);
  if (allowed === null) return null;
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const q = req.url.indexOf('?');
    const path = q === -1 ? req.url : req.url.slice(0, q);
    if (!isOpsPath(path) || addressAllowed(allowed, req.ip)) return;
    const html = (req.headers.accept ?? '').includes('text/html');
    return reply
      .code(403)
      .headers(
        html ? { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } : API_HEADERS,
      )
      .send(
        html
          ? OPS_NETWORK_REFUSED
          : envelopeJson(403, 'The operator console is not reachable from this network', null),
      );
  };
}
