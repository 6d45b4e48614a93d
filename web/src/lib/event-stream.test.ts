import { afterEach, describe, expect, it, vi } from 'vitest';
import { openChatStream, parseSseBlock, type StreamState } from './event-stream';

afterEach(() => {
  vi.unstubAllGlobals();
});

const sse = (text: string) =>
  new Response(
    new ReadableStream({
      start(c) {
        c.enqueue(new TextEncoder().encode(text));
        c.close();
      },
    }),
    { status: 200, headers: { 'content-type': 'text/event-stream' } },
  );

describe('chat stream client', () => {
  it('reads ids and data, skips heartbeats', () => {
    expect(parseSseBlock('id: 5\nevent: chat\ndata: {"a":1}')).toEqual({ id: 5, data: '{"a":1}' });
    expect(parseSseBlock(': ping')).toEqual({ id: null, data: null });
    expect(parseSseBlock('retry: 2000')).toEqual({ id: null, data: null });
  });

  it('sends the token in a header (never the URL) and, after a cut, reconnects from the last event it saw', async () => {
    const seen: { url: string; headers: Record<string, string> }[] = [];
    const answers = [
      () => sse('retry: 2000\n\nid: 11\ndata: {"n":11}\n\n: ping\n\nid: 12\ndata: {"n":12}\n\n'),
      () => Promise.reject(new TypeError('network down')),
      () => sse('id: 12\ndata: {"n":12}\n\nid: 13\ndata: {"n":13}\n\n'),
      () => new Response('{"errcode":401}', { status: 401 }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        seen.push({ url, headers: init.headers as Record<string, string> });
        return answers[seen.length - 1]!();
      }),
    );
    const got: number[] = [];
    const states: StreamState[] = [];
    const waits: number[] = [];
    let refused = 0;
    await new Promise<void>((done) => {
      openChatStream<{ n: number }>({
        url: '/app/v1/chatStream',
        token: 'tok-9',
        lastEventId: 10,
        onEvent: (d) => got.push(d.n),
        onState: (s) => {
          states.push(s);
          if (s === 'closed') done();
        },
        onRefused: () => refused++,
        backoffMs: [100, 200],
        wait: async (ms) => {
          waits.push(ms);
        },
      });
    });
    expect(got).toEqual([11, 12, 13]);
    expect(seen.map((s) => s.url)).toEqual(Array(4).fill('/app/v1/chatStream'));
    expect(seen.map((s) => s.headers['last-event-id'])).toEqual(['10', '12', '12', '13']);
    expect(seen.every((s) => s.headers.authorization === 'tok-9')).toBe(true);
    expect(waits).toEqual([100, 200, 100]);
    expect(refused).toBe(1);
    expect(states.at(-1)).toBe('closed');
  });
});
