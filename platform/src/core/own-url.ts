import type { FastifyInstance } from 'fastify';

/**
 * This platform's own listening address as a URL (for the sandboxes that play an outside party's part and
 * call us back over real HTTP), or null while it is not listening (tests on app.inject).
 */
export function ownUrl(app: FastifyInstance): string | null {
  const address = app.server.address();
  if (!address || typeof address !== 'object' || !app.server.listening) return null;
  // A wildcard bind (0.0.0.0 / ::) is reached on loopback; a specific address as itself.
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}
