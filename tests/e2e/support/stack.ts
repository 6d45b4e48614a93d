import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestPlatform } from '@casino/platform/testing';
import { buildApp } from '@casino/server/app';
import { type DelayProxy, startDelayProxy } from './delay-proxy';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const WEB_DIST = process.env.WEB_DIST ?? join(REPO_ROOT, 'web', 'dist');

export type TestPlatform = Awaited<ReturnType<typeof startTestPlatform>>;

export interface Stack {
  /** Where the browser goes: the BFF serving web/dist and /app/v1. */
  url: string;
  platform: TestPlatform;
  /** The hop between BFF and platform; lets a journey slow chosen calls down. */
  proxy: DelayProxy;
  close(): Promise<void>;
}

/**
 * The production path on loopback: a fresh platform (PGlite in memory, or TEST_DATABASE_URL), a delaying
 * proxy in front of it, and the BFF built from its app factory serving the built web client.
 */
export async function startStack(): Promise<Stack> {
  if (!existsSync(join(WEB_DIST, 'index.html'))) {
    throw new Error(
      `${WEB_DIST}/index.html is missing: build the web first (pnpm --filter @casino/web build)`,
    );
  }
  const platform = await startTestPlatform();
  const proxy = await startDelayProxy(platform.url);
  // The BFF's own deadline stays above the client's 10 s timeout so a slow call times out in the browser.
  const bff = await buildApp({
    upstreamUrl: proxy.url,
    upstreamTimeoutMs: 30_000,
    webDist: WEB_DIST,
    logger: false,
  });
  await bff.listen({ host: '127.0.0.1', port: 0 });
  const { port } = bff.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    platform,
    proxy,
    async close() {
      await bff.close();
      await proxy.close();
      await platform.close();
    },
  };
}
