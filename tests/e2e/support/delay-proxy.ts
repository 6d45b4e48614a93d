import { once } from 'node:events';
import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface DelayRule {
  /** Call name under /app/v1/, e.g. 'preLogin'. */
  call: string;
  ms: number;
  /** How many more requests the rule applies to. */
  left: number;
}

export interface DelayProxy {
  url: string;
  /** Holds the next `times` requests for `call` for `ms` before forwarding them upstream. */
  delay(call: string, ms: number, times?: number): void;
  /** Requests seen per call name, so a journey can tell a call was really made. */
  seen(call: string): number;
  clear(): void;
  close(): Promise<void>;
}

/**
 * A plain HTTP hop between the BFF and the platform: it forwards everything untouched and can hold
 * chosen calls back, which is how a journey gets a slow upstream without faking either side.
 */
export async function startDelayProxy(target: string): Promise<DelayProxy> {
  const upstream = new URL(target);
  let rules: DelayRule[] = [];
  const counts = new Map<string, number>();
  const pending = new Set<NodeJS.Timeout>();

  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const out = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    // The BFF hung up first (a closed event stream): let the platform know, or its response stays open.
    res.on('close', () => {
      if (!res.writableFinished) out.destroy();
    });
    req.pipe(out);
  };

  const server: Server = createServer((req, res) => {
    const call = (req.url ?? '').split('?')[0]!.replace(/^\/app\/v1\//, '');
    counts.set(call, (counts.get(call) ?? 0) + 1);
    const rule = rules.find((r) => r.call === call && r.left > 0);
    if (!rule) return forward(req, res);
    rule.left -= 1;
    req.pause();
    const timer = setTimeout(() => {
      pending.delete(timer);
      req.resume();
      forward(req, res);
    }, rule.ms);
    pending.add(timer);
  });
  // Longer than the BFF pool's idle keep-alive (10 s): a server that closes an idle socket first races the
  // pool's next request on it, which then fails as a 502 (Fastify, the real upstream, keeps them 72 s).
  server.keepAliveTimeout = 65_000;
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    delay(call, ms, times = 1) {
      rules.push({ call, ms, left: times });
    },
    seen: (call) => counts.get(call) ?? 0,
    clear() {
      rules = [];
      counts.clear();
    },
    async close() {
      for (const t of pending) clearTimeout(t);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
