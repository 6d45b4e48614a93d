import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { Upstream, upstreamOrigins } from './upstream';

interface FakePlatform {
  url: string;
  ready: boolean;
  calls: number;
  server: Server;
}

/** A platform stand-in: /readyz answers 200 or 503 as told, every other path names the platform. */
async function fakePlatform(name: string): Promise<FakePlatform> {
  const p: FakePlatform = { url: '', ready: true, calls: 0, server: createServer() };
  p.server.on('request', (req, res) => {
    if (req.url === '/readyz') {
      res.statusCode = p.ready ? 200 : 503;
      return res.end();
    }
    p.calls++;
    req.resume();
    req.on('end', () => res.end(JSON.stringify({ from: name })));
  });
  await new Promise<void>((r) => p.server.listen(0, '127.0.0.1', r));
  p.url = `http://127.0.0.1:${(p.server.address() as AddressInfo).port}`;
  return p;
}

describe('the BFF across several platforms', () => {
  const open: { close(): unknown }[] = [];
  afterEach(async () => {
    for (const c of open.splice(0).reverse()) await c.close();
  });
  async function two() {
    const a = await fakePlatform('a');
    const b = await fakePlatform('b');
    open.push({ close: () => new Promise((r) => a.server.close(r)) });
    open.push({ close: () => new Promise((r) => b.server.close(r)) });
    const changes: [string, boolean][] = [];
    // The probe timer is left to the test: it probes when it says so.
    const up = new Upstream({
      upstreamUrl: `${a.url}, ${b.url}`,
      timeoutMs: 5_000,
      healthIntervalMs: 3_600_000,
      onHealthChange: (origin, healthy) => changes.push([origin, healthy]),
    });
    open.push(up);
    const from = async () =>
      (JSON.parse((await up.post('/app/v1/x', '{}', {})).text) as { from: string }).from;
    return { a, b, up, changes, from };
  }

  it('reads UPSTREAM_URL as one origin or a comma-separated list', () => {
    expect(upstreamOrigins('http://p1:8090/')).toEqual(['http://p1:8090']);
    expect(upstreamOrigins('http://p1:8090, http://p2:8090 ,')).toEqual(['http://p1:8090', 'http://p2:8090']);
    expect(() => upstreamOrigins(' , ')).toThrow(/no upstream/);
  });

  it('spreads calls over the healthy platforms', async () => {
    const { a, b, from } = await two();
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await from());
    expect(answers.filter((x) => x === 'a')).toHaveLength(3);
    expect(answers.filter((x) => x === 'b')).toHaveLength(3);
    expect([a.calls, b.calls]).toEqual([3, 3]);
  });

  it('stops sending to a platform that fails its health check, and resumes when it passes again', async () => {
    const { a, b, up, changes, from } = await two();
    a.ready = false;
    await up.checkHealth();
    expect(up.healthyOrigins()).toEqual([b.url]);
    for (let i = 0; i < 4; i++) expect(await from()).toBe('b');
    expect(a.calls).toBe(0);
    a.ready = true;
    await up.checkHealth();
    const answers = new Set<string>();
    for (let i = 0; i < 4; i++) answers.add(await from());
    expect(answers).toEqual(new Set(['a', 'b']));
    expect(changes).toEqual([
      [a.url, false],
      [a.url, true],
    ]);
  });

  it('a platform that is gone (connection refused) is skipped at once, before any probe notices', async () => {
    const { a, b, up, from } = await two();
    await new Promise((r) => a.server.close(r));
    for (let i = 0; i < 4; i++) expect(await from()).toBe('b');
    expect(b.calls).toBe(4);
    expect(up.healthyOrigins()).toEqual([b.url]);
  });
});
