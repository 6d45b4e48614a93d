// Sic Bo (the Macau table): three dice numbered 1-6; stakes on any of the table's 52 areas settle in one roll.
// The areas and what each needs of the dice are contracts `sicbo.ts` (the web lights the same areas); the
// pays are here, beside the enumeration that proves every bet type's return.
import { sicboDice } from '@casino/contracts/fairness';
import {
  SICBO_AREAS,
  SICBO_TOTALS,
  type SicboArea,
  type SicboBetKind,
  sicboArea,
  sicboHits,
} from '@casino/contracts/sicbo';
import { type Fraction, fraction } from './exact';
import type { FairSource } from './fair-source';
import {
  type BetLimits,
  checkBoardStakes,
  diceResult,
  type EngineContext,
  type SettledRound,
  settledAtOnce,
} from './round';

export interface SicboDefinition {
  id: string;
  name: string;
  /** Pays "to one" of each area that wins once (the stake is returned with it). */
  pays: {
    small: number;
    big: number;
    odd: number;
    even: number;
    anyTriple: number;
    triple: number;
    double: number;
    combo: number;
    /** Per total 4-17. */
    total: Readonly<Record<number, number>>;
  };
  /** A single face: pays to one for 1, 2 and 3 dice showing it. */
  single: readonly [number, number, number];
}

/**
 * The Macau table as most casinos there deal it, taking the better of each common pair of figures:
 * specific triple 180:1 (not 150:1), any triple 30:1 (not 24:1), specific double 10:1 (not 8:1), totals
 * 60/30/17/12/8/6/6:1, a pair of faces 5:1, a single face 1:1 / 2:1 / 3:1 (not 12:1 on a triple: the same
 * table as the perya Color Game, so one face returns what one colour does).
 */
export const MACAU_SIC_BO: SicboDefinition = {
  id: 'macau',
  name: 'Sic Bo',
  pays: {
    small: 1,
    big: 1,
    odd: 1,
    even: 1,
    anyTriple: 30,
    triple: 180,
    double: 10,
    combo: 5,
    total: {
      4: 60,
      5: 30,
      6: 17,
      7: 12,
      8: 8,
      9: 6,
      10: 6,
      11: 6,
      12: 6,
      13: 8,
      14: 12,
      15: 17,
      16: 30,
      17: 60,
    },
  },
  single: [1, 2, 3],
};

export const SICBO_VARIANTS: readonly SicboDefinition[] = [MACAU_SIC_BO];

export function sicboVariant(id: string | undefined): SicboDefinition | undefined {
  return id === undefined ? MACAU_SIC_BO : SICBO_VARIANTS.find((v) => v.id === id);
}

/** What a unit stake on an area returns (stake included) when it wins `hits` times; 0 when it loses. */
export function areaReturn(def: SicboDefinition, area: SicboArea, hits: number): number {
  if (hits === 0) return 0;
  switch (area.kind) {
    case 'single':
      return 1 + def.single[hits - 1]!;
    case 'total':
      return 1 + def.pays.total[area.total]!;
    default:
      return 1 + def.pays[area.kind];
  }
}

export interface SicboStake {
  area: string;
  amount: number;
}

export interface SicboWin {
  area: string;
  /** The stake on the area (recall shows what each area carried). */
  amount: number;
  /** Returned to the player, stake included (0 when the area lost). */
  win: number;
}

export interface SicboRoll {
  dice: [number, number, number];
  wins: SicboWin[];
  bet: number;
  win: number;
}

/** Checks the stakes: known areas once each, every stake within the minimum, the total within the maximum. */
export function validateSicboStakes(stakes: readonly SicboStake[], limits?: BetLimits): number {
  return checkBoardStakes(
    stakes,
    {
      spots: SICBO_AREAS.length,
      spotOf: (s) => s.area,
      known: (a) => sicboArea(a) !== null,
      countMessage: `Stake on 1 to ${SICBO_AREAS.length} areas`,
      spotMessage: 'Each area of the table takes one stake',
    },
    limits,
  );
}

/** Settle stakes against given dice (1-6). */
export function settleSicbo(
  def: SicboDefinition,
  dice: readonly [number, number, number],
  stakes: readonly SicboStake[],
): SicboRoll {
  const bet = validateSicboStakes(stakes);
  const wins = stakes.map(({ area, amount }) => {
    const a = sicboArea(area)!;
    return { area, amount, win: amount * areaReturn(def, a, sicboHits(a, dice)) };
  });
  return { dice: [dice[0], dice[1], dice[2]], wins, bet, win: wins.reduce((s, w) => s + w.win, 0) };
}

/** One roll from the round's fair floats: die i = floor(float_i × 6) + 1. */
export function rollSicbo(
  def: SicboDefinition,
  source: FairSource,
  stakes: readonly SicboStake[],
): SicboRoll {
  validateSicboStakes(stakes);
  return settleSicbo(def, sicboDice(source.floats(3)), stakes);
}

// ---- Exact returns ------------------------------------------------------------------------------------

/** A bet type as the paytable lists it: totals go in mirrored pairs (4/17 …), the rest one row each. */
export type SicboBetType = Exclude<SicboBetKind, 'total'> | `total-${number}`;

export interface SicboBetRtp {
  type: SicboBetType;
  /** The areas of this type; every one of them returns the same (the test checks it). */
  areas: string[];
  /** Return per unit staked over the 216 equally likely rolls. */
  rtp: Fraction;
  /** Chance an area of this type returns something. */
  hitFrequency: Fraction;
  /** Rolls of the 216 on which it returns something. */
  hits: number;
  /** The most one stake returns, as a multiple of it. */
  maxWinX: number;
}

const pairOf = (total: number) => Math.min(total, 21 - total);

/** The bet type an area belongs to (a total with its mirror: 4 and 17 are one type). */
export function betTypeOf(area: SicboArea): SicboBetType {
  return area.kind === 'total' ? `total-${pairOf(area.total)}` : area.kind;
}

/** Every bet type in paytable order. */
export const SICBO_BET_TYPES: readonly SicboBetType[] = [
  'small',
  'big',
  'odd',
  'even',
  'triple',
  'anyTriple',
  'double',
  ...[...new Set(SICBO_TOTALS.map(pairOf))].map((t): SicboBetType => `total-${t}`),
  'combo',
  'single',
];

/** All 216 rolls, each equally likely. */
export function allRolls(): [number, number, number][] {
  const out: [number, number, number][] = [];
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) out.push([a, b, c]);
  return out;
}

/** Exact return of every bet type by enumerating the 6³ rolls; throws if two areas of one type differ. */
export function computeSicboRtp(def: SicboDefinition): SicboBetRtp[] {
  const rolls = allRolls();
  const byType = new Map<SicboBetType, { areas: string[]; returned: number; hits: number; max: number }>();
  for (const key of SICBO_AREAS) {
    const area = sicboArea(key)!;
    let returned = 0;
    let hits = 0;
    let max = 0;
    for (const dice of rolls) {
      const r = areaReturn(def, area, sicboHits(area, dice));
      returned += r;
      if (r > 0) hits++;
      max = Math.max(max, r);
    }
    const type = betTypeOf(area);
    const seen = byType.get(type);
    if (!seen) byType.set(type, { areas: [key], returned, hits, max });
    else {
      if (seen.returned !== returned || seen.hits !== hits) throw new Error(`${key} pays unlike its type`);
      seen.areas.push(key);
    }
  }
  return SICBO_BET_TYPES.map((type) => {
    const t = byType.get(type)!;
    return {
      type,
      areas: t.areas,
      rtp: fraction(t.returned, 216),
      hitFrequency: fraction(t.hits, 216),
      hits: t.hits,
      maxWinX: t.max,
    };
  });
}

/** The bet the game's headline RTP is (the table's main bet: Big / Small, also its best). */
export const SICBO_HEADLINE_BET: SicboBetType = 'big';

// ---- The round ------------------------------------------------------------------------------------------

/** A settled Sic Bo round as the platform stores it. */
export interface SicboRound extends SettledRound<'sicbo'> {
  roll: SicboRoll;
}

/** Stake, roll and settle in one step. */
export function playSicbo(
  def: SicboDefinition,
  source: FairSource,
  play: { bets: readonly SicboStake[] },
  ctx: EngineContext,
  limits?: BetLimits,
): SicboRound {
  validateSicboStakes(play.bets, limits);
  const roll = rollSicbo(def, source, play.bets);
  return { ...settledAtOnce('sicbo', def.id, roll, ctx), roll };
}

/** contracts roundResult for Sic Bo. */
export function sicboResult(round: SicboRound) {
  return diceResult('sicbo', round.roll);
}
