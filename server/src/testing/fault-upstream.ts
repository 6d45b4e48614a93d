import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedCall {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/** Decides what the fake upstream does with one request; it may answer, stall or break the socket. */
export type FaultHandler = (call: ReceivedCall, res: ServerResponse) => void | Promise<void>;

export interface FaultUpstream {
  url: string;
  /** Every request received, in order. */
  calls: ReceivedCall[];
  handler: FaultHandler;
  close(): Promise<void>;
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

export const ok = (data: unknown) => ({ errcode: 0, msg: 'success', data });

/** A tiny upstream under the test's control, on 127.0.0.1:<random port>. */
export async function startFaultUpstream(handler: FaultHandler = (_c, res) => sendJson(res, 200, ok(null))) {
  const calls: ReceivedCall[] = [];
  const upstream: FaultUpstream = {
    url: '',
    calls,
    handler,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    let body: unknown = text;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {}
    const call = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body };
    calls.push(call);
    await upstream.handler(call, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  upstream.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return upstream;
}
