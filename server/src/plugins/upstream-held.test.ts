import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { callList, REQUEST_TIMEOUT_MS } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_UPSTREAM_TIMEOUT_MS } from '../app';
import { Upstream } from './upstream';

describe('calls the platform may hold (contracts holdsUpToMs)', () => {
  it('never queue the other calls, even when every ordinary connection is taken', async () => {
    // A platform that holds /hold until the test lets it go, and answers /fast at once.
    let release = () => {};
    const released = new Promise<void>((r) => {
      release = r;
    });
    const server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        if (req.url === '/hold') void released.then(() => res.end('{"held":true}'));
        else res.end('{"fast":true}');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // one ordinary connection: a held call on it would leave the next call waiting for its release
    const upstream = new Upstream({ upstreamUrl: url, timeoutMs: 60_000, connections: 1 });
    try {
      const held = upstream.post('/hold', '{}', {}, undefined, true);
      const fast = await upstream.post('/fast', '{}', {});
      expect(fast).toEqual({ statusCode: 200, text: '{"fast":true}' });
      release();
      expect(await held).toEqual({ statusCode: 200, text: '{"held":true}' });
    } finally {
      release();
      await upstream.close();
      await new Promise((r) => server.close(r));
    }
  });

  it('hold less than the BFF waits for its platform and the client waits for the BFF', () => {
    const holding = callList.filter((c) => c.policy.holdsUpToMs !== undefined);
    expect(holding.map((c) => c.name).sort()).toEqual(['anonymous/gameDemoState', 'gameRoundState']);
    for (const c of holding) {
      // a second of room for the platform's own work and the trip
      expect(c.policy.holdsUpToMs! + 1_000).toBeLessThanOrEqual(DEFAULT_UPSTREAM_TIMEOUT_MS);
      expect(DEFAULT_UPSTREAM_TIMEOUT_MS).toBeLessThan(REQUEST_TIMEOUT_MS.default);
    }
  });
});
