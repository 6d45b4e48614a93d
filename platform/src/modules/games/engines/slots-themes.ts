// Slots themes: strips, paytables and paylines the one slots engine plays. A new theme is a new object
// here; its declaredRtp must equal computeSlotsRtp() (slots.test.ts enumerates every theme).
import { fraction } from './exact';
import type { SlotsDefinition } from './slots';

/** The classic 20 lines of a 5 × 3 slot; row 0 is the top row. */
export const PAYLINES_20: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 0, 2, 0],
];

/** Fiesta Reels: 5 × 3, 20 lines, 32 stops a reel, wild and a scatter sun. */
export const FIESTA_REELS: SlotsDefinition = {
  id: 'fiesta-reels',
  name: 'Fiesta Reels',
  rows: 3,
  symbols: [
    { code: 'W', key: 'wild', name: 'Fiesta Wild', kind: 'wild', pays: [0, 0, 0, 100, 500, 2500] },
    { code: 'S', key: 'sun', name: 'Sun', kind: 'scatter', pays: [0, 0, 0, 3, 15, 100] },
    { code: 'J', key: 'jeepney', name: 'Jeepney', kind: 'regular', pays: [0, 0, 0, 50, 200, 1000] },
    { code: 'C', key: 'carabao', name: 'Carabao', kind: 'regular', pays: [0, 0, 0, 40, 150, 600] },
    { code: 'R', key: 'parol', name: 'Parol', kind: 'regular', pays: [0, 0, 0, 30, 100, 400] },
    { code: 'M', key: 'mango', name: 'Mango', kind: 'regular', pays: [0, 0, 0, 20, 60, 250] },
    { code: 'P', key: 'sampaguita', name: 'Sampaguita', kind: 'regular', pays: [0, 0, 0, 15, 50, 200] },
    { code: 'K', key: 'coconut', name: 'Coconut', kind: 'regular', pays: [0, 0, 0, 8, 30, 120] },
    { code: 'L', key: 'calamansi', name: 'Calamansi', kind: 'regular', pays: [0, 0, 0, 6, 25, 100] },
    { code: 'B', key: 'bibingka', name: 'Bibingka', kind: 'regular', pays: [0, 0, 0, 4, 18, 80] },
  ],
  reels: [
    'BRJWBLKPRBCPKMSPMBLKLMPLJBKCKBRL',
    'BWPMRCRSBPMRLJKPBCLWBKJBMKPLKLKL',
    'KLWLMPRJPKRKSLJPWRCBPBLBMKBCLKMB',
    'KLBLCMLPKJWSKBMLBCWPKRPBLRBKRPMJ',
    'MPLCBRLBKPLMPMKBJRKRJLBLPBKBKWSC',
  ],
  paylines: PAYLINES_20,
  maxWinX: 500,
  declaredRtp: fraction(32_234_755, 33_554_432),
  declaredMaxWinX: fraction(883, 4),
};

/** Palawan Pearls: the same engine with 10 lines, 30 stops a reel and no scatter. */
export const PALAWAN_PEARLS: SlotsDefinition = {
  id: 'palawan-pearls',
  name: 'Palawan Pearls',
  rows: 3,
  symbols: [
    { code: 'W', key: 'pearl', name: 'Pearl Wild', kind: 'wild', pays: [0, 0, 0, 80, 400, 2000] },
    { code: 'B', key: 'bangka', name: 'Bangka', kind: 'regular', pays: [0, 0, 0, 50, 200, 1000] },
    { code: 'T', key: 'pawikan', name: 'Pawikan', kind: 'regular', pays: [0, 0, 0, 40, 150, 500] },
    { code: 'D', key: 'dolphin', name: 'Dolphin', kind: 'regular', pays: [0, 0, 0, 25, 100, 300] },
    { code: 'F', key: 'clownfish', name: 'Clownfish', kind: 'regular', pays: [0, 0, 0, 20, 60, 200] },
    { code: 'H', key: 'shell', name: 'Shell', kind: 'regular', pays: [0, 0, 0, 10, 40, 150] },
    { code: 'R', key: 'starfish', name: 'Starfish', kind: 'regular', pays: [0, 0, 0, 6, 30, 100] },
    { code: 'O', key: 'coral', name: 'Coral', kind: 'regular', pays: [0, 0, 0, 6, 20, 80] },
    { code: 'A', key: 'anchor', name: 'Anchor', kind: 'regular', pays: [0, 0, 0, 4, 15, 60] },
  ],
  reels: [
    'HOWAFAHADROHBHOBOARFRTDARADOFT',
    'OTOWDBHBAHARFROADTHOHFAWAORFRD',
    'RDOFOHRAWATDRAOAOTHFRHWOADFBHB',
    'WRDRBRDHWOTRHTBAOFAFHDAHOFAOAO',
    'DODHAFOWAFDTFARAHOROAHRHORBATB',
  ],
  paylines: PAYLINES_20.slice(0, 10),
  maxWinX: 500,
  declaredRtp: fraction(1_555_231, 1_620_000),
  declaredMaxWinX: fraction(218),
};

export const SLOTS_THEMES: readonly SlotsDefinition[] = [FIESTA_REELS, PALAWAN_PEARLS];
export const DEFAULT_SLOTS_THEME = FIESTA_REELS;

export function slotsTheme(id: string | undefined): SlotsDefinition | undefined {
  return id === undefined ? DEFAULT_SLOTS_THEME : SLOTS_THEMES.find((t) => t.id === id);
}
