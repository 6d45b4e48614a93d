import type { CallAnswer } from '@casino/contracts/registry';
import { call } from '../api/call';
import { KEY, readJson, writeLocal } from '../lib/storage';
import { darken, mix, parseColour, type Rgb, readableOn, toHex } from './theme-colour';

export type Theme = CallAnswer<'anonymous/appTheme'>;

/**
 * Theme tokens (the names platform/seed/themes.json sends in themeJsonData) → the CSS variables styles.css
 * declares. `muted` is the name older themes used for `textMuted`.
 */
const COLOUR_VARS: Record<string, string> = {
  primary: '--c-gold',
  primaryText: '--c-on-gold',
  accent: '--c-accent',
  background: '--c-bg',
  surface: '--c-surface',
  surfaceRaised: '--c-surface-2',
  text: '--c-text',
  textMuted: '--c-muted',
  muted: '--c-muted',
  danger: '--c-danger',
  success: '--c-success',
};

/** Every variable a theme may set: cleared before the next theme applies, so no colour of the last one stays. */
export const THEMED_VARS = [
  ...new Set(Object.values(COLOUR_VARS)),
  '--c-bg-2',
  '--c-line',
  '--c-gold-2',
  '--radius',
  '--font',
];

// Only plain values pass: a theme must not be able to inject arbitrary CSS (no url(), no `;`).
const DEFAULT_TEXT: Rgb = [244, 246, 255];
const DEFAULT_BG: Rgb = [11, 18, 48];

const COLOUR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\))$/i;
const LENGTH = /^\d{1,3}px$/;
const FONT = /^[\w\s,'"-]{1,200}$/;

function readTokens(theme: Theme | null): Record<string, unknown> {
  if (!theme) return {};
  try {
    const tokens: unknown = JSON.parse(theme.themeJsonData);
    return tokens && typeof tokens === 'object' && !Array.isArray(tokens)
      ? (tokens as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/**
 * The CSS variables a theme sets. The stylesheet also uses shades no theme names (the page behind the
 * column, lines, the gold gradient's second stop): each is worked out from the colour it goes with, and only
 * when the theme sets that colour — a theme that sets just `primary` leaves the rest of the palette alone.
 */
export function themeVariables(theme: Theme | null): Record<string, string> {
  const out: Record<string, string> = {};
  const rgb: Record<string, Rgb> = {};
  for (const [k, v] of Object.entries(readTokens(theme))) {
    if (typeof v !== 'string') continue;
    const cssVar = COLOUR_VARS[k];
    if (cssVar && COLOUR.test(v)) {
      // `textMuted` wins over the older `muted` whatever their order in the JSON
      if (k === 'muted' && out[cssVar]) continue;
      out[cssVar] = v;
      const parsed = parseColour(v);
      if (parsed) rgb[cssVar] = parsed;
    } else if (k === 'radius' && LENGTH.test(v)) out['--radius'] = v;
    else if (k === 'fontFamily' && FONT.test(v)) out['--font'] = v;
  }

  const derive = (cssVar: string, from: string, shade: (c: Rgb) => Rgb) => {
    const base = rgb[from];
    if (base && !out[cssVar]) {
      rgb[cssVar] = shade(base);
      out[cssVar] = toHex(rgb[cssVar]);
    }
  };
  // a theme that sets one colour of a pair gets the other from the stylesheet's default (styles.css :root)
  const text = rgb['--c-text'] ?? DEFAULT_TEXT;
  const bg = rgb['--c-bg'] ?? DEFAULT_BG;
  derive('--c-bg-2', '--c-bg', (c) => darken(c, 0.35));
  derive('--c-surface-2', '--c-surface', (c) => mix(c, text, 0.08));
  derive('--c-line', '--c-surface-2', (c) => mix(c, text, 0.12));
  derive('--c-gold-2', '--c-gold', (c) => darken(c, 0.12));
  derive('--c-on-gold', '--c-gold', readableOn);
  derive('--c-muted', '--c-text', (c) => mix(c, bg, 0.3));
  return out;
}

export function applyTheme(theme: Theme | null, root: HTMLElement = document.documentElement): void {
  const vars = themeVariables(theme);
  if (!theme) return;
  for (const name of THEMED_VARS) root.style.removeProperty(name);
  for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value);
  // the browser's own bar (Android's status bar, the installed app's title bar) follows the page
  const bg = vars['--c-bg'];
  if (bg) document.querySelector('meta[name="theme-color"]')?.setAttribute('content', bg);
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
