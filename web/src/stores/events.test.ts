import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, resetApp, stubFetch } from '../test/helpers';
import { EVENTS_ENDPOINT, installPageHideFlush, queuedEvents, track } from './events';

beforeEach(() => {
  resetApp();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const sentBatches = (calls: { url: string; body: Record<string, unknown> | null }[]) =>
  calls.filter((c) => c.url === EVENTS_ENDPOINT).map((c) => (c.body!.eventList as unknown[]).length);

describe('event-log queue (spec §9)', () => {
  it('sends at 20 events, not before', () => {
    const { calls } = stubFetch(() => json({}));
    for (let i = 0; i < 19; i++) track('click', { i });
    expect(sentBatches(calls)).toEqual([]);
    track('click', { i: 19 });
    expect(sentBatches(calls)).toEqual([20]);
    expect(calls[0]?.init.keepalive).toBe(true);
    expect(queuedEvents()).toHaveLength(0);
  });

  it('sends what is queued after 2 s', async () => {
    const { calls } = stubFetch(() => json({}));
    track('page_view', undefined, '/faq');
    track('click', { target: 'game' }, '/');
    await vi.advanceTimersByTimeAsync(1_999);
    expect(sentBatches(calls)).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sentBatches(calls)).toEqual([2]);
    expect(calls[0]?.body?.eventList).toMatchObject([
      { event: 'page_view', page: '/faq' },
      { event: 'click', page: '/', props: { target: 'game' } },
    ]);
  });

  it('flushes the rest with sendBeacon when the page is hidden', () => {
    const { calls } = stubFetch(() => json({}));
    const beacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
    const uninstall = installPageHideFlush();
    track('click');
    track('click');
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon.mock.calls[0]?.[0]).toBe(EVENTS_ENDPOINT);
    expect(sentBatches(calls)).toEqual([]);
    // nothing left for the timer to send
    vi.advanceTimersByTime(2_000);
    expect(sentBatches(calls)).toEqual([]);
    track('page_view');
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(2);
    uninstall();
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
  });

  it('the beacon carries the queued events as JSON text', async () => {
    stubFetch(() => json({}));
    let payload: Blob | null = null;
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (_url: string, data: Blob) => {
        payload = data;
        return true;
      },
    });
    const uninstall = installPageHideFlush();
    track('click', { target: 'age_accept' }, '/');
    window.dispatchEvent(new Event('pagehide'));
    uninstall();
    const text = await (payload as unknown as Blob).text();
    expect(JSON.parse(text)).toMatchObject({
      eventList: [{ event: 'click', props: { target: 'age_accept' } }],
    });
  });
});
