import { EVENT_QUEUE_FLUSH_MS, EVENT_QUEUE_MAX_EVENTS } from '@casino/contracts/constants';
import { GAME_FRAME } from '../lib/frame';

// Client event log (spec §9): batches of 20 or every 2 s to the BFF beacon endpoint; page hide flushes by beacon.

export const EVENTS_ENDPOINT = '/events';
export { EVENT_QUEUE_FLUSH_MS as EVENT_FLUSH_MS, EVENT_QUEUE_MAX_EVENTS as EVENT_BATCH };

/** Events kept while offline; older ones are dropped first. */
const MAX_QUEUED = 200;

export interface EventLogEntry {
  event: string;
  ts: number;
  page?: string;
  props?: Record<string, string | number | boolean>;
}

let queue: EventLogEntry[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;

export function queuedEvents(): readonly EventLogEntry[] {
  return queue;
}

/** Page views and key clicks. The game frame logs nothing: the page around it logs the game. */
export function track(event: string, props?: EventLogEntry['props'], page: string = location.pathname): void {
  if (GAME_FRAME) return;
  queue.push(props ? { event, ts: Date.now(), page, props } : { event, ts: Date.now(), page });
  if (queue.length > MAX_QUEUED) queue = queue.slice(-MAX_QUEUED);
  if (queue.length >= EVENT_QUEUE_MAX_EVENTS) flushEvents();
  else if (!timer) timer = setTimeout(flushEvents, EVENT_QUEUE_FLUSH_MS);
}

function take(): EventLogEntry[] {
  if (timer) clearTimeout(timer);
  timer = null;
  const batch = queue;
  queue = [];
  return batch;
}

/** Sends what is queued with fetch keepalive; best effort, a failed batch is not retried. */
export function flushEvents(): void {
  const batch = take();
  if (batch.length === 0) return;
  void fetch(EVENTS_ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ eventList: batch }),
    keepalive: true,
  }).catch(() => undefined);
}

/** Page hide: the page may be gone before a fetch finishes, so the beacon carries the rest. */
export function flushEventsByBeacon(): void {
  const batch = take();
  if (batch.length === 0) return;
  const body = JSON.stringify({ eventList: batch });
  // text/plain keeps the beacon a simple request; the BFF accepts it
  const sent =
    typeof navigator.sendBeacon === 'function' &&
    navigator.sendBeacon(EVENTS_ENDPOINT, new Blob([body], { type: 'text/plain' }));
  if (!sent) {
    void fetch(EVENTS_ENDPOINT, {
      method: 'POST',
      body,
      keepalive: true,
      headers: { 'content-type': 'text/plain' },
    }).catch(() => undefined);
  }
}

export function installPageHideFlush(win: Window = window, doc: Document = document): () => void {
  const onHidden = () => {
    if (doc.visibilityState === 'hidden') flushEventsByBeacon();
  };
  const onPageHide = () => flushEventsByBeacon();
  doc.addEventListener('visibilitychange', onHidden);
  win.addEventListener('pagehide', onPageHide);
  return () => {
    doc.removeEventListener('visibilitychange', onHidden);
    win.removeEventListener('pagehide', onPageHide);
  };
}

/** Tests start from an empty queue. */
export function resetEvents(): void {
  take();
}
