import { readFileSync } from 'node:fs';
import { buildOpenApi } from '@casino/contracts/openapi';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { API_HEADERS } from '../../plugins/security-headers';

const asset = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8');

/** The docs page loads only its own script and stylesheet: no CDN, nothing inline. */
const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-cache',
};

/**
 * `GET /openapi.json` (the OpenAPI 3.1 document generated from the contracts registry, built once on first
 * use) and `GET /api-docs`, a self-contained page that renders it, for the Android shell's developers.
 */
export default async function apiDocsRoutes(fastify: FastifyInstance) {
  let document: string | null = null;
  const page = asset('./page.html');
  const script = asset('./page.js');
  const style = asset('./page.css');
  const send = (reply: FastifyReply, type: string, body: string) =>
    reply.headers({ ...PAGE_HEADERS, 'content-type': type }).send(body);

  fastify.get('/openapi.json', async (_req, reply) => {
    document ??= JSON.stringify(buildOpenApi());
    return reply.headers({ ...API_HEADERS, 'cache-control': 'no-cache' }).send(document);
  });
  fastify.get('/api-docs', async (_req, reply) => reply.headers(PAGE_HEADERS).send(page));
  fastify.get('/api-docs/page.js', async (_req, reply) =>
    send(reply, 'text/javascript; charset=utf-8', script),
  );
  fastify.get('/api-docs/page.css', async (_req, reply) => send(reply, 'text/css; charset=utf-8', style));
}
