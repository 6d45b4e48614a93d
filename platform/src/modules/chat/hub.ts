// One reader of new chat lines per platform instance, however many streams are open: while anyone listens
// it polls chat_messages by id cursor (one short query per tick, no connection held between ticks) and hands
// each line to the streams it belongs to. Lines written by this instance wake it at once; lines written by
// another instance (several platforms on one PostgreSQL) arrive on the next tick. Polling by cursor works the
// same on PGlite and PostgreSQL and needs no dedicated LISTEN connection.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { type ChatLine, type ChatMessage, latestMessageId, messagesAfter } from './messages';

export interface ChatListener {
  /** Which lines this stream shows (a player's own; all for agents). */
  wants(line: ChatLine): boolean;
  send(msg: ChatMessage): void;
}

/**
 * Ids are handed out before commit, so a line can commit after a higher id was already read; each tick
 * re-reads this many ids below the cursor and skips what it already delivered.
 */
const LOOKBACK = 50;

export function createChatHub(o: { db: Db; pollMs: number; log: FastifyBaseLogger }) {
  const listeners = new Set<ChatListener>();
  let cursor = -1;
  /** Where following started: older lines are the streams' own replay, never the hub's. */
  let floor = 0;
  const delivered = new Set<number>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;

  async function start() {
    if (cursor >= 0) return;
    cursor = await latestMessageId(o.db);
    floor = cursor;
  }

  async function tick() {
    await start();
    const rows = await messagesAfter(o.db, { afterId: Math.max(floor, cursor - LOOKBACK), limit: 1000 });
    for (const line of rows) {
      const { msg } = line;
      if (delivered.has(msg.id)) continue;
      delivered.add(msg.id);
      if (msg.id > cursor) cursor = msg.id;
      for (const l of listeners) if (l.wants(line)) l.send(msg);
    }
    for (const id of delivered) if (id <= cursor - LOOKBACK) delivered.delete(id);
  }

  function run() {
    if (running) {
      again = true;
      return;
    }
    running = tick()
      .catch((err: unknown) => o.log.warn({ err }, 'chat stream poll failed; retrying'))
      .finally(() => {
        running = null;
        if (again && !closed) {
          again = false;
          run();
        }
      });
  }

  function schedule() {
    if (timer || closed || listeners.size === 0) return;
    timer = setInterval(run, o.pollMs);
    timer.unref();
  }

  return {
    /** Before the stream's replay: the hub starts following from where the database is now. */
    async add(l: ChatListener) {
      await start();
      listeners.add(l);
      schedule();
    },
    remove(l: ChatListener) {
      listeners.delete(l);
      if (listeners.size === 0 && timer) {
        clearInterval(timer);
        timer = null;
        // Picks up from the database again when the next stream opens.
        cursor = -1;
        delivered.clear();
      }
    },
    /** A line was written here: read it now rather than at the next tick. */
    wake() {
      if (listeners.size > 0) run();
    },
    get size() {
      return listeners.size;
    },
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      timer = null;
      listeners.clear();
      await running;
    },
  };
}

export type ChatHub = ReturnType<typeof createChatHub>;
