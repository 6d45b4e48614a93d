import type { CallAnswer } from '@casino/contracts/registry';
import { atom } from 'nanostores';
import { call } from '../api/call';
import { KEY, readJson, writeLocal } from '../lib/storage';

export type AppConfig = CallAnswer<'anonymous/appConfig'>;
export type Theme = CallAnswer<'anonymous/appTheme'>;

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

/** Theme tokens we accept from themeJsonData, each mapped to one CSS variable. */
const THEME_VARS: Record<string, string> = {
  primary: '--c-gold',
  accent: '--c-accent',
  background: '--c-bg',
  surface: '--c-surface',
  text: '--c-text',
  muted: '--c-muted',
  radius: '--radius',
};

/** Only colours and lengths pass: a theme must not be able to inject arbitrary CSS. */
const SAFE_VALUE = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|\d{1,3}px)$/i;

export function themeVariables(theme: Theme | null): Record<string, string> {
  if (!theme) return {};
  let tokens: unknown;
  try {
    tokens = JSON.parse(theme.themeJsonData);
  } catch {
    return {};
  }
  if (!tokens || typeof tokens !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(tokens as Record<string, unknown>)) {
    const cssVar = THEME_VARS[k];
    if (cssVar && typeof v === 'string' && SAFE_VALUE.test(v)) out[cssVar] = v;
  }
  return out;
}

export function applyTheme(theme: Theme | null, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(themeVariables(theme))) root.style.setProperty(name, value);
}

export async function loadTheme(): Promise<void> {
  applyTheme(readJson<Theme>(KEY.theme));
  const res = await call('anonymous/appTheme', {}, { tips: false });
  if (res.ok) {
    writeLocal(KEY.theme, JSON.stringify(res.data));
    applyTheme(res.data);
  }
}
