// A betting board of several spots (the Color Game's six colours, Baccarat's five spots). Stakes never carry over
// silently: a settled round clears the board, and the last round's stakes come back only when the player asks
// (Rebet, Double). The total on the play button and the request are both read from the same board, so what is
// shown is exactly what is taken.

import { atom, computed, type ReadableAtom } from 'nanostores';

/** Stakes per spot index, minor units; a spot without a stake is absent. */
export type Stakes = Readonly<Record<number, number>>;
/** Why a change to the board was refused; the board is left as it was. */
export type BoardRefusal =
  | { kind: 'overMax'; max: number }
  | { kind: 'overBalance'; amount: number; balance: number };
export interface BoardLimits {
  maxBet: number;
  /** null while the balance is unknown (the platform still judges the round). */
  balance: number | null;
}

/** The spots with a stake, in spot order. */
export function stakeList(stakes: Stakes): { spot: number; amount: number }[] {
  return Object.entries(stakes)
    .map(([spot, amount]) => ({ spot: Number(spot), amount }))
    .filter((b) => b.amount > 0)
    .sort((a, b) => a.spot - b.spot);
}

export function stakesTotal(stakes: Stakes): number {
  return stakeList(stakes).reduce((s, b) => s + b.amount, 0);
}

function check(next: Stakes, limits: BoardLimits): BoardRefusal | null {
  const total = stakesTotal(next);
  if (total > limits.maxBet) return { kind: 'overMax', max: limits.maxBet };
  if (limits.balance !== null && total > limits.balance)
    return { kind: 'overBalance', amount: total, balance: limits.balance };
  return null;
}

export interface StakeBoard<Request> {
  /** What is on the board now. */
  $stakes: ReadableAtom<Stakes>;
  /** The stakes of the last settled round (what Rebet puts back). */
  $last: ReadableAtom<Stakes>;
  /** The total the play button shows: the sum of what `request()` stakes. */
  $total: ReadableAtom<number>;
  add(spot: number, chip: number, limits: BoardLimits): BoardRefusal | null;
  /** Put the last round's stakes back, replacing the board: pressing it again never adds. */
  rebet(limits: BoardLimits): BoardRefusal | null;
  /** Double what is on the board, or the last round's stakes when the board is empty. */
  double(limits: BoardLimits): BoardRefusal | null;
  clear(): void;
  /** The play request, built from the board. */
  request(): Request;
  /** A round settled on these stakes: they become the last round's, and the board is cleared. */
  settledStakes(stakes: Stakes): void;
}

export function createStakeBoard<Request>(toRequest: (stakes: Stakes) => Request): StakeBoard<Request> {
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
    add(spot, chip, limits) {
      const now = $stakes.get();
      return put({ ...now, [spot]: (now[spot] ?? 0) + chip }, limits);
    },
    rebet(limits) {
      return put({ ...$last.get() }, limits);
    },
    double(limits) {
      const now = $stakes.get();
      const base = stakesTotal(now) > 0 ? now : $last.get();
      return put(Object.fromEntries(stakeList(base).map((b) => [b.spot, b.amount * 2])), limits);
    },
    clear() {
      $stakes.set({});
    },
    request() {
      return toRequest($stakes.get());
    },
    settledStakes(stakes) {
      $last.set({ ...stakes });
      $stakes.set({});
    },
  };
}
