import type { AppConfigUnchanged, AppConfig as FullConfig } from '@casino/contracts/entities/app-config';
import { atom } from 'nanostores';
import { call } from '../api/call';
import { KEY, readJson, writeLocal } from '../lib/storage';

export type AppConfig = FullConfig;

export interface ConfigState {
  /** 'stale' = shown from the last visit's copy while a fresh one loads (or while offline). */
  status: 'loading' | 'stale' | 'ready' | 'error';
  data: AppConfig | null;
}

/**
 * The last good appConfig is kept for the next start and for offline use (a POST through the BFF, so the
 * service worker cannot cache it by URL). `s` is the shape version: bump it when appConfig changes shape,
 * so an older build's copy is dropped instead of misread.
 */
export const CONFIG_CACHE_SHAPE = 1;
/** localStorage holds about 5 M characters per origin for every key together; a bigger catalogue is not kept. */
export const CONFIG_CACHE_MAX_CHARS = 1_500_000;

const saved = readJson<{ s: number; data: AppConfig }>(KEY.config);
export const $config = atom<ConfigState>(
  saved?.s === CONFIG_CACHE_SHAPE ? { status: 'stale', data: saved.data } : { status: 'loading', data: null },
);

/** appConfig; errors are ignored silently (spec §8): the last good copy stays, the page shows its own retry. */
export async function loadConfig(): Promise<void> {
  const current = $config.get();
  if (!current.data) $config.set({ status: 'loading', data: null });
  const res = await call('anonymous/appConfig', current.data ? { v: current.data.v } : {}, { tips: false });
  if (res.ok && isUnchanged(res.data)) {
    // The copy held is the current version: the server sent only that, and the copy stays (already stored).
    if (current.data?.v === res.data.v) $config.set({ status: 'ready', data: current.data });
    else $config.set({ status: current.data ? 'stale' : 'error', data: current.data });
  } else if (res.ok) {
    const data = res.data as FullConfig;
    $config.set({ status: 'ready', data });
    saveConfig(data);
  } else {
    $config.set({ status: current.data ? 'stale' : 'error', data: current.data });
    // offline at start: ask again when the network is back (one listener however often it failed)
    addEventListener('online', loadAgain, { once: true });
  }
}
const loadAgain = () => void loadConfig();

const isUnchanged = (d: FullConfig | AppConfigUnchanged): d is AppConfigUnchanged => d.unchanged === true;

function saveConfig(data: AppConfig): void {
  const text = JSON.stringify({ s: CONFIG_CACHE_SHAPE, data });
  // the old copy goes first: a write refused for space must not leave an outdated catalogue behind
  writeLocal(KEY.config, null);
  if (text.length <= CONFIG_CACHE_MAX_CHARS) writeLocal(KEY.config, text);
}
