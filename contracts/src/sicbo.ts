// Sic Bo betting areas (the Macau table): the keys a play stakes on and what each needs of the three dice.
// Shared by the platform (which pays them) and the web (which draws the board and lights the winning areas),
// so both read one list. The pays themselves are the platform's (gameInfo paytable).

/** What one area needs of the dice; faces and totals are the dice's own numbers (1-6, 3-18). */
export type SicboArea =
  | { kind: 'small' }
  | { kind: 'big' }
  | { kind: 'odd' }
  | { kind: 'even' }
  | { kind: 'anyTriple' }
  | { kind: 'triple'; face: number }
  | { kind: 'double'; face: number }
  | { kind: 'total'; total: number }
  | { kind: 'combo'; a: number; b: number }
  | { kind: 'single'; face: number };

export type SicboBetKind = SicboArea['kind'];

export const SICBO_FACES = [1, 2, 3, 4, 5, 6] as const;
/** Totals with their own area: 3 and 18 are only triples, so they have none. */
export const SICBO_TOTALS = [4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17] as const;

const combos: string[] = [];
for (const a of SICBO_FACES) for (const b of SICBO_FACES) if (a < b) combos.push(`combo-${a}-${b}`);

/** Every area key, in board order: 4 even-money, 6 + 1 triples, 6 doubles, 14 totals, 15 pairs, 6 singles. */
export const SICBO_AREAS: readonly string[] = [
  'small',
  'big',
  'odd',
  'even',
  ...SICBO_FACES.map((f) => `triple-${f}`),
  'anyTriple',
  ...SICBO_FACES.map((f) => `double-${f}`),
  ...SICBO_TOTALS.map((t) => `total-${t}`),
  ...combos,
  ...SICBO_FACES.map((f) => `single-${f}`),
];

/** The area a key names, or null for a key no table has. */
export function sicboArea(key: string): SicboArea | null {
  if (!SICBO_AREAS.includes(key)) return null;
  const [kind, x, y] = key.split('-');
  const n = Number(x);
  switch (kind) {
    case 'small':
    case 'big':
    case 'odd':
    case 'even':
    case 'anyTriple':
      return { kind };
    case 'triple':
    case 'double':
    case 'single':
      return { kind, face: n };
    case 'total':
      return { kind, total: n };
    case 'combo':
      return { kind, a: n, b: Number(y) };
    default:
      return null;
  }
}

/**
 * How many times an area wins on these dice (faces 1-6): 0 loses. A single face wins once per die showing it
 * (1-3); every other area wins once. Big/Small and Odd/Even lose on any triple.
 */
export function sicboHits(area: SicboArea, dice: readonly number[]): number {
  const [d0, d1, d2] = dice as [number, number, number];
  const total = d0 + d1 + d2;
  const triple = d0 === d1 && d1 === d2;
  const count = (f: number) => dice.filter((d) => d === f).length;
  switch (area.kind) {
    case 'small':
      return !triple && total >= 4 && total <= 10 ? 1 : 0;
    case 'big':
      return !triple && total >= 11 && total <= 17 ? 1 : 0;
    case 'odd':
      return !triple && total % 2 === 1 ? 1 : 0;
    case 'even':
      return !triple && total % 2 === 0 ? 1 : 0;
    case 'anyTriple':
      return triple ? 1 : 0;
    case 'triple':
      return triple && d0 === area.face ? 1 : 0;
    case 'double':
      return count(area.face) >= 2 ? 1 : 0;
    case 'total':
      return total === area.total ? 1 : 0;
    case 'combo':
      return count(area.a) >= 1 && count(area.b) >= 1 ? 1 : 0;
    case 'single':
      return count(area.face);
  }
}

/** The area keys these dice win (the board lights them). */
export function sicboWinningAreas(dice: readonly number[]): string[] {
  return SICBO_AREAS.filter((k) => sicboHits(sicboArea(k)!, dice) > 0);
}
