import { uploadInPieces } from '@casino/platform/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenTestApp } from '../testing/build-test-app';

// Node's own fetch (undici) as the client: it fails with EPIPE / "fetch failed" when a server answers and
// closes while the upload is still going, where curl would show the status.
const EIGHT_MB = 8 * 1024 * 1024;

function chunked(total: number): ReadableStream<Uint8Array> {
  let sent = 0;
  const piece = new Uint8Array(64 * 1024).fill(0x61);
  return new ReadableStream({
    pull(controller) {
      if (sent >= total) return controller.close();
      controller.enqueue(piece);
      sent += piece.length;
    },
  });
}

describe('an over-limit body at the BFF', () => {
  let app: FastifyInstance;
  let url: string;

  beforeAll(async () => {
    // Nothing listens upstream: the refusal never leaves the BFF.
    ({ app, url } = await listenTestApp({ upstreamUrl: 'http://127.0.0.1:9' }));
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers a 413 a sender reads after its whole upload, with a length or chunked, instead of a reset', async () => {
    for (const chunked of [false, true, false, true]) {
      const res = await uploadInPieces(url, '/app/v1/anonymous/appConfig', EIGHT_MB, { chunked });
      expect({ chunked, error: res.error, status: res.statusLine }).toEqual({
        chunked,
        error: null,
        status: 'HTTP/1.1 413 Payload Too Large',
      });
      expect(res.body).toContain('Body too large');
    }
  });

  it('answers a 413 that Node fetch reads, with a length or chunked, every time', async () => {
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${url}/app/v1/anonymous/appConfig`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        ...(i % 2 === 0
          ? { body: `{"v":"${'a'.repeat(EIGHT_MB)}"}` }
          : { body: chunked(EIGHT_MB), duplex: 'half' }),
      } as RequestInit);
      expect(res.status, `attempt ${i}`).toBe(413);
      expect(await res.json()).toMatchObject({ errcode: 413, msg: 'Body too large' });
    }
    // and the server goes on answering
    const after = await fetch(`${url}/app/v1/anonymous/appConfig`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"v":"x"}',
    });
    expect(after.status).not.toBe(413);
  });
});
