// How both servers (BFF and platform) answer a request body over their limit so every client can read the 413.
// Answering while the client is still sending, then closing, resets the connection under it: curl shows the
// 413, but Node's fetch (undici) fails its upload with EPIPE and never sees the answer. So the rest of the body is
// read and thrown away first — up to a bound, and for a bounded time, so an endless body cannot hold the server —
// and only then is the 413 sent, with the connection closed.

/** Bytes of an oversized body read and discarded before the 413 goes out; beyond them the connection is cut. */
export const OVERSIZED_DRAIN_BYTES = 64 * 1024 * 1024;
/** How long an oversized body may keep arriving before the 413 goes out anyway. */
export const OVERSIZED_DRAIN_MS = 10_000;

/** The parts of a Node request stream the drain uses (no node types here: the web imports contracts too). */
export interface DrainableStream {
  readableEnded: boolean;
  destroyed: boolean;
  on(event: 'data', fn: (chunk: { length: number }) => void): unknown;
  on(event: 'end' | 'close' | 'error', fn: () => void): unknown;
  removeListener(event: string, fn: (...args: never[]) => void): unknown;
  resume(): unknown;
}

/**
 * Reads and discards what is left of the request body; resolves true once it ended, false when the byte or time
 * bound ran out first (the caller answers anyway and the connection closes under the sender).
 */
export function drainRequestBody(
  stream: DrainableStream,
  maxBytes = OVERSIZED_DRAIN_BYTES,
  maxMs = OVERSIZED_DRAIN_MS,
): Promise<boolean> {
  if (stream.readableEnded || stream.destroyed) return Promise.resolve(stream.readableEnded);
  return new Promise((resolve) => {
    let seen = 0;
    const finish = (ended: boolean) => {
      clearTimeout(timer);
      stream.removeListener('data', onData);
      stream.removeListener('end', onEnd);
      stream.removeListener('close', onGone);
      stream.removeListener('error', onGone);
      resolve(ended);
    };
    const onData = (chunk: { length: number }) => {
      seen += chunk.length;
      if (seen > maxBytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onGone = () => finish(false);
    const timer = setTimeout(() => finish(false), maxMs);
    stream.on('data', onData);
    stream.on('end', onEnd);
    stream.on('close', onGone);
    stream.on('error', onGone);
    stream.resume();
  });
}
