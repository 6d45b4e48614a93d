import { randomUUID } from 'node:crypto';
import { createTestOperator, startTestPlatform, type TestPlatform } from '@casino/platform/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenTestApp } from '../testing/build-test-app';

interface ChatEvent {
  id: string;
  data: { id: number; chatId: number; from: string; text: string };
}

/** An open SSE response read event by event; `next(n)` resolves once n more events arrived. */
function readEvents(res: Response) {
  const events: ChatEvent[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  let ended = false;
  const endWaiters: (() => void)[] = [];
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let comments = 0;
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (block.startsWith(':')) comments++;
          const id = /^id: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (id && data) events.push({ id, data: JSON.parse(data) });
          for (const w of [...waiters]) {
            if (events.length >= w.count) {
              waiters.splice(waiters.indexOf(w), 1);
              w.resolve();
            }
          }
          cut = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // the connection was cut: the same as an end for the reader
    }
    ended = true;
    for (const w of endWaiters) w();
  })();
  return {
    events,
    comments: () => comments,
    until: (count: number) =>
      events.length >= count
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiters.push({ count, resolve })),
    ended: () => (ended ? Promise.resolve() : new Promise<void>((resolve) => endWaiters.push(resolve))),
    cancel: () => reader.cancel().catch(() => {}),
  };
}

describe('chat stream through the BFF', () => {
  let platform: TestPlatform;
  const bffs: FastifyInstance[] = [];

  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(async () => {
    for (const b of bffs) await b.close().catch(() => {});
    await platform?.close();
  });

  const bff = async () => {
    const out = await listenTestApp({ upstreamUrl: platform.url });
    bffs.push(out.app);
    return out;
  };
  const post = async (url: string, name: string, body: unknown, token: string) =>
    (await (
      await fetch(`${url}/app/v1/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: token },
        body: JSON.stringify(body),
      })
    ).json()) as { errcode: number; data: { id: number } };

  it('refuses a stream without a player token, as the envelope', async () => {
    const { url } = await bff();
    const res = await fetch(`${url}/app/v1/chatStream`);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ errcode: 401, data: null });
  });

  it('delivers a line live; after the BFF restarts, a reconnect with Last-Event-ID gets every line missed, once, in order', async () => {
    const { token } = await platform.createUserSession();
    const other = await platform.createUserSession();
    const bff1 = await bff();
    const first = bff1.url;
    const chat = (await post(first, 'chatOpen', { requestId: randomUUID() }, token)).data;
    const otherChat = (await post(first, 'chatOpen', { requestId: randomUUID() }, other.token)).data;

    const res = await fetch(`${first}/app/v1/chatStream`, { headers: { authorization: token } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const live = readEvents(res);
    const said = await post(
      first,
      'chatSend',
      { chatId: chat.id, text: 'one', requestId: randomUUID() },
      token,
    );
    expect(said.errcode).toBe(0);
    await live.until(1);
    expect(live.events.map((e) => e.data.text)).toEqual(['one']);
    expect(live.events[0]!.id).toBe(String(said.data.id));

    // The BFF goes away (deploy, crash): its streams end; lines keep arriving at the platform meanwhile.
    await bff1.app.close();
    await live.ended();
    const direct = (name: string, body: unknown, t: string) => post(platform.url, name, body, t);
    await direct('chatSend', { chatId: chat.id, text: 'two', requestId: randomUUID() }, token);
    await direct(
      'chatSend',
      { chatId: otherChat.id, text: 'not yours', requestId: randomUUID() },
      other.token,
    );
    await direct('chatSend', { chatId: chat.id, text: 'three', requestId: randomUUID() }, token);

    const second = (await bff()).url;
    const again = await fetch(`${second}/app/v1/chatStream`, {
      headers: { authorization: token, 'last-event-id': live.events.at(-1)!.id },
    });
    const resumed = readEvents(again);
    await resumed.until(2);
    await post(second, 'chatSend', { chatId: chat.id, text: 'four', requestId: randomUUID() }, token);
    await resumed.until(3);
    expect(resumed.events.map((e) => e.data.text)).toEqual(['two', 'three', 'four']);
    const ids = resumed.events.map((e) => Number(e.id));
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    await resumed.cancel();
  });

  it('a platform that shuts down ends the streams open on it, so its shutdown never waits on a viewer', async () => {
    const own = await startTestPlatform();
    const { token } = await own.createUserSession();
    const res = await fetch(`${own.url}/app/v1/chatStream`, { headers: { authorization: token } });
    expect(res.status).toBe(200);
    const live = readEvents(res);
    // Without the platform ending its streams, close() waits for the viewer to leave: this test would time out.
    await own.close();
    await live.ended();
    expect(live.events).toEqual([]);
  });

  it('the support desk’s stream shows every player’s line; a player token or a role without support is refused', async () => {
    const { url } = await bff();
    const agent = await createTestOperator(platform.db, ['support']);
    const kyc = await createTestOperator(platform.db, ['kyc']);
    const { token } = await platform.createUserSession();
    expect((await fetch(`${url}/ops/v1/chatStream`, { headers: { authorization: token } })).status).toBe(401);
    const refused = await fetch(`${url}/ops/v1/chatStream`, { headers: { authorization: kyc.token } });
    expect(refused.status).toBe(403);
    const res = await fetch(`${url}/ops/v1/chatStream`, { headers: { authorization: agent.token } });
    expect(res.status).toBe(200);
    const desk = readEvents(res);
    const chat = (await post(url, 'chatOpen', { requestId: randomUUID() }, token)).data;
    await post(url, 'chatSend', { chatId: chat.id, text: 'anyone there?', requestId: randomUUID() }, token);
    await desk.until(1);
    expect(desk.events[0]!.data).toMatchObject({ chatId: chat.id, from: 'player', text: 'anyone there?' });
    await desk.cancel();
  });
});
