// Slots themes as plain data: symbols, reel strips, paylines, rows and the win cap. The platform's one slots
// engine plays them (platform engines/slots-themes.ts) and the browser verifier reads the strip lengths from
// them, so a theme is written once. Zod-free and import-free: the web loads it only in lazy chunks.
//
// The declared RTP and max win are not here: they are exact fractions the platform proves by enumerating every
// reel stop (slots.test.ts), so they stay beside that proof and its fraction arithmetic. Nothing outside the
// platform needs them as numbers (gameInfo carries the RTP to the web), and a copy here would be a figure
// detached from the test that checks it.

export interface SlotsSymbol {
  /** One character, used to write reel strips compactly. */
  code: string;
  key: string;
  name: string;
  kind: 'regular' | 'wild' | 'scatter';
  /**
   * pays[n] for n of a kind (index 0..reels). Regular and wild: multiples of the LINE bet, counted from the
   * leftmost reel along a payline. Scatter: multiples of the TOTAL bet, n anywhere on the screen.
   */
  pays: readonly number[];
}

export interface SlotsTheme<Id extends string = string> {
  id: Id;
  name: string;
  rows: number;
  /** Index in this list = the symbol number in results (grid, lineWins). */
  symbols: readonly SlotsSymbol[];
  /** One strip per reel, written with symbol codes; the strip wraps around. */
  reels: readonly string[];
  /** Row (0 = top) on each reel, left to right. */
  paylines: readonly (readonly number[])[];
  /** Cap on one spin's total win, in multiples of the total bet. */
  maxWinX: number;
}

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
export const FIESTA_REELS_THEME: SlotsTheme<'fiesta-reels'> = {
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
};

/** Palawan Pearls: the same engine with 10 lines, 30 stops a reel and no scatter. */
export const PALAWAN_PEARLS_THEME: SlotsTheme<'palawan-pearls'> = {
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
};

/**
 * A theme that plays another's maths exactly (codes, strips, pays, paylines, cap) under its own name and
 * symbols: `looks` renames the base's symbols in order, so the RTP and max win are the base's.
 */
function reskin<Id extends string>(
  base: SlotsTheme,
  id: Id,
  name: string,
  looks: readonly (readonly [key: string, name: string])[],
): SlotsTheme<Id> {
  if (looks.length !== base.symbols.length) throw new Error(`${id}: one look per symbol of ${base.id}`);
  return {
    ...base,
    id,
    name,
    symbols: base.symbols.map((s, i) => ({ ...s, key: looks[i]![0], name: looks[i]![1] })),
  };
}

/** Manila Nights: Fiesta Reels' maths with the city's night-market symbols (the full moon is the scatter). */
export const MANILA_NIGHTS_THEME = reskin(FIESTA_REELS_THEME, 'manila-nights', 'Manila Nights', [
  ['neon-wild', 'Neon Wild'],
  ['full-moon', 'Full Moon'],
  ['karaoke', 'Karaoke Mic'],
  ['halo-halo', 'Halo-Halo'],
  ['balut', 'Balut'],
  ['isaw', 'Isaw'],
  ['taho', 'Taho'],
  ['mn-ace', 'Ace'],
  ['mn-king', 'King'],
  ['mn-queen', 'Queen'],
]);

/** Jeepney Jackpot: Palawan Pearls' maths (10 lines, no scatter) with the jeepney's chrome and road symbols. */
export const JEEPNEY_JACKPOT_THEME = reskin(PALAWAN_PEARLS_THEME, 'jeepney-jackpot', 'Jeepney Jackpot', [
  ['jj-wild', 'Jackpot Wild'],
  ['silver-jeepney', 'Silver Jeepney'],
  ['chrome-horse', 'Chrome Horse'],
  ['route-sign', 'Route Sign'],
  ['steering-wheel', 'Steering Wheel'],
  ['jj-ace', 'Ace'],
  ['jj-king', 'King'],
  ['jj-queen', 'Queen'],
  ['jj-jack', 'Jack'],
]);

/** Every theme the slots engine plays; a new theme is a new object above, listed here. */
export const SLOTS_THEMES = [
  FIESTA_REELS_THEME,
  PALAWAN_PEARLS_THEME,
  MANILA_NIGHTS_THEME,
  JEEPNEY_JACKPOT_THEME,
] as const;

export type SlotsThemeId = (typeof SLOTS_THEMES)[number]['id'];

/** The theme of a slots game whose config names none. */
export const DEFAULT_SLOTS_THEME: SlotsTheme<SlotsThemeId> = FIESTA_REELS_THEME;
