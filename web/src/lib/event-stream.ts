// A Server-Sent Events stream (the live chat's) over fetch, not EventSource: fetch can send the token in the authorization
// header (EventSource cannot, and a token in the URL ends up in logs) and the Last-Event-ID we choose. On a
// cut (BFF restart, network change) it reconnects after a short wait, from the last event it saw, so no line
// is lost or shown twice.

export type StreamState = 'connecting' | 'live' | 'reconnecting' | 'closed';

export interface ChatStreamOptions<T> {
  url: string;
  token: string;
  /** The newest event id already shown; the server sends what came after it. */
  lastEventId: number;
  onEvent(data: T, id: number): void;
  onState(state: StreamState): void;
  /** A refusal (401, 403): the stream stops; the caller decides (sign-in expired…). */
  onRefused?(status: number): void;
  /** Waits between reconnects, ms; the last one repeats. */
  backoffMs?: readonly number[];
  /** Tests: their own timer. */
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
}

const BACKOFF = [1000, 2000, 5000, 10_000];

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/** Reads SSE blocks out of a text stream: `id:`, `data:` lines; comments (heartbeats) are skipped. */
export function parseSseBlock(block: string): { id: number | null; data: string | null } {
  let id: number | null = null;
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id' && /^\d+$/.test(value)) id = Number(value);
    else if (field === 'data') data.push(value);
  }
  return { id, data: data.length > 0 ? data.join('\n') : null };
}

/** Opens the stream and keeps it open until `close()`. */
export function openChatStream<T>(o: ChatStreamOptions<T>): { close(): void } {
  const stop = new AbortController();
  let last = o.lastEventId;
  const backoff = o.backoffMs ?? BACKOFF;
  const wait = o.wait ?? sleep;

  void (async () => {
    let attempt = 0;
    while (!stop.signal.aborted) {
      o.onState(attempt === 0 ? 'connecting' : 'reconnecting');
      try {
        const res = await fetch(o.url, {
          headers: {
            accept: 'text/event-stream',
            authorization: o.token,
            ...(last > 0 ? { 'last-event-id': String(last) } : {}),
          },
          cache: 'no-store',
          signal: stop.signal,
        });
        if (res.status === 401 || res.status === 403) {
          o.onRefused?.(res.status);
          break;
        }
        if (res.ok && res.body) {
          o.onState('live');
          attempt = 0;
          const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
          let buffer = '';
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            buffer += value.replace(/\r\n?/g, '\n');
            let cut = buffer.indexOf('\n\n');
            while (cut >= 0) {
              const { id, data } = parseSseBlock(buffer.slice(0, cut));
              buffer = buffer.slice(cut + 2);
              if (id !== null && data !== null && id > last) {
                last = id;
                try {
                  o.onEvent(JSON.parse(data) as T, id);
                } catch {
                  // a line the client cannot read is skipped, not a reason to drop the stream
                }
              }
              cut = buffer.indexOf('\n\n');
            }
          }
        }
      } catch {
        // cut or unreachable: reconnect below
      }
      if (stop.signal.aborted) break;
      attempt++;
      o.onState('reconnecting');
      await wait(backoff[Math.min(attempt - 1, backoff.length - 1)] ?? 1000, stop.signal);
    }
    o.onState('closed');
  })();

  return { close: () => stop.abort() };
}
