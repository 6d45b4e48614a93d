// Color Game (the perya game): three dice of six colours; a stake on a colour returns stake × returns[matches].
import { colorGameDice } from '@casino/contracts/fairness';
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

/** Faces 0-5 in die order, as contracts COLOR_GAME_COLORS. */
export const COLORS = ['yellow', 'white', 'pink', 'blue', 'red', 'green'] as const;

export interface ColorGameDefinition {
  id: string;
  name: string;
  /**
   * What a stake returns (stake included) for 0, 1, 2, 3 dice showing its colour, as a multiple of the
   * stake. The perya game: lose, 1:1, 2:1, 3:1 → [0, 2, 3, 4].
   */
  returns: readonly [number, number, number, number];
  declaredRtp: Fraction;
}

export const PERYA_COLOR_GAME: ColorGameDefinition = {
  id: 'perya',
  name: 'Perya Color Game',
  returns: [0, 2, 3, 4],
  declaredRtp: fraction(199, 216),
};

export const COLOR_GAME_VARIANTS: readonly ColorGameDefinition[] = [PERYA_COLOR_GAME];

export function colorGameVariant(id: string | undefined): ColorGameDefinition | undefined {
  return id === undefined ? PERYA_COLOR_GAME : COLOR_GAME_VARIANTS.find((v) => v.id === id);
}

export interface ColorStake {
  color: number;
  amount: number;
}

export interface ColorWin {
  color: number;
  /** The stake on the colour (recall shows what each colour carried). */
  amount: number;
  matches: number;
  /** Returned to the player, stake included (0 when the colour did not show). */
  win: number;
}

export interface ColorRoll {
  dice: [number, number, number];
  wins: ColorWin[];
  bet: number;
  win: number;
}

/** Checks the stakes: colours 0-5 once each, every stake within the limits, the total within the maximum. */
export function validateColorStakes(stakes: readonly ColorStake[], limits?: BetLimits): number {
  return checkBoardStakes(
    stakes,
    {
      spots: COLORS.length,
      spotOf: (s) => s.color,
      known: (c) => Number.isInteger(c) && c >= 0 && c < COLORS.length,
      countMessage: 'Stake on 1 to 6 colours',
      spotMessage: 'Each colour (0-5) takes one stake',
    },
    limits,
  );
}

/** Settle stakes against given dice. */
export function settleColor(
  def: ColorGameDefinition,
  dice: readonly [number, number, number],
  stakes: readonly ColorStake[],
): ColorRoll {
  const bet = validateColorStakes(stakes);
  const wins = stakes.map(({ color, amount }) => {
    const matches = dice.filter((d) => d === color).length;
    return { color, amount, matches, win: amount * def.returns[matches as 0 | 1 | 2 | 3] };
  });
  return { dice: [dice[0], dice[1], dice[2]], wins, bet, win: wins.reduce((s, w) => s + w.win, 0) };
}

/** One roll from the round's fair floats: die i = floor(float_i × 6). */
export function rollColor(
  def: ColorGameDefinition,
  source: FairSource,
  stakes: readonly ColorStake[],
): ColorRoll {
  validateColorStakes(stakes);
  return settleColor(def, colorGameDice(source.floats(3)), stakes);
}

export interface ColorRtp {
  /** Return per unit staked on one colour over all 216 equally likely rolls (the same for every colour). */
  rtp: Fraction;
  /** Chance a single-colour stake returns something. */
  hitFrequency: Fraction;
  /** The most one stake can return, as a multiple of it. */
  maxWinX: number;
}

/** Exact RTP by enumerating the 6³ rolls; throws if the colours are not all worth the same. */
export function computeColorRtp(def: ColorGameDefinition): ColorRtp {
  const perColor = COLORS.map((_, color) => {
    let returned = 0;
    let hits = 0;
    for (let a = 0; a < 6; a++) {
      for (let b = 0; b < 6; b++) {
        for (let c = 0; c < 6; c++) {
          const win = settleColor(def, [a, b, c], [{ color, amount: 1 }]).win;
          returned += win;
          if (win > 0) hits++;
        }
      }
    }
    return { returned, hits };
  });
  const first = perColor[0]!;
  if (perColor.some((p) => p.returned !== first.returned)) throw new Error('colours pay differently');
  return {
    rtp: fraction(first.returned, 216),
    hitFrequency: fraction(first.hits, 216),
    maxWinX: Math.max(...def.returns),
  };
}

/** A settled Color Game round as the platform stores it. */
export interface ColorRound extends SettledRound<'color'> {
  roll: ColorRoll;
}

/** Stake, roll and settle in one step. */
export function playColor(
  def: ColorGameDefinition,
  source: FairSource,
  play: { bets: readonly ColorStake[] },
  ctx: EngineContext,
  limits?: BetLimits,
): ColorRound {
  validateColorStakes(play.bets, limits);
  const roll = rollColor(def, source, play.bets);
  return { ...settledAtOnce('color', def.id, roll, ctx), roll };
}

/** contracts roundResult for the Color Game. */
export function colorResult(round: ColorRound) {
  return diceResult('color', round.roll);
}
