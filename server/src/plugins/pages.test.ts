import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/build-test-app';
import { IMMUTABLE, NO_CACHE } from './pages';

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-a1b2c3.js"></script></head></html>';
// shell.html is index.html without the home page's boot banner (web/build/app-shell.ts)
const SHELL = '<!doctype html><html><head><title>shell</title></head></html>';
const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('static web client (web/dist)', () => {
  let dist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'bff-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'shell.html'), SHELL);
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("install",()=>{})');
    writeFileSync(join(dist, 'latest-build.json'), '{"build":"b-42"}');
    writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Casino"}');
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(dist, 'assets', 'index-a1b2c3.js'), 'console.log(1)');
    writeFileSync(join(dist, 'assets', 'index-d4e5f6.css'), 'body{}');
    writeFileSync(join(dist, 'assets', 'big-a1b2c3.js'), 'console.log("plain")');
    writeFileSync(join(dist, 'assets', 'big-a1b2c3.js.br'), brotliCompressSync('console.log("br")'));
    writeFileSync(join(dist, 'sw.js.gz'), gzipSync('self.addEventListener("fetch",()=>{})'));
    // The upstream is never asked in these tests.
    app = await buildTestApp({ upstreamUrl: 'http://127.0.0.1:9', webDist: dist });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves hashed assets immutable for a year', async () => {
    const js = await request(app.server).get('/assets/index-a1b2c3.js');
    expect(js.status).toBe(200);
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.headers['cache-control']).toBe(IMMUTABLE);
    const css = await request(app.server).get('/assets/index-d4e5f6.css');
    expect(css.headers['cache-control']).toBe(IMMUTABLE);
  });

  it("sends the precompressed twin the browser accepts, with the original file's cache rule", async () => {
    const br = await request(app.server).get('/assets/big-a1b2c3.js').set('accept-encoding', 'br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(br.text).toBe('console.log("br")');
    const plain = await request(app.server).get('/assets/big-a1b2c3.js').set('accept-encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe('console.log("plain")');
    const sw = await request(app.server).get('/sw.js').set('accept-encoding', 'gzip');
    expect(sw.headers['content-encoding']).toBe('gzip');
    expect(sw.headers['cache-control']).toBe(NO_CACHE);
  });

  it('makes the client revalidate index.html, sw.js, latest-build.json and the manifest', async () => {
    for (const path of ['/', '/index.html', '/sw.js', '/latest-build.json', '/manifest.webmanifest']) {
      const res = await request(app.server).get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers['cache-control'], path).toBe(NO_CACHE);
    }
    expect((await request(app.server).get('/latest-build.json')).body).toEqual({ build: 'b-42' });
  });

  it('answers a missing .js or .css with a 404 that is not the page, even when HTML is accepted', async () => {
    for (const path of ['/assets/index-old999.js', '/assets/gone.css', '/missing.png']) {
      const res = await request(app.server).get(path).set(html);
      expect(res.status, path).toBe(404);
      expect(res.headers['content-type'], path).not.toMatch(/html/);
      expect(res.text).not.toContain('<!doctype html>');
    }
  });

  it('serves a built file only by its exact name: no case-folded alias, no compressed twin by its own name', async () => {
    for (const path of ['/ASSETS/index-a1b2c3.js', '/assets/INDEX-a1b2c3.js', '/assets/big-a1b2c3.js.br']) {
      const res = await request(app.server).get(path);
      expect(res.status, path).toBe(404);
      expect(res.text, path).not.toContain('console.log');
    }
    const exact = await request(app.server).get('/assets/index-a1b2c3.js');
    expect(exact.text).toBe('console.log(1)');
  });

  it('serves a file built after the server started, by its exact name, with its cache rule', async () => {
    writeFileSync(join(dist, 'assets', 'late-9f8e7d.js'), 'console.log("late")');
    const late = await request(app.server).get('/assets/late-9f8e7d.js');
    expect(late.status).toBe(200);
    expect(late.text).toBe('console.log("late")');
    expect(late.headers['cache-control']).toBe(IMMUTABLE);
    for (const path of [
      '/assets/LATE-9f8e7d.js',
      '/assets/../assets/late-9f8e7d.js',
      '/assets/late-9f8e7d.js.map',
    ])
      expect((await request(app.server).get(path)).status, path).toBe(404);
  });

  it('answers a deep link navigation with shell.html, and / with index.html and its home banner', async () => {
    const res = await request(app.server).get('/promotion/detail/12?x=1').set(html);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe(NO_CACHE);
    expect(res.text).toBe(SHELL);
    expect((await request(app.server).get('/').set(html)).text).toBe(INDEX);
  });

  it('falls back only for GET navigations', async () => {
    expect((await request(app.server).get('/promotion').set('accept', 'application/json')).status).toBe(404);
    expect((await request(app.server).post('/promotion').set(html).send({})).status).toBe(404);
    const api = await request(app.server).get('/app/v1/anything/here').set(html);
    expect(api.status).toBe(404);
    expect(api.headers['content-type']).toMatch(/json/);
  });

  it('sends a strict CSP and the other security headers with pages, and no x-powered-by', async () => {
    const res = await request(app.server).get('/').set(html);
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-src 'self'");
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy']).toContain('geolocation=()');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('answers JSON calls with nosniff and no-store, and no x-powered-by', async () => {
    const res = await request(app.server).get('/healthz');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('static web client not built yet', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({
      upstreamUrl: 'http://127.0.0.1:9',
      webDist: join(tmpdir(), 'no-such-dist-dir'),
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('serves a placeholder page for navigations and 404 for files', async () => {
    const home = await request(app.server).get('/').set(html);
    expect(home.status).toBe(200);
    expect(home.text).toContain('The web app is not built yet');
    expect((await request(app.server).get('/some/page').set(html)).text).toContain('not built yet');
    expect((await request(app.server).get('/assets/app.js')).status).toBe(404);
  });
});

describe('a build from before shell.html', () => {
  it('answers deep links with index.html', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'bff-dist-'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    const app = await buildTestApp({ upstreamUrl: 'http://127.0.0.1:9', webDist: dist });
    try {
      expect((await request(app.server).get('/wallets/record').set(html)).text).toBe(INDEX);
    } finally {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('third-party widgets in the CSP', () => {
  it('opens the policy only to the widgets the operator configured', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'bff-dist-'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    const plain = await buildTestApp({ upstreamUrl: 'http://127.0.0.1:9', webDist: dist });
    const social = await buildTestApp({
      upstreamUrl: 'http://127.0.0.1:9',
      webDist: dist,
      thirdParties: ['google', 'livechat'],
    });
    try {
      const off = (await request(plain.server).get('/')).headers['content-security-policy'];
      expect(off).not.toContain('google');
      expect(off).not.toContain('livechat');
      const on = (await request(social.server).get('/')).headers['content-security-policy'];
      expect(on).toMatch(/script-src 'self' https:\/\/accounts\.google\.com https:\/\/cdn\.livechatinc\.com/);
      expect(on).toContain('wss://api.livechatinc.com');
      expect(on).not.toContain('facebook');
    } finally {
      await plain.close();
      await social.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
