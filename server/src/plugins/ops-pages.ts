import type { FastifyReply, FastifyRequest } from 'fastify';

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
