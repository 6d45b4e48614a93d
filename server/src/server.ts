import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { buildApp, DEFAULT_UPSTREAM_TIMEOUT_MS } from './app';
import { THIRD_PARTY_SOURCES, type ThirdParty } from './plugins/security-headers';

// Thin entry: read the environment, listen, close gracefully. Everything else is in app.ts.
const upstreamUrl = process.env.UPSTREAM_URL;
if (!upstreamUrl) {
  console.error('UPSTREAM_URL is required (the root start script sets it to the platform it launches).');
  process.exit(1);
}

const port = Number(process.env.PORT ?? 8080);
// This machine only unless the operator says otherwise (HOST=0.0.0.0): a dev server is not on the LAN by accident.
const host = process.env.HOST || '127.0.0.1';

// What a shutdown could not deliver to the event log waits here for the next start (empty: off).
const spoolDir =
  process.env.BEACON_SPOOL_DIR ?? fileURLToPath(new URL('../../data/beacon-spool', import.meta.url));

const app = buildApp({
  upstreamUrl,
  upstreamTimeoutMs: Number(process.env.UPSTREAM_TIMEOUT_MS ?? DEFAULT_UPSTREAM_TIMEOUT_MS),
  // UPSTREAM_URL may name several platforms (comma separated): balanced across the healthy ones.
  ...(process.env.UPSTREAM_HEALTH_INTERVAL_MS
    ? { upstreamHealthIntervalMs: Number(process.env.UPSTREAM_HEALTH_INTERVAL_MS) }
    : {}),
  webDist: process.env.WEB_DIST || undefined,
  redisUrl: process.env.REDIS_URL || undefined,
  trustProxy: process.env.TRUST_PROXY === undefined ? false : parseTrustProxy(process.env.TRUST_PROXY),
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
  devEndpoints: process.env.DEV_ENDPOINTS === '1',
  devEndpointsRemote: process.env.DEV_ENDPOINTS_REMOTE === '1',
  beacon: spoolDir ? { spoolDir } : {},
  metricsToken: process.env.METRICS_TOKEN || undefined,
  thirdParties: parseThirdParties(process.env.THIRD_PARTY_WIDGETS),
  opsAllowCidrs: process.env.OPS_ALLOW_CIDRS || undefined,
});

/** `true`, `false`, or the proxy addresses/CIDRs to trust (comma separated). */
function parseTrustProxy(value: string): boolean | string {
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  return value;
}

// Long enough for in-flight calls and the beacon drain (about two upstream deadlines at worst).
closeWithGrace({ delay: Number(process.env.CLOSE_GRACE_MS ?? 25_000) }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  else app.log.info({ signal }, 'closing');
  await app.close();
});

try {
  await app.listen({ port, host });
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  console.log(`Casino BFF listening on http://${shown}:${port} (upstream ${upstreamUrl})`);
} catch (err) {
  app.log.error({ err }, 'could not start');
  process.exit(1);
}

/** `THIRD_PARTY_WIDGETS=google,facebook,line,livechat`: the widgets the operator configured. */
function parseThirdParties(value: string | undefined): ThirdParty[] {
  const names = (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  const unknown = names.filter((n) => !Object.hasOwn(THIRD_PARTY_SOURCES, n));
  if (unknown.length > 0) throw new Error(`THIRD_PARTY_WIDGETS: unknown ${unknown.join(', ')}`);
  return names as ThirdParty[];
}
