// The Sic Bo table as the view lays it out on a phone: the 52 areas (contracts sicbo.ts) in four tabs, the
// main bets first, and each area's name for labels, recall and the result line.
import { formatMoney } from '@casino/contracts/money';
import { SICBO_FACES, SICBO_TOTALS, sicboArea } from '@casino/contracts/sicbo';
import { t } from '../../i18n';

export type SicboTab = 'main' | 'totals' | 'dice' | 'pairs';
export const SICBO_TABS: readonly SicboTab[] = ['main', 'totals', 'dice', 'pairs'];

const pairs: string[] = [];
for (const a of SICBO_FACES) for (const b of SICBO_FACES) if (a < b) pairs.push(`combo-${a}-${b}`);

/** The areas of each tab, in reading order. */
export const TAB_AREAS: Readonly<Record<SicboTab, readonly string[]>> = {
  main: ['small', 'odd', 'even', 'big', ...SICBO_FACES.map((f) => `single-${f}`), 'anyTriple'],
  totals: SICBO_TOTALS.map((n) => `total-${n}`),
  dice: [...SICBO_FACES.map((f) => `double-${f}`), ...SICBO_FACES.map((f) => `triple-${f}`)],
  pairs,
};

export function tabOf(area: string): SicboTab {
  return SICBO_TABS.find((tab) => TAB_AREAS[tab].includes(area)) ?? 'main';
}

/** The area's name: "Big", "Total 9", "Pair 2 & 5", "Double 4", "Triple 6", "Single 3". */
export function areaName(key: string): string {
  const a = sicboArea(key);
  if (!a) return key;
  switch (a.kind) {
    case 'small':
    case 'big':
    case 'odd':
    case 'even':
    case 'anyTriple':
      return t(`games.sicbo.area.${a.kind}`);
    case 'total':
      return t('games.sicbo.area.total', { n: a.total });
    case 'combo':
      return t('games.sicbo.area.combo', { a: a.a, b: a.b });
    default:
      return t(`games.sicbo.area.${a.kind}`, { n: a.face });
  }
}

/** The faces an area shows as dice on the board (a pair its two faces, a double two, a triple three). */
export function areaFaces(key: string): number[] {
  const a = sicboArea(key);
  if (!a) return [];
  switch (a.kind) {
    case 'single':
      return [a.face];
    case 'double':
      return [a.face, a.face];
    case 'triple':
      return [a.face, a.face, a.face];
    case 'combo':
      return [a.a, a.b];
    default:
      return [];
  }
}

/** Each staked area of a settled round as the recall reads it: "Total 10 ₱10.00: paid ₱70.00". */
export function recallOutcomeText(wins: readonly { area: string; amount: number; win: number }[]): string[] {
  return wins.map((w) => {
    const money = { area: areaName(w.area), amount: formatMoney(w.amount) };
    return w.win > 0
      ? t('games.outcome.sicboWin', { ...money, win: formatMoney(w.win) })
      : t('games.outcome.sicboLost', money);
  });
}
