import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform, uploadInPieces } from '../testing';

// Node's own fetch (undici) as the client (the BFF's own upstream client is undici too): it fails with EPIPE /
// "fetch failed" when a server answers and closes while the upload is still going.
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

describe('an over-limit body at the platform', () => {
  let p: TestPlatform;

  beforeAll(async () => {
    p = await startTestPlatform();
  });
  afterAll(async () => {
    await p?.close();
  });

  it('answers a 413 a sender reads after its whole upload, with a length or chunked, instead of a reset', async () => {
    for (const chunked of [false, true, false, true]) {
      const res = await uploadInPieces(p.url, '/app/v1/anonymous/appConfig', EIGHT_MB, { chunked });
      expect({ chunked, error: res.error, status: res.statusLine }).toEqual({
        chunked,
        error: null,
        status: 'HTTP/1.1 413 Payload Too Large',
      });
      expect(res.body).toContain('Request body is too large');
    }
  });

  it('answers a 413 that Node fetch reads, with a length or chunked, every time', async () => {
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${p.url}/app/v1/anonymous/appConfig`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        ...(i % 2 === 0
          ? { body: `{"v":"${'a'.repeat(EIGHT_MB)}"}` }
          : { body: chunked(EIGHT_MB), duplex: 'half' }),
      } as RequestInit);
      expect(res.status, `attempt ${i}`).toBe(413);
      expect(await res.json()).toMatchObject({ errcode: 413, msg: 'Request body is too large' });
    }
  });
});
