import { registry } from '@casino/contracts/registry';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEY } from '../lib/storage';
import { json, resetApp, stubFetch } from '../test/helpers';
import { type AppConfig, CONFIG_CACHE_MAX_CHARS, CONFIG_CACHE_SHAPE, loadConfig } from './config';

const answer = registry['anonymous/appConfig'].examples.answer as AppConfig;
const ok = (data: unknown) => json({ errcode: 0, msg: 'ok', data });
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

/** The config store as a fresh start of the app builds it from what localStorage holds. */
async function freshStart() {
  vi.resetModules();
  return import('./config');
}

beforeEach(() => resetApp());
afterEach(() => vi.unstubAllGlobals());

describe('the catalogue offline (last good appConfig)', () => {
  it('a start without network paints the lobby from the last good answer', async () => {
    stubFetch(() => ok(answer));
    await loadConfig();

    stubFetch(offline);
    const { $config, loadConfig: load } = await freshStart();
    expect($config.get()).toEqual({ status: 'stale', data: answer });
    await load();
    expect($config.get().status).toBe('stale');
    expect($config.get().data?.appGameList).toEqual(answer.appGameList);
  });

  it('asks for changes since the version it holds and keeps the fresh answer', async () => {
    stubFetch(() => ok(answer));
    await loadConfig();
    const fresh = { ...answer, v: `${answer.v}-next` };
    const { calls } = stubFetch(() => ok(fresh));
    const { $config, loadConfig: load } = await freshStart();
    await load();
    expect(calls[0]?.body?.v).toBe(answer.v);
    expect($config.get()).toEqual({ status: 'ready', data: fresh });
    expect((await freshStart()).$config.get().data?.v).toBe(fresh.v);
  });

  it('keeps the copy it holds when the server answers "unchanged" for its version, without rewriting it', async () => {
    stubFetch(() => ok(answer));
    await loadConfig();
    const { calls } = stubFetch(() => ok({ v: answer.v, unchanged: true }));
    const { $config, loadConfig: load } = await freshStart();
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    await load();
    expect(calls[0]?.body?.v).toBe(answer.v);
    expect($config.get()).toEqual({ status: 'ready', data: answer });
    expect(setItem.mock.calls.filter(([key]) => key === KEY.config)).toEqual([]);
    expect(localStorage.getItem(KEY.config)).toContain(answer.v);
  });

  it('ignores a copy saved in another shape (an older build), and copies from before the shape tag', async () => {
    localStorage.setItem(KEY.config, JSON.stringify({ s: CONFIG_CACHE_SHAPE + 1, data: answer }));
    expect((await freshStart()).$config.get()).toEqual({ status: 'loading', data: null });
    localStorage.setItem(KEY.config, JSON.stringify(answer));
    expect((await freshStart()).$config.get()).toEqual({ status: 'loading', data: null });
    localStorage.setItem(KEY.config, '{broken');
    expect((await freshStart()).$config.get()).toEqual({ status: 'loading', data: null });
  });

  it('does not keep a catalogue too big for storage, nor the older copy it replaces', async () => {
    stubFetch(() => ok(answer));
    await loadConfig();
    const huge = {
      ...answer,
      appGenericImgList: [{ uniqueKey: 'x', img: 'y'.repeat(CONFIG_CACHE_MAX_CHARS) }],
    };
    stubFetch(() => ok(huge));
    await loadConfig();
    expect(localStorage.getItem(KEY.config)).toBeNull();
  });

  it('with no copy and no network, the lobby shows its error state', async () => {
    stubFetch(offline);
    const { $config, loadConfig: load } = await freshStart();
    await load();
    expect($config.get()).toEqual({ status: 'error', data: null });
  });
});

describe('back online', () => {
  it('asks for the catalogue again once the network returns', async () => {
    stubFetch(offline);
    const { $config, loadConfig: load } = await freshStart();
    await load();
    await load();
    stubFetch(() => ok(answer));
    expect($config.get().status).toBe('error');
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect($config.get()).toEqual({ status: 'ready', data: answer }));
  });
});
