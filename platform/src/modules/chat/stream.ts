// One Server-Sent Events stream: what the viewer missed since Last-Event-ID (so a reconnect — after a BFF
// restart, a network change — loses nothing), then every new line as the hub reads it, and a heartbeat
// comment so proxies keep the connection open and a dead one is noticed.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { ChatHub, ChatListener } from './hub';
import type { ChatMessage } from './messages';
import { messagesAfter } from './messages';

/** How a browser should wait before reconnecting, ms (the SSE `retry` field). */
const RETRY_MS = 2000;

export function lastEventId(req: FastifyRequest): number | null {
  const raw = req.headers['last-event-id'];
  const text = Array.isArray(raw) ? raw[0] : raw;
  return text && /^\d{1,15}$/.test(text) ? Number(text) : null;
}

export async function serveChatStream(
  req: FastifyRequest,
  reply: FastifyReply,
  o: {
    db: Db;
    hub: ChatHub;
    /** A player's own lines only; undefined = every chat (agents). */
    userId?: number;
    heartbeatMs: number;
    /** Runs on every heartbeat (an agent's presence). */
    onBeat?: () => Promise<void>;
    onClose?: () => void;
    /** Every open stream's ender: a closing platform ends them so its shutdown never waits on a viewer. */
    open?: Set<() => void>;
  },
): Promise<void> {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-request-id': req.id,
  });
  res.write(`retry: ${RETRY_MS}\n\n`);

  const sent = new Set<number>();
  let replaying = true;
  const held: ChatMessage[] = [];
  const write = (msg: ChatMessage) => {
    if (sent.has(msg.id)) return;
    sent.add(msg.id);
    // Bounded: ids only go up, so old ones are never offered again.
    if (sent.size > 2000) for (const id of [...sent].slice(0, 1000)) sent.delete(id);
    res.write(`id: ${msg.id}\nevent: chat\ndata: ${JSON.stringify(msg)}\n\n`);
  };
  const listener: ChatListener = {
    wants: (line) => o.userId === undefined || line.userId === o.userId,
    send: (msg) => {
      if (replaying) held.push(msg);
      else write(msg);
    },
  };

  let beat: NodeJS.Timeout | null = null;
  let ended = false;
  const stop = () => {
    ended = true;
    if (beat) clearInterval(beat);
    beat = null;
    o.hub.remove(listener);
    o.onClose?.();
  };
  const end = () => {
    o.open?.delete(end);
    stop();
    if (!res.writableEnded) res.end();
  };
  o.open?.add(end);
  req.raw.on('close', end);
  res.on('error', end);

  try {
    await o.hub.add(listener);
    // The viewer left (or the platform closed) while the hub was starting: nothing more to do.
    if (ended) {
      o.hub.remove(listener);
      return;
    }
    const after = lastEventId(req);
    if (after !== null) {
      for (;;) {
        const rows = await messagesAfter(o.db, {
          afterId: Math.max(after, ...sent, 0),
          ...(o.userId !== undefined ? { userId: o.userId } : {}),
          limit: 500,
        });
        for (const line of rows) write(line.msg);
        if (rows.length < 500) break;
      }
    }
    replaying = false;
    for (const m of held.sort((a, b) => a.id - b.id)) write(m);
    held.length = 0;
    if (ended) return;
    beat = setInterval(() => {
      res.write(': ping\n\n');
      void o.onBeat?.().catch(() => {});
    }, o.heartbeatMs);
    beat.unref();
    await o.onBeat?.();
  } catch (err) {
    req.log.warn({ err }, 'chat stream failed to start');
    end();
  }
}
