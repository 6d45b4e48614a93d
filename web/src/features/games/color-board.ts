// The Color Game's betting board. Stakes never carry over silently: a settled roll clears the board, and the
// last round's stakes come back only when the player asks (Rebet, Double). The total on the Roll button and
// the roll request are both read from the same board, so what is shown is exactly what is taken.

import { atom, computed, type ReadableAtom } from 'nanostores';

/** Stakes per colour index (0…5), minor units; a colour without a stake is absent. */
export type Stakes = Readonly<Record<number, number>>;
export type ColorBet = { color: number; amount: number };
/** Why a change to the board was refused; the board is left as it was. */
export type BoardRefusal =
  | { kind: 'overMax'; max: number }
  | { kind: 'overBalance'; amount: number; balance: number };
export interface BoardLimits {
  maxBet: number;
  /** null while the balance is unknown (the platform still judges the roll). */
  balance: number | null;
}

/** Stakes as the play's bets: one per colour with a stake, in colour order. */
export function colorBets(stakes: Stakes): ColorBet[] {
  return Object.entries(stakes)
    .map(([c, amount]) => ({ color: Number(c), amount }))
    .filter((b) => b.amount > 0)
    .sort((a, b) => a.color - b.color);
}

export function stakesTotal(stakes: Stakes): number {
  return colorBets(stakes).reduce((s, b) => s + b.amount, 0);
}

function check(next: Stakes, limits: BoardLimits): BoardRefusal | null {
  const total = stakesTotal(next);
  if (total > limits.maxBet) return { kind: 'overMax', max: limits.maxBet };
  if (limits.balance !== null && total > limits.balance)
    return { kind: 'overBalance', amount: total, balance: limits.balance };
  return null;
}

export interface ColorBoard {
  /** What is on the board now. */
  $stakes: ReadableAtom<Stakes>;
  /** The stakes of the last settled roll (what Rebet puts back). */
  $last: ReadableAtom<Stakes>;
  /** The total the Roll button shows: the sum of `request().bets`. */
  $total: ReadableAtom<number>;
  add(color: number, chip: number, limits: BoardLimits): BoardRefusal | null;
  /** Put the last round's stakes back, replacing the board: pressing it again never adds. */
  rebet(limits: BoardLimits): BoardRefusal | null;
  /** Double what is on the board, or the last round's stakes when the board is empty. */
  double(limits: BoardLimits): BoardRefusal | null;
  clear(): void;
  /** The roll request's bets, built from the board. */
  request(): { engine: 'color'; bets: ColorBet[] };
  /** A roll settled on these bets: they become the last round's, and the board is cleared. */
  settled(bets: readonly ColorBet[]): void;
}

export function createColorBoard(): ColorBoard {
  const $stakes = atom<Stakes>({});
  const $last = atom<Stakes>({});
  const $total = computed($stakes, stakesTotal);
  const put = (next: Stakes, limits: BoardLimits): BoardRefusal | null => {
    const refused = check(next, limits);
    if (!refused) $stakes.set(next);
    return refused;
  };
  return {
    $stakes,
    $last,
    $total,
    add(color, chip, limits) {
      const now = $stakes.get();
      return put({ ...now, [color]: (now[color] ?? 0) + chip }, limits);
    },
    rebet(limits) {
      return put({ ...$last.get() }, limits);
    },
    double(limits) {
      const now = $stakes.get();
      const base = stakesTotal(now) > 0 ? now : $last.get();
      return put(Object.fromEntries(colorBets(base).map((b) => [b.color, b.amount * 2])), limits);
    },
    clear() {
      $stakes.set({});
    },
    request() {
      return { engine: 'color', bets: colorBets($stakes.get()) };
    },
    settled(bets) {
      $last.set(Object.fromEntries(bets.map((b) => [b.color, b.amount])));
      $stakes.set({});
    },
  };
}
