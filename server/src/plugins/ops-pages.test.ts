import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/build-test-app';
import { OPS_CSP } from './ops-pages';
import { IMMUTABLE, NO_CACHE } from './pages';

const PLAYER_INDEX = '<!doctype html><html><head><title>player</title></head></html>';
const PLAYER_SHELL = '<!doctype html><html><head><title>shell</title></head></html>';
const OPS_INDEX =
  '<!doctype html><html><head><script type="module" src="/ops/assets/index-0p5.js"></script><title>console</title></head></html>';
const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('the operator console under /ops/ (web/dist/ops)', () => {
  let dist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'bff-ops-dist-'));
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, 'ops', 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), PLAYER_INDEX);
    writeFileSync(join(dist, 'shell.html'), PLAYER_SHELL);
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("install",()=>{})');
    writeFileSync(join(dist, 'ops', 'index.html'), OPS_INDEX);
    writeFileSync(join(dist, 'ops', 'assets', 'index-0p5.js'), 'console.log("ops")');
    writeFileSync(join(dist, 'ops', 'assets', 'index-0p5.css'), 'body{}');
    app = await buildTestApp({ upstreamUrl: 'http://127.0.0.1:9', webDist: dist });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("opens the console's page at /ops/ and sends /ops there", async () => {
    const page = await request(app.server).get('/ops/').set(html);
    expect(page.status).toBe(200);
    expect(page.text).toBe(OPS_INDEX);
    const bare = await request(app.server).get('/ops').set(html);
    expect(bare.status).toBe(301);
    expect(bare.headers.location).toBe('/ops/');
  });

  it("answers a deep link or reload under /ops/ with the console's page, never the player's shell", async () => {
    for (const path of ['/ops/kyc', '/ops/players/42?tab=wallet', '/ops/sign-in']) {
      const res = await request(app.server).get(path).set(html);
      expect(res.status, path).toBe(200);
      expect(res.headers['content-type'], path).toMatch(/text\/html/);
      expect(res.text, path).toBe(OPS_INDEX);
    }
  });

  it('never lets a browser or proxy store the console page; its hashed files are immutable', async () => {
    for (const path of ['/ops/', '/ops/withdrawals', '/ops/index.html'])
      expect((await request(app.server).get(path).set(html)).headers['cache-control'], path).toBe('no-store');
    const js = await request(app.server).get('/ops/assets/index-0p5.js');
    expect(js.status).toBe(200);
    expect(js.headers['cache-control']).toBe(IMMUTABLE);
    // the player's pages keep their own rule
    expect((await request(app.server).get('/').set(html)).headers['cache-control']).toBe(NO_CACHE);
  });

  it('sends the console a stricter policy than the player: no inline script, no frames, no workers, not embeddable', async () => {
    for (const path of ['/ops/', '/ops/kyc', '/ops/assets/index-0p5.js']) {
      const res = await request(app.server).get(path).set(html);
      const csp = res.headers['content-security-policy'] as string;
      expect(csp, path).toBe(OPS_CSP);
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("script-src-attr 'none'");
      expect(csp).toContain("frame-src 'none'");
      expect(csp).toContain("worker-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      expect(res.headers['x-frame-options'], path).toBe('DENY');
      expect(res.headers['x-robots-tag'], path).toContain('noindex');
    }
    // the player's pages keep theirs (games in same-origin frames, the service worker)
    const player = await request(app.server).get('/kyc').set(html);
    expect(player.text).toBe(PLAYER_SHELL);
    expect(player.headers['content-security-policy']).toContain("worker-src 'self'");
  });

  it('answers a missing console file with a 404 that is not a page, and leaves /ops/v1/ to the API', async () => {
    const gone = await request(app.server).get('/ops/assets/index-old.js').set(html);
    expect(gone.status).toBe(404);
    expect(gone.text).not.toContain('<!doctype html>');
    // a known operator call opened as a page: the API's JSON answer (call it with POST), never the console
    const api = await request(app.server).get('/ops/v1/kycQueue').set(html);
    expect([api.status, api.headers.allow]).toEqual([405, 'POST']);
    expect(api.headers['content-type']).toMatch(/json/);
    expect(api.text).not.toContain('<!doctype html>');
    const unknown = await request(app.server).get('/ops/v1/noSuchCall').set(html);
    expect(unknown.status).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/json/);
  });

  it('answers 403 for every console page and file outside OPS_ALLOW_CIDRS, and serves them inside', async () => {
    const closed = await buildTestApp({
      upstreamUrl: 'http://127.0.0.1:9',
      webDist: dist,
      opsAllowCidrs: '10.0.0.0/8',
    });
    const open = await buildTestApp({
      upstreamUrl: 'http://127.0.0.1:9',
      webDist: dist,
      opsAllowCidrs: '127.0.0.1,::1',
    });
    try {
      for (const path of [
        '/ops/',
        '/ops',
        '/ops/index.html',
        '/ops/players/42?tab=chat',
        '/ops/assets/index-0p5.js',
      ]) {
        const refused = await request(closed.server).get(path).set(html);
        expect(refused.status, path).toBe(403);
        expect(refused.text, path).not.toContain('console.log');
        expect(refused.text, path).not.toBe(OPS_INDEX);
        expect(refused.text, path).toMatch(/not reachable from this network/);
      }
      const asset = await request(closed.server).get('/ops/assets/index-0p5.js');
      expect([asset.status, asset.headers['content-type']]).toEqual([403, expect.stringMatching(/json/)]);
      // The player's app on the same BFF is not affected.
      expect((await request(closed.server).get('/').set(html)).text).toBe(PLAYER_INDEX);
      expect((await request(closed.server).get('/wallet').set(html)).status).toBe(200);
      // Inside the allowed networks the console is served as before.
      expect((await request(open.server).get('/ops/').set(html)).text).toBe(OPS_INDEX);
      expect((await request(open.server).get('/ops/assets/index-0p5.js')).status).toBe(200);
    } finally {
      await closed.close();
      await open.close();
    }
  });
});

describe('a build without the console', () => {
  it('does not serve the player app under /ops/', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'bff-no-ops-'));
    writeFileSync(join(dist, 'index.html'), PLAYER_INDEX);
    writeFileSync(join(dist, 'shell.html'), PLAYER_SHELL);
    const app = await buildTestApp({ upstreamUrl: 'http://127.0.0.1:9', webDist: dist });
    try {
      const res = await request(app.server).get('/ops/kyc').set(html);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('shell');
    } finally {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
