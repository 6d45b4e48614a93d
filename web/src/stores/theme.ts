import type { CallAnswer } from '@casino/contracts/registry';
import { call } from '../api/call';
import { KEY, readJson, writeLocal } from '../lib/storage';

export type Theme = CallAnswer<'anonymous/appTheme'>;

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

/** The theme this device last got, painted without asking again (the game frame stops here). */
export function applySavedTheme(): void {
  applyTheme(readJson<Theme>(KEY.theme));
}

export async function loadTheme(): Promise<void> {
  applySavedTheme();
  const res = await call('anonymous/appTheme', {}, { tips: false });
  if (res.ok) {
    writeLocal(KEY.theme, JSON.stringify(res.data));
    applyTheme(res.data);
  }
}
