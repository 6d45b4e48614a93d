// Slots themes the one slots engine plays: contracts' theme data (strips, paytables, paylines, shared with the
// web verifier) plus the exact figures this engine declares for each. A declaredRtp must equal
// computeSlotsRtp() (slots.test.ts enumerates every theme), which is why the fractions live here, beside the
// enumerator that proves them, and not in contracts.
import {
  DEFAULT_SLOTS_THEME,
  type SlotsThemeId,
  SLOTS_THEMES as THEME_DATA,
} from '@casino/contracts/slots-themes';
import { fraction } from './exact';
import type { SlotsDefinition } from './slots';

export { PAYLINES_20 } from '@casino/contracts/slots-themes';

type Declared = Pick<SlotsDefinition, 'declaredRtp' | 'declaredMaxWinX'>;

// keyed by every contracts theme id: a theme added there without its figures here fails the type check
const DECLARED: Record<SlotsThemeId, Declared> = {
  'fiesta-reels': { declaredRtp: fraction(32_234_755, 33_554_432), declaredMaxWinX: fraction(883, 4) },
  'palawan-pearls': { declaredRtp: fraction(1_555_231, 1_620_000), declaredMaxWinX: fraction(218) },
  // reskins: the base theme's maths under other symbols, so its figures (the enumeration proves them again)
  'manila-nights': { declaredRtp: fraction(32_234_755, 33_554_432), declaredMaxWinX: fraction(883, 4) },
  'jeepney-jackpot': { declaredRtp: fraction(1_555_231, 1_620_000), declaredMaxWinX: fraction(218) },
};

export const SLOTS_THEMES: readonly SlotsDefinition[] = THEME_DATA.map((t) => ({ ...t, ...DECLARED[t.id] }));

export function slotsTheme(id: string | undefined): SlotsDefinition | undefined {
  return SLOTS_THEMES.find((t) => t.id === (id ?? DEFAULT_SLOTS_THEME.id));
}

function themeOf(id: SlotsThemeId): SlotsDefinition {
  return slotsTheme(id) as SlotsDefinition;
}

export const FIESTA_REELS = themeOf('fiesta-reels');
export const PALAWAN_PEARLS = themeOf('palawan-pearls');
