import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestPlatform } from '@casino/platform/testing';

/** Names of the stored events that start with `prefix`, as the platform's database holds them. */
export async function storedEvents(platform: TestPlatform, prefix: string): Promise<string[]> {
  const result = (await platform.db.execute(
    `select event from event_log where event like '${prefix}%' order by event`,
  )) as unknown as { rows: { event: string }[] };
  return result.rows.map((r) => r.event);
}

export const named = (prefix: string, n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => ({
    event: `${prefix}${String(from + i).padStart(4, '0')}`,
    ts: 1 + i,
  }));

/** A relay in front of the platform whose behaviour the test sets per request (slow, hung…). */
export async function startRelay(target: string) {
  const relay = {
    url: '',
    /** ms to hold the platform's answer back; Infinity: never answer (the request still reaches the platform). */
    holdMs: 0,
    server: null as unknown as Server,
  };
  relay.server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const upstream = await fetch(`${target}${req.url}`, {
      method: req.method ?? 'GET',
      headers: { 'content-type': 'application/json' },
      ...(req.method === 'POST' ? { body: Buffer.concat(chunks) } : {}),
    });
    const text = await upstream.text();
    const hold = relay.holdMs;
    if (hold === Number.POSITIVE_INFINITY) return; // stored upstream, but the answer never comes
    setTimeout(() => res.writeHead(upstream.status, { 'content-type': 'application/json' }).end(text), hold);
  });
  await new Promise<void>((r) => relay.server.listen(0, '127.0.0.1', r));
  relay.url = `http://127.0.0.1:${(relay.server.address() as AddressInfo).port}`;
  return relay;
}
