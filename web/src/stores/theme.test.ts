import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { applyTheme, THEMED_VARS, type Theme, themeVariables } from './theme';
import { parseColour, readableOn, toHex } from './theme-colour';

// The platform's own seed: the themes an operator can switch between, as the platform sends them
// (platform/src/catalogue/assemble.ts: themeJsonData = JSON.stringify(tokens)).
const seed = JSON.parse(readFileSync(join(__dirname, '../../../platform/seed/themes.json'), 'utf8')) as {
  themes: { id: string; themeName: string; themeDomian: string; tokens: Record<string, string> }[];
};
const seeded = (id: string): Theme => {
  const entry = seed.themes.find((t) => t.id === id);
  if (!entry) throw new Error(`no seeded theme ${id}`);
  return {
    themeName: entry.themeName,
    themeDomian: entry.themeDomian,
    themeJsonData: JSON.stringify(entry.tokens),
  };
};
const theme = (tokens: Record<string, unknown>): Theme => ({
  themeName: 'test',
  themeDomian: 'casino.ph',
  themeJsonData: JSON.stringify(tokens),
});

/** The colour variables the stylesheet declares: a theme must reach every one of them. */
const stylesheetColours = [
  ...readFileSync(join(__dirname, '../styles/base.css'), 'utf8')
    .split(/^:root\s*{/m)[1]!
    .split('}')[0]!
    .matchAll(/(--c-[a-z0-9-]+):/g),
].map((m) => m[1]!);

const root = document.documentElement;
afterEach(() => {
  for (const name of THEMED_VARS) root.style.removeProperty(name);
});

describe('theme', () => {
  it('applies every token of the seeded Fiesta theme to the CSS variables the stylesheet uses', () => {
    applyTheme(seeded('fiesta'), root);
    const css = (name: string) => root.style.getPropertyValue(name);
    expect(css('--c-gold')).toBe('#ff3d7f');
    expect(css('--c-on-gold')).toBe('#ffffff');
    expect(css('--c-bg')).toBe('#1b0a2e');
    expect(css('--c-surface')).toBe('#2a1245');
    expect(css('--c-surface-2')).toBe('#3a1a5e');
    expect(css('--c-text')).toBe('#fff7e6');
    expect(css('--c-muted')).toBe('#d3b8f0');
    expect(css('--c-accent')).toBe('#ffd23f');
    expect(css('--c-danger')).toBe('#ff6b3d');
    expect(css('--c-success')).toBe('#52e3a4');
    expect(css('--radius')).toBe('16px');
    expect(css('--font')).toContain('system-ui');
    // shades Fiesta does not name come from its own colours, not the night-gold defaults
    expect(css('--c-bg-2')).toBe('#12071e');
    expect(css('--c-gold-2')).toBe('#e03670');
    expect(css('--c-line')).toMatch(/^#[0-9a-f]{6}$/);
    for (const name of stylesheetColours) expect(css(name), name).not.toBe('');
  });

  it('maps every token the seeded themes send, for each of them', () => {
    for (const { id, tokens } of seed.themes) {
      const vars = themeVariables(seeded(id));
      expect(Object.keys(vars).sort(), id).toEqual(
        [...stylesheetColours, '--c-success', '--radius', '--font'].sort(),
      );
      for (const [key, value] of Object.entries(tokens))
        expect(Object.values(vars), `${id}.${key}`).toContain(value);
    }
  });

  it('switching themes leaves nothing of the previous one behind', () => {
    applyTheme(seeded('fiesta'), root);
    applyTheme(theme({ primary: '#00aaff' }), root);
    expect(root.style.getPropertyValue('--c-gold')).toBe('#00aaff');
    expect(root.style.getPropertyValue('--c-bg')).toBe('');
    expect(root.style.getPropertyValue('--radius')).toBe('');
    // a theme with only the primary colour still gets a matching gradient stop and readable text on it
    expect(root.style.getPropertyValue('--c-gold-2')).toBe('#0096e0');
    expect(root.style.getPropertyValue('--c-on-gold')).toBe('#1b1400');
  });

  it('keeps the older `muted` name, with `textMuted` winning when both come', () => {
    expect(themeVariables(theme({ muted: '#777777' }))['--c-muted']).toBe('#777777');
    expect(themeVariables(theme({ textMuted: '#111111', muted: '#777777' }))['--c-muted']).toBe('#111111');
    expect(themeVariables(theme({ muted: '#777777', textMuted: '#111111' }))['--c-muted']).toBe('#111111');
  });

  it('refuses values that are not plain colours, lengths or font names', () => {
    const vars = themeVariables(
      theme({
        primary: 'red; background: url(https://evil.example/x.png)',
        background: 'url(x)',
        radius: '12px; color: red',
        fontFamily: 'x; background: url(y)',
        text: 12,
      }),
    );
    expect(vars).toEqual({});
    expect(themeVariables({ themeName: '', themeDomian: '', themeJsonData: 'not json' })).toEqual({});
    expect(themeVariables(null)).toEqual({});
  });

  it('sets the browser bar colour to the theme background', () => {
    const meta = document.createElement('meta');
    meta.name = 'theme-color';
    meta.content = '#0b1230';
    document.head.append(meta);
    applyTheme(seeded('fiesta'), root);
    expect(meta.content).toBe('#1b0a2e');
    meta.remove();
  });
});

describe('theme colours', () => {
  it('reads hex and rgb() forms', () => {
    expect(parseColour('#abc')).toEqual([170, 187, 204]);
    expect(parseColour('#ff3d7f80')).toEqual([255, 61, 127]);
    expect(parseColour('rgb(1, 2, 3)')).toEqual([1, 2, 3]);
    expect(parseColour('rgba(1,2,3,0.5)')).toEqual([1, 2, 3]);
    expect(parseColour('#abcde')).toBeNull();
    expect(parseColour('rgb(300, 0, 0)')).toBeNull();
  });

  it('picks dark text on a light fill and white on a dark one', () => {
    expect(toHex(readableOn([245, 197, 66]))).toBe('#1b1400');
    expect(toHex(readableOn([40, 20, 90]))).toBe('#ffffff');
  });
});
