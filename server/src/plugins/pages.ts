import { existsSync, realpathSync, statSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { envelopeJson } from '../lib/envelope-json';
import { isOpsPath, OPS_HTML_CACHE, OPS_INDEX, OPS_PREFIX, opsHeaders, opsNetworkGuard } from './ops-pages';
import { API_HEADERS, registerPageSecurity, type ThirdParty } from './security-headers';

export interface PagesOptions {
  webDist: string;
  /** Widgets the operator configured (social sign-in SDKs, LiveChat): their hosts join the CSP. */
  thirdParties?: readonly ThirdParty[];
  /** OPS_ALLOW_CIDRS: the console's pages (/ops/…) answer 403 outside these networks, like its API. */
  opsAllowCidrs?: string | undefined;
}

/** Files the client must revalidate on every load: they name the current build. */
const NO_CACHE_FILES = new Set([
  'index.html',
  'shell.html',
  'sw.js',
  'latest-build.json',
  'manifest.webmanifest',
  'registerSW.js',
]);
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';
const SHORT_CACHE = 'public, max-age=3600';

const PLACEHOLDER_HTML = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Casino</title></head>
<body>
<h1>The web app is not built yet</h1>
<p>The server is running. Build the client with <code>pnpm --filter @casino/web build</code> (or set <code>WEB_DIST</code>) and reload.</p>
</body>
</html>
`;

/** A page navigation: the browser wants HTML and the last path segment is not a file name. */
export function isPageNavigation(req: FastifyRequest, path: string): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (path.startsWith('/app/v1/') || path.startsWith('/ops/v1/')) return false;
  const accept = req.headers.accept;
  if (accept === undefined || !accept.includes('text/html')) return false;
  return !path.slice(path.lastIndexOf('/') + 1).includes('.');
}

function notFound(reply: FastifyReply, path: string) {
  return reply
    .code(404)
    .headers(API_HEADERS)
    .send(envelopeJson(404, `Not found: ${path}`, null));
}

/**
 * The web client: web/dist with the DESIGN §4 cache rules and the SPA fallback for page navigations
 * only. Encapsulated: its document security headers (helmet) stay off the JSON call path.
 */
export default async function pages(fastify: FastifyInstance, opts: PagesOptions) {
  await registerPageSecurity(fastify, opts.thirdParties);
  const guard = opsNetworkGuard(opts.opsAllowCidrs);
  if (guard !== null) fastify.addHook('onRequest', guard);
  const built = existsSync(`${opts.webDist}/index.html`);
  // The web build's shell.html is index.html without the home page's boot banner (web/build/app-shell.ts):
  // the page for every other path. An older build without it falls back to index.html.
  const fallbackPage = existsSync(`${opts.webDist}/shell.html`) ? 'shell.html' : 'index.html';
  // The operator console, a second app of the web build (web/vite.ops.config.ts), under /ops/.
  const opsBuilt = existsSync(`${opts.webDist}/${OPS_INDEX}`);
  // onSend: after helmet (onRequest) and the static server's own headers, so the console's policy wins.
  fastify.addHook('onSend', async (req, reply, payload) => {
    opsHeaders(req, reply);
    return payload;
  });
  // /ops alone is the console too: relative asset paths need the slash.
  fastify.get('/ops', (_req, reply) => reply.redirect(OPS_PREFIX, 301));

  if (built) {
    await fastify.register(fastifyStatic, {
      root: opts.webDist,
      prefix: '/',
      // One route per built file, listed once at start. The wildcard route lists every folder on the path
      // (readdir) on each request, to refuse case-folded aliases: with ~1,000 entries in assets/ that held a
      // small asset to ~900 req/s (~3,000 with exact routes), and a first visit, whose service worker fetches
      // ~340 files, cost the BFF ~2 s of CPU. Exact routes refuse aliases too. A file built after the start is
      // found by the not-found handler (writtenSinceStart). The .br/.gz twins are found by preCompressed.
      wildcard: false,
      globIgnore: ['**/*.br', '**/*.gz', '**/*.map'],
      index: ['index.html'],
      redirect: false,
      cacheControl: false,
      dotfiles: 'ignore',
      // The web build writes .br/.gz beside every text file; serve them by Accept-Encoding.
      preCompressed: true,
      setHeaders(reply, file) {
        // With preCompressed the path is the .br/.gz twin: the rule is the original file's.
        const rel = relative(opts.webDist, file)
          .split(sep)
          .join('/')
          .replace(/\.(br|gz)$/, '');
        if (rel.startsWith('assets/') || rel.startsWith('ops/assets/'))
          reply.header('cache-control', IMMUTABLE);
        else if (rel === OPS_INDEX) reply.header('cache-control', OPS_HTML_CACHE);
        else if (NO_CACHE_FILES.has(basename(rel))) reply.header('cache-control', NO_CACHE);
        else reply.header('cache-control', SHORT_CACHE);
      },
    });
  } else {
    fastify.log.warn({ webDist: opts.webDist }, 'web app not built: serving the placeholder page');
    fastify.get('/', (_req, reply) => sendPlaceholder(reply));
  }

  fastify.setNotFoundHandler((req, reply) => {
    const q = req.url.indexOf('?');
    const path = q === -1 ? req.url : req.url.slice(0, q);
    // a file built after the server started (a rebuild beside a running dev server) has no route of its own
    if (built && writtenSinceStart(req, opts.webDist, path)) return reply.sendFile(path.slice(1));
    if (!isPageNavigation(req, path)) return notFound(reply, path);
    // a console page (a deep link, a reload): the console's own page, never the player's shell
    if (isOpsPath(path))
      return opsBuilt
        ? reply.header('cache-control', OPS_HTML_CACHE).sendFile(OPS_INDEX)
        : notFound(reply, path);
    return built ? reply.header('cache-control', NO_CACHE).sendFile(fallbackPage) : sendPlaceholder(reply);
  });
}

/**
 * A file under webDist at exactly this path, spelled as on disk (a case-folding file system must not make
 * `/ASSETS/x.js` an alias), and not a compressed twin or source map. Only paths without a route get here.
 */
function writtenSinceStart(req: FastifyRequest, webDist: string, path: string): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (!/^\/[\w.\-/]+$/.test(path) || path.includes('..') || path.includes('//')) return false;
  if (/\.(br|gz|map)$/.test(path)) return false;
  const file = join(webDist, path);
  if (!statSync(file, { throwIfNoEntry: false })?.isFile()) return false;
  try {
    return realpathSync.native(file) === join(realpathSync.native(webDist), path);
  } catch {
    return false;
  }
}

function sendPlaceholder(reply: FastifyReply) {
  return reply
    .code(200)
    .type('text/html; charset=utf-8')
    .header('cache-control', NO_CACHE)
    .send(PLACEHOLDER_HTML);
}
