import type { CallAnswer } from '@casino/contracts/registry';
import { atom } from 'nanostores';
import { call } from '../api/call';
import { KEY, readJson, writeLocal } from '../lib/storage';

export type AppConfig = CallAnswer<'anonymous/appConfig'>;

export interface ConfigState {
  /** 'stale' = shown from the last visit's copy while a fresh one loads. */
  status: 'loading' | 'stale' | 'ready' | 'error';
  data: AppConfig | null;
}

const cached = readJson<AppConfig>(KEY.config);
export const $config = atom<ConfigState>(
  cached ? { status: 'stale', data: cached } : { status: 'loading', data: null },
);

/** appConfig; errors are ignored silently (spec §8): the last good copy stays, the page shows its own retry. */
export async function loadConfig(): Promise<void> {
  const current = $config.get();
  if (!current.data) $config.set({ status: 'loading', data: null });
  const res = await call('anonymous/appConfig', current.data ? { v: current.data.v } : {}, { tips: false });
  if (res.ok) {
    $config.set({ status: 'ready', data: res.data });
    writeLocal(KEY.config, JSON.stringify(res.data));
  } else {
    $config.set({ status: current.data ? 'stale' : 'error', data: current.data });
  }
}
