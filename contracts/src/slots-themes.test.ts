import { describe, expect, it } from 'vitest';
import {
  FIESTA_REELS_THEME,
  JEEPNEY_JACKPOT_THEME,
  MANILA_NIGHTS_THEME,
  PALAWAN_PEARLS_THEME,
  SLOTS_THEMES,
  type SlotsTheme,
} from './slots-themes';

describe('slots themes', () => {
  it('name each theme and each symbol once across all themes (the web draws symbol art by key)', () => {
    const ids = SLOTS_THEMES.map((t) => t.id);
    const keys = SLOTS_THEMES.flatMap((t) => t.symbols.map((s) => s.key));
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(SLOTS_THEMES.map((t) => [t.id, t] as const))(
    '%s: a strip’s text length is its stop count, so the browser verifier reads reel lengths off the strips',
    (_id, theme) => {
      const codes = new Set(theme.symbols.map((s) => s.code));
      for (const strip of theme.reels) {
        // one UTF-16 unit per stop, each a code of this theme's symbols
        expect([...strip].length).toBe(strip.length);
        expect([...strip].filter((c) => !codes.has(c))).toEqual([]);
      }
    },
  );

  it.each([
    [MANILA_NIGHTS_THEME.id, MANILA_NIGHTS_THEME, FIESTA_REELS_THEME],
    [JEEPNEY_JACKPOT_THEME.id, JEEPNEY_JACKPOT_THEME, PALAWAN_PEARLS_THEME],
  ] as const)(
    '%s is a reskin: its base’s maths exactly, none of its base’s symbols or names',
    (_id, skin, base) => {
      const maths = (t: SlotsTheme) => ({
        reels: t.reels,
        paylines: t.paylines,
        maxWinX: t.maxWinX,
        rows: t.rows,
        symbols: t.symbols.map(({ code, kind, pays }) => ({ code, kind, pays })),
      });
      expect(maths(skin)).toEqual(maths(base));
      const baseLooks = new Set(base.symbols.flatMap((s) => [s.key, s.name]));
      expect(skin.symbols.filter((s) => baseLooks.has(s.key) || baseLooks.has(s.name))).toEqual([]);
    },
  );
});
