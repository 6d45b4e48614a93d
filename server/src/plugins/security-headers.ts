import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** CSP for the Vite React PWA: everything from our origin; in-house games in same-origin iframes. */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: ["'self'"],
  manifestSrc: ["'self'"],
  workerSrc: ["'self'"],
  mediaSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
  scriptSrcAttr: ["'none'"],
  // Upgrading would break plain-http local runs (http://localhost:8080); TLS is the proxy's job.
  upgradeInsecureRequests: null,
} as const;

/** Third-party widgets the web loads only when the operator configures them, and the hosts each needs. */
export const THIRD_PARTY_SOURCES = {
  google: {
    scriptSrc: ['https://accounts.google.com'],
    frameSrc: ['https://accounts.google.com'],
    connectSrc: ['https://accounts.google.com'],
  },
  facebook: {
    scriptSrc: ['https://connect.facebook.net'],
    frameSrc: ['https://www.facebook.com', 'https://web.facebook.com'],
    connectSrc: ['https://graph.facebook.com', 'https://www.facebook.com'],
  },
  line: {
    scriptSrc: ['https://static.line-scdn.net'],
    frameSrc: ['https://access.line.me'],
    connectSrc: ['https://api.line.me', 'https://liffsdk.line-scdn.net'],
  },
  livechat: {
    scriptSrc: ['https://cdn.livechatinc.com'],
    frameSrc: ['https://secure.livechatinc.com'],
    connectSrc: [
      'https://api.livechatinc.com',
      'wss://api.livechatinc.com',
      'https://secure.livechatinc.com',
    ],
  },
} as const;
export type ThirdParty = keyof typeof THIRD_PARTY_SOURCES;

/** The CSP with exactly the configured widgets' hosts added: nothing is opened for a widget that is off. */
export function cspDirectives(
  thirdParties: readonly ThirdParty[] = [],
): Record<string, readonly string[] | null> {
  const out: Record<string, string[] | null> = {};
  for (const [k, v] of Object.entries(CSP_DIRECTIVES)) out[k] = v === null ? null : [...v];
  for (const party of thirdParties) {
    for (const [k, hosts] of Object.entries(THIRD_PARTY_SOURCES[party])) {
      const list = out[k] ?? [];
      for (const h of hosts) if (!list.includes(h)) list.push(h);
      out[k] = list;
    }
  }
  return out;
}

// Only features Chromium knows: an unknown one (bluetooth) is a console warning on every page load.
export const PERMISSIONS_POLICY =
  'camera=(self), microphone=(), geolocation=(), payment=(), usb=(), serial=(), midi=(), ' +
  'magnetometer=(), gyroscope=(), accelerometer=(), interest-cohort=(), browsing-topics=()';

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

export const helmetOptions = (thirdParties: readonly ThirdParty[] = []): FastifyHelmetOptions => ({
  contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(thirdParties) },
  referrerPolicy: { policy: REFERRER_POLICY },
  // Social sign-in (Google, Facebook, LINE) opens popups that report back to the opener.
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  crossOriginResourcePolicy: { policy: 'same-origin' },
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  xFrameOptions: { action: 'sameorigin' },
  hidePoweredBy: true,
});

/**
 * Headers of JSON answers, fixed once: @fastify/helmet rebuilds its middleware on every request,
 * too slow for the call path, and a JSON answer needs no document policy beyond "load nothing".
 */
export const API_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'referrer-policy': REFERRER_POLICY,
  'cross-origin-resource-policy': 'same-origin',
});

/** Document security headers for the scope it is registered in (the static / page context). */
export async function registerPageSecurity(
  fastify: FastifyInstance,
  thirdParties: readonly ThirdParty[] = [],
): Promise<void> {
  await fastify.register(helmet, helmetOptions(thirdParties));
  fastify.addHook('onRequest', (_req, reply, done) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    done();
  });
}
