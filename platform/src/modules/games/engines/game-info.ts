// GLI game information (rules, paytable, max win, RTP) of each engine and variant, in the contracts shape
// (`anonymous/gameInfo` adds the catalogue's name and limits). Figures come from the definitions the engine
// plays, never from a copy.

import { BACCARAT_DECKS } from '@casino/contracts/baccarat';
import { BINGO_LINES, BINGO_MAX_CARDS, BINGO_PATTERNS, BINGO_SHAPES } from '@casino/contracts/bingo';
import type { GamePaytable, GameRuleLine } from '@casino/contracts/entities/game-info';
import {
  CRASH_INSTANT_BUST_ONE_IN,
  MINES_CELLS,
  MINES_EDGE_BP,
  minesMultiplier,
} from '@casino/contracts/fairness';
import {
  BACCARAT_DECLARED_ODDS,
  BACCARAT_DECLARED_RTP,
  BACCARAT_PAYS,
  BACCARAT_SPOTS,
  BANKER_STAKE_STEP,
} from './baccarat';
import type { BingoDefinition } from './bingo';
import { COLORS, type ColorGameDefinition } from './color-game';
import { CRASH_MAX_MULTIPLIER, CRASH_MIN_AUTO, crashAtLeast, crashAutoRtp, crashManualRtp } from './crash';
import type { EngineId } from './engine-ids';
import { compare, type Fraction, formatFraction, toBasisPoints, toNumber, toPercent } from './exact';
import { MINES_FORMULA_RTP, MINES_MAX_MULTIPLIER, minesMaxPicks, minesStrategies } from './mines';
import { computeSicboRtp, SICBO_HEADLINE_BET, type SicboBetRtp, type SicboDefinition } from './sicbo';
import { type SlotsDefinition, slotsPaytable } from './slots';

/** RTP as the game-information panel and the catalogue show it. */
export interface RtpStatement {
  /** Basis points, rounded half up like `percent` (the catalogue's `rtp`: 9607 = 96.07 %). */
  basisPoints: number;
  /** Two decimals, rounded half up. */
  percent: string;
  /** The exact fraction, "num/den". */
  exact: string;
  /** Lowest and highest RTP over the player's choices (Mines, Crash), percent with 4 decimals. */
  range?: [string, string];
  note: string;
}

/** GLI game information of one engine variant. */
export interface GameInfo {
  engine: EngineId;
  variant: string;
  name: string;
  rules: GameRuleLine[];
  paytable: GamePaytable;
  /** Max win as a multiple of the (total) bet. */
  maxWinX: number;
  /** A bet must be a multiple of this many centavos (slots: one per payline). */
  betStep: number;
  rtp: RtpStatement;
}

/** A rule line: its key and parameters, and the English text made from the template (`{name}` → param). */
export function rule(
  key: string,
  template: string,
  params: Record<string, string | number> = {},
): GameRuleLine {
  const text = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`rule ${key}: no parameter ${name}`);
    return String(params[name]);
  });
  return { key, params, text };
}

const MALFUNCTION = rule('common.malfunction', 'Malfunction voids all pays and plays.');

function statement(f: Fraction, note: string, range?: [Fraction, Fraction]): RtpStatement {
  return {
    basisPoints: toBasisPoints(f),
    percent: toPercent(f),
    exact: formatFraction(f),
    ...(range ? { range: [toPercent(range[0], 4), toPercent(range[1], 4)] as [string, string] } : {}),
    note,
  };
}

export function slotsInfo(def: SlotsDefinition): GameInfo {
  const lines = def.paylines.length;
  const wild = def.symbols.find((s) => s.kind === 'wild');
  const scatter = def.symbols.find((s) => s.kind === 'scatter');
  return {
    engine: 'slots',
    variant: def.id,
    name: def.name,
    rules: [
      rule(
        'slots.layout',
        '{reels} reels, {rows} rows, {lines} fixed paylines. The bet is split evenly across the lines (it must be a multiple of {lines} centavos).',
        { reels: def.reels.length, rows: def.rows, lines },
      ),
      rule(
        'slots.linePays',
        'A line pays the longest run of one symbol from the leftmost reel; pays are multiples of the line bet. Only the highest win per line is paid; wins on different lines add up.',
      ),
      ...(wild
        ? [
            scatter
              ? rule(
                  'slots.wildExceptScatter',
                  '{wild} substitutes for every symbol except {scatter} and pays on its own.',
                  {
                    wild: wild.name,
                    scatter: scatter.name,
                  },
                )
              : rule('slots.wild', '{wild} substitutes for every symbol and pays on its own.', {
                  wild: wild.name,
                }),
          ]
        : []),
      ...(scatter
        ? [
            rule(
              'slots.scatter',
              '{scatter} pays anywhere on the screen, as a multiple of the total bet, added to line wins.',
              { scatter: scatter.name },
            ),
          ]
        : []),
      rule('slots.cap', 'One spin never pays more than {cap}× the bet.', { cap: def.maxWinX }),
      rule('slots.fairness', 'Each reel stops at floor(float × reel length) of its own provably-fair float.'),
      MALFUNCTION,
    ],
    paytable: {
      engine: 'slots',
      reels: def.reels.length,
      rows: def.rows,
      paylines: def.paylines.map((l) => [...l]),
      symbols: slotsPaytable(def),
    },
    maxWinX: toNumber(def.declaredMaxWinX),
    betStep: lines,
    rtp: statement(def.declaredRtp, 'Exact, by enumerating every reel-stop combination.'),
  };
}

/** Ways for a colour to show on k of 3 dice: C(3,k) · 5^(3−k), over 216 rolls. */
const colorWays = (k: number) => [125, 75, 15, 1][k]!;

export function colorInfo(def: ColorGameDefinition): GameInfo {
  const [, one, two, three] = def.returns;
  return {
    engine: 'color',
    variant: def.id,
    name: def.name,
    rules: [
      rule('color.dice', 'Three dice, each with six colours ({colors}). Stake on one or more colours.', {
        colors: COLORS.join(', '),
      }),
      rule(
        'color.pays',
        'For each colour staked: no die showing it loses the stake; one pays {one}:1, two pay {two}:1, three pay {three}:1 (the stake is returned with the winnings).',
        { one: one - 1, two: two - 1, three: three - 1 },
      ),
      rule('color.fairness', 'Each die is floor(float × 6) of its own provably-fair float.'),
      MALFUNCTION,
    ],
    paytable: {
      engine: 'color',
      colors: [...COLORS],
      rows: def.returns.map((returns, matches) => ({
        matches,
        returns,
        chance: `${colorWays(matches)}/216`,
      })),
    },
    maxWinX: Math.max(...def.returns),
    betStep: 1,
    rtp: statement(def.declaredRtp, 'Exact over the 216 equally likely rolls; the same for every colour.'),
  };
}

/** Pays to one of a bet type's row (a single face: the pay for `detail` dice showing it). */
function sicboRows(def: SicboDefinition, bets: readonly SicboBetRtp[]) {
  return bets.flatMap((b) => {
    const money = { exact: formatFraction(b.rtp), rtp: toPercent(b.rtp, 4) };
    if (b.type === 'single') {
      // one face on k of 3 dice: C(3,k) · 5^(3−k) of the 216 rolls
      return def.single.map((pays, i) => ({
        bet: 'single',
        detail: String(i + 1),
        pays,
        chance: `${[75, 15, 1][i]}/216`,
        ...money,
      }));
    }
    const [bet, low] = b.type.split('-');
    const total = Number(low);
    const pays = bet === 'total' ? def.pays.total[total]! : b.maxWinX - 1;
    return [
      {
        bet: bet!,
        detail: bet === 'total' ? `${total}/${21 - total}` : '',
        pays,
        chance: `${b.hits}/216`,
        ...money,
      },
    ];
  });
}

export function sicboInfo(def: SicboDefinition): GameInfo {
  const bets = computeSicboRtp(def);
  const headline = bets.find((b) => b.type === SICBO_HEADLINE_BET)!;
  const byRtp = [...bets].sort((a, b) => toNumber(a.rtp) - toNumber(b.rtp));
  const p = def.pays;
  return {
    engine: 'sicbo',
    variant: def.id,
    name: def.name,
    rules: [
      rule(
        'sicbo.dice',
        'Three dice, numbered 1 to 6, are shaken once. Stake on as many areas of the table as you like; each area settles on its own.',
      ),
      rule(
        'sicbo.evenMoney',
        'Small (total 4-10), Big (11-17), Odd and Even pay {even}:1; all four lose when the three dice show the same number.',
        { even: p.big },
      ),
      rule(
        'sicbo.triples',
        'A specific triple pays {triple}:1, any triple {anyTriple}:1, a specific double (at least two dice showing it) {double}:1.',
        { triple: p.triple, anyTriple: p.anyTriple, double: p.double },
      ),
      rule(
        'sicbo.totals',
        'A total of the three dice pays 4 or 17: {t4}:1, 5 or 16: {t5}:1, 6 or 15: {t6}:1, 7 or 14: {t7}:1, 8 or 13: {t8}:1, 9, 10, 11 or 12: {t9}:1 (triples count).',
        {
          t4: p.total[4]!,
          t5: p.total[5]!,
          t6: p.total[6]!,
          t7: p.total[7]!,
          t8: p.total[8]!,
          t9: p.total[9]!,
        },
      ),
      rule('sicbo.combo', 'A pair of two different numbers pays {combo}:1 when both show.', {
        combo: p.combo,
      }),
      rule('sicbo.single', 'A single number pays {one}:1 on one die, {two}:1 on two, {three}:1 on three.', {
        one: def.single[0],
        two: def.single[1],
        three: def.single[2],
      }),
      rule('sicbo.stake', 'A winning area returns its stake with the win; a losing area loses its stake.'),
      rule('sicbo.fairness', 'Each die is floor(float × 6) + 1 of its own provably-fair float.'),
      MALFUNCTION,
    ],
    paytable: { engine: 'sicbo', rows: sicboRows(def, bets) },
    maxWinX: Math.max(...bets.map((b) => b.maxWinX)),
    betStep: 1,
    rtp: statement(
      headline.rtp,
      `Big / Small, the main bet of the table and its best (Odd / Even return the same); every bet type states its own return in the paytable, from ${toPercent(byRtp[0]!.rtp)} % up to this.`,
      [byRtp[0]!.rtp, byRtp[byRtp.length - 1]!.rtp],
    ),
  };
}

const minesRows = Array.from({ length: MINES_CELLS - 1 }, (_, i) => {
  const mines = i + 1;
  return {
    mines,
    multipliers: Array.from({ length: minesMaxPicks(mines) }, (_, k) => minesMultiplier(mines, k + 1)),
  };
});

function minesRtpRange(): [Fraction, Fraction] {
  let lo = MINES_FORMULA_RTP;
  let hi: Fraction | undefined;
  for (const s of minesStrategies()) {
    if (toNumber(s.rtp) < toNumber(lo)) lo = s.rtp;
    if (!hi || toNumber(s.rtp) > toNumber(hi)) hi = s.rtp;
  }
  return [lo, hi ?? MINES_FORMULA_RTP];
}

/**
 * Declared like Crash: the lowest return of any way to play, so no strategy returns less than the figure the
 * lobby shows (GLI: the minimum theoretical RTP). The formula's 99 % is the top of the range.
 */
function minesRtp(): RtpStatement {
  const range = minesRtpRange();
  return statement(
    range[0],
    'The lowest return of any way to play (1 mine, cash out after 4 gems); every other mine count and cash-out point returns more, up to 99 %, the formula before the multiplier is rounded down to 2 decimals.',
    range,
  );
}

export function minesInfo(): GameInfo {
  const maxX = MINES_MAX_MULTIPLIER / 100;
  return {
    engine: 'mines',
    variant: 'default',
    name: 'Mines',
    rules: [
      rule(
        'mines.board',
        'A 5 × 5 board hides 1-{maxMines} mines (you choose how many). Reveal cells one at a time.',
        {
          maxMines: MINES_CELLS - 1,
        },
      ),
      rule(
        'mines.multiplier',
        'Each gem raises the multiplier to C(25, k) / C(25 − mines, k) × {factor} after k gems, rounded down to 2 decimals; a mine ends the round and the bet is lost.',
        { factor: (10_000 - MINES_EDGE_BP) / 10_000 },
      ),
      rule(
        'mines.cashout',
        'Cash out any time after the first gem: you win bet × multiplier (rounded down to the centavo).',
      ),
      rule(
        'mines.autoEnd',
        'The round cashes out by itself when every gem is found or one more gem would pass the max win of {maxWin}×.',
        { maxWin: maxX },
      ),
      rule(
        'mines.fairness',
        'Mine cells come from the provably-fair floats by Fisher–Yates: float i picks among the 25 − i cells still free.',
      ),
      MALFUNCTION,
    ],
    paytable: {
      engine: 'mines',
      cells: MINES_CELLS,
      edgeBp: MINES_EDGE_BP,
      formula: 'floor(100 × C(25, k) / C(25 − mines, k) × (1 − edge)) / 100',
      maxMultiplier: MINES_MAX_MULTIPLIER,
      rows: minesRows.map((r) => ({ mines: r.mines, multipliers: [...r.multipliers] })),
    },
    maxWinX: maxX,
    betStep: 1,
    rtp: minesRtp(),
  };
}

/** Auto cash-out targets the paytable shows the odds of, hundredths. */
const CRASH_TABLE_TARGETS = [101, 150, 200, 500, 1000, 10_000, 100_000, CRASH_MAX_MULTIPLIER];

export function crashInfo(): GameInfo {
  const manual = crashManualRtp(CRASH_MAX_MULTIPLIER - 1);
  return {
    engine: 'crash',
    variant: 'default',
    name: 'Crash',
    rules: [
      rule(
        'crash.climb',
        'The multiplier starts at 1.00× and climbs (e^(0.00006 × ms)) until the round crashes.',
      ),
      rule(
        'crash.cashout',
        'Cash out before the crash to win bet × the multiplier shown at the moment the server receives the request; a request at or after the crash point loses.',
      ),
      rule(
        'crash.auto',
        'An auto cash-out ({min}× or more) wins exactly its target when the crash point is at or above it.',
        {
          min: (CRASH_MIN_AUTO / 100).toFixed(2),
        },
      ),
      rule(
        'crash.cap',
        'The multiplier stops at the max win of {maxWin}×: a bet still open there is cashed out at it.',
        {
          maxWin: CRASH_MAX_MULTIPLIER / 100,
        },
      ),
      rule(
        'crash.fairness',
        "Crash point from the first 52 bits h of the round's HMAC: h divisible by {oneIn} crashes at 1.00×, otherwise floor((100·2^52 − h) / (2^52 − h)) / 100.",
        { oneIn: CRASH_INSTANT_BUST_ONE_IN },
      ),
      MALFUNCTION,
    ],
    paytable: {
      engine: 'crash',
      instantBustOneIn: CRASH_INSTANT_BUST_ONE_IN,
      minAutoCashout: CRASH_MIN_AUTO,
      maxMultiplier: CRASH_MAX_MULTIPLIER,
      rows: CRASH_TABLE_TARGETS.map((x) => ({
        multiplier: x,
        chance: toPercent(crashAtLeast(x), 4),
        rtp: toPercent(crashAutoRtp(x), 4),
      })),
    },
    maxWinX: CRASH_MAX_MULTIPLIER / 100,
    betStep: 1,
    rtp: statement(
      manual,
      'The lowest return of any way to play (manual cash-out); an auto cash-out at x returns more, from 97.02 % at high targets to 97.99 % at 1.01×.',
      [manual, crashAutoRtp(CRASH_MIN_AUTO)],
    ),
  };
}

/**
 * Baccarat declares like Mines and Crash: the lowest return of any bet (Tie), so no way to play returns less
 * than the lobby's figure; the range runs up to Banker, and the paytable states every bet's exact return.
 */
export function baccaratInfo(): GameInfo {
  const rtps = BACCARAT_SPOTS.map((s) => BACCARAT_DECLARED_RTP[s]);
  const sorted = [...rtps].sort(compare);
  const low = sorted[0]!;
  const high = sorted[sorted.length - 1]!;
  const toOne = (h: number) => (h % 100 === 0 ? String(h / 100) : (h / 100).toFixed(2));
  return {
    engine: 'baccarat',
    variant: 'default',
    name: 'Baccarat',
    rules: [
      rule(
        'baccarat.shoe',
        'Punto Banco from a shoe of {decks} decks, shuffled fresh for every round. Stake on Player, Banker, Tie, Player Pair and Banker Pair, any or all in one round.',
        { decks: BACCARAT_DECKS },
      ),
      rule(
        'baccarat.values',
        'Aces count 1, 2-9 their pips, tens and faces 0; a hand is worth the last digit of its total. The hand closer to 9 wins.',
      ),
      rule(
        'baccarat.naturals',
        'Two cards each, dealt Player, Banker, Player, Banker. A natural (8 or 9) on either side ends the deal.',
      ),
      rule('baccarat.player', 'Player draws a third card on 0-5 and stands on 6-7.'),
      rule(
        'baccarat.banker',
        "If Player stood, Banker draws on 0-5. Otherwise by Player's third card: Banker 0-2 draws; 3 draws unless it is an 8; 4 draws on 2-7; 5 on 4-7; 6 on 6-7; 7 stands.",
      ),
      rule(
        'baccarat.pays',
        'Player pays {player}:1, Banker {banker}:1 (5 % commission), Tie {tie}:1; Player and Banker bets push on a tie. A pair (the first two cards of a hand of one rank) pays {pair}:1.',
        {
          player: toOne(BACCARAT_PAYS.player),
          banker: toOne(BACCARAT_PAYS.banker),
          tie: toOne(BACCARAT_PAYS.tie),
          pair: toOne(BACCARAT_PAYS.playerPair),
        },
      ),
      rule(
        'baccarat.bankerStep',
        'A Banker stake is a multiple of ₱{step}, so the commission is exact to the centavo.',
        { step: (BANKER_STAKE_STEP / 100).toFixed(2) },
      ),
      rule(
        'baccarat.fairness',
        'The cards are the top of the shoe shuffled by the provably-fair floats (Fisher–Yates: float i takes position floor(float × (416 − i)) among those left).',
      ),
      MALFUNCTION,
    ],
    paytable: {
      engine: 'baccarat',
      decks: BACCARAT_DECKS,
      rows: BACCARAT_SPOTS.map((spot) => ({
        spot,
        paysToOne: BACCARAT_PAYS[spot],
        pushOnTie: spot === 'player' || spot === 'banker',
        chance: toPercent(BACCARAT_DECLARED_ODDS[spot], 4),
        rtp: toPercent(BACCARAT_DECLARED_RTP[spot], 4),
        exact: formatFraction(BACCARAT_DECLARED_RTP[spot]),
      })),
    },
    maxWinX: Math.max(...BACCARAT_SPOTS.map((s) => 1 + BACCARAT_PAYS[s] / 100)),
    betStep: 1,
    rtp: statement(
      low,
      `The lowest return of any bet (Tie). Exact per bet, from every deal of a fresh ${BACCARAT_DECKS}-deck shoe: Banker ${toPercent(BACCARAT_DECLARED_RTP.banker, 4)} %, Player ${toPercent(BACCARAT_DECLARED_RTP.player, 4)} %, Tie ${toPercent(BACCARAT_DECLARED_RTP.tie, 4)} %, each pair ${toPercent(BACCARAT_DECLARED_RTP.playerPair, 4)} %.`,
      [low, high],
    ),
  };
}

/** The cells the paytable draws for each pattern (lines: the top row, then rows 1-2 and 1-3 and 1-4). */
const BINGO_PATTERN_CELLS = {
  line: BINGO_LINES[0]!,
  fourCorners: BINGO_SHAPES.fourCorners,
  twoLines: [...BINGO_LINES[0]!, ...BINGO_LINES[1]!],
  threeLines: [...BINGO_LINES[0]!, ...BINGO_LINES[1]!, ...BINGO_LINES[2]!],
  fourLines: [...BINGO_LINES[0]!, ...BINGO_LINES[1]!, ...BINGO_LINES[2]!, ...BINGO_LINES[3]!],
  x: BINGO_SHAPES.x,
  frame: BINGO_SHAPES.frame,
  blackout: BINGO_SHAPES.blackout,
} as const;

export function bingoInfo(def: BingoDefinition): GameInfo {
  const pay = (p: keyof typeof def.pays) => def.pays[p] / 100;
  return {
    engine: 'bingo',
    variant: def.id,
    name: def.name,
    rules: [
      rule(
        'bingo.cards',
        'Buy 1 to {maxCards} cards at the same card bet; the round costs card bet × cards. Each card is a 5 × 5 grid: B 1-15, I 16-30, N 31-45 with a free centre, G 46-60, O 61-75.',
        { maxCards: BINGO_MAX_CARDS },
      ),
      rule(
        'bingo.draw',
        '{drawn} of the {balls} balls are called; every called number on a card is daubed.',
        {
          drawn: def.drawn,
          balls: 75,
        },
      ),
      rule(
        'bingo.pays',
        'Each card pays its best pattern only, as a multiple of the card bet: line {line}×, four corners {fourCorners}×, two lines {twoLines}×, three lines {threeLines}×, four or more lines {fourLines}×, X {x}×, frame {frame}×, blackout {blackout}×. Wins of different cards add up.',
        {
          line: pay('line'),
          fourCorners: pay('fourCorners'),
          twoLines: pay('twoLines'),
          threeLines: pay('threeLines'),
          fourLines: pay('fourLines'),
          x: pay('x'),
          frame: pay('frame'),
          blackout: pay('blackout'),
        },
      ),
      rule(
        'bingo.lines',
        'A line is any full row, column or diagonal (12 in all); the free centre counts as daubed.',
      ),
      rule(
        'bingo.fairness',
        'The balls are called by Fisher–Yates on the first {drawn} provably-fair floats (float i picks among the 75 − i balls left); then each card takes 24 floats, column by column, each picking among its column’s numbers left.',
        { drawn: def.drawn },
      ),
      MALFUNCTION,
    ],
    paytable: {
      engine: 'bingo',
      balls: 75,
      drawn: def.drawn,
      maxCards: BINGO_MAX_CARDS,
      rows: BINGO_PATTERNS.map((pattern) => ({
        pattern,
        multiplier: def.pays[pattern],
        cells: [...BINGO_PATTERN_CELLS[pattern]].sort((a, b) => a - b),
        chance: formatFraction(def.declaredChances[pattern]),
      })),
    },
    maxWinX: Math.max(...Object.values(def.pays)) / 100,
    betStep: 1,
    rtp: statement(
      def.declaredRtp,
      'Exact, by enumerating which of a card’s 24 numbers are among the 30 balls called (hypergeometric); the same for every card, so for 1-4 cards.',
    ),
  };
}
