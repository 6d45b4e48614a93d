import type { FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Headers only a proxy adds: a reverse proxy on this host is a loopback peer, but its clients are not local. */
export const PROXY_HEADERS: readonly string[] = [
  'x-forwarded-for',
  'x-real-ip',
  'forwarded',
  'x-forwarded-host',
  'x-client-ip',
  'true-client-ip',
];

/**
 * A request from this machine, straight to the BFF: the socket's peer is loopback (not req.ip, which a
 * trusted proxy rewrites) and no proxy header came along.
 */
export function isDirectLoopback(req: FastifyRequest): boolean {
  if (!LOOPBACK.has(req.socket.remoteAddress ?? '')) return false;
  for (const header of PROXY_HEADERS) if (header in req.headers) return false;
  return true;
}
