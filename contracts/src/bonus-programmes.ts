import { z } from 'zod';
import { JACKPOT_TIER } from './reward-ids';

// The bonus programmes an operator configures in the catalogue's settings document (seed/settings.json keys),
// one schema each. Their modules read them with these (a broken edit refuses to pay rather than pay something
// else), the platform's configSet refuses a settings change one of them rejects, and the console's programme
// forms check a draft with them before it is sent. Amounts are minor units, rates basis points (10000 = 100 %).

const minorAmount = z.number().int().min(0).max(10_000_000_000);
const multiple = z.number().int().min(0).max(100);
const rewardItem = z.strictObject({ propId: z.number().int(), count: z.number().int().min(1) });

// ---- deposit activities (FirstDeposit 44, LadderRecharge 17, AccumulatedRecharge 28, ContinuousRecharge 43) ----

const minor = z.number().int().min(0).max(1_000_000_000_000);
const percentOffer = z.strictObject({
  minDeposit: minor,
  rateBp: z.number().int().min(0).max(100_000),
  cap: minor,
});
export type PercentOffer = z.infer<typeof percentOffer>;

export const depositActivitiesConfig = z.strictObject({
  /** The coin of every deposit activity is bonus money needing this multiple of itself in valid bets. */
  turnoverMultiple: multiple,
  /** FirstDeposit 44: a percentage of the player's first deposit. */
  firstDeposit: percentOffer,
  /** LadderRecharge 17: deposits 2, 3, 4… each a percentage of their own. */
  ladder: z
    .array(percentOffer.extend({ depositNo: z.number().int().min(2).max(100) }))
    .refine((l) => new Set(l.map((s) => s.depositNo)).size === l.length, 'duplicate depositNo'),
  /** AccumulatedRecharge 28: deposits of one Manila day add up; each tier reached pays its fixed bonus. */
  accumulated: z.strictObject({
    tiers: z
      .array(z.strictObject({ target: minor.min(1), bonus: minor.min(1) }))
      .refine((t) => new Set(t.map((x) => x.target)).size === t.length, 'duplicate target'),
  }),
  /** ContinuousRecharge 43: days in a row with at least minDeposit; the listed days of the streak pay. */
  continuous: z.strictObject({
    minDeposit: minor.min(1),
    days: z
      .array(z.strictObject({ day: z.number().int().min(1).max(366), bonus: minor.min(1) }))
      .refine((d) => new Set(d.map((x) => x.day)).size === d.length, 'duplicate day'),
  }),
});
export type DepositActivitiesConfig = z.infer<typeof depositActivitiesConfig>;

// ---- the lucky draw (jackpot) and the wheel (spin) ----

const jackpotTier = z.strictObject({
  propId: z.union([
    z.literal(JACKPOT_TIER.mega),
    z.literal(JACKPOT_TIER.major),
    z.literal(JACKPOT_TIER.minor),
    z.literal(JACKPOT_TIER.mini),
  ]),
  /** What the pool holds right after a hit, minor units (the house's money). */
  seed: z.number().int().min(0),
  /** Share of every valid bet that goes into this pool, basis points. */
  shareBp: z.number().int().min(0).max(1000),
});

export const jackpotSettings = z.strictObject({
  /** Each time lifetime deposits pass another multiple of this, one draw chance (0 = deposits give none). */
  depositPerChance: z.number().int().min(0),
  /** Each time lifetime valid turnover passes another multiple of this, one draw chance (0 = none). */
  turnoverPerChance: z.number().int().min(0),
  /** A player who never deposited cannot draw (spec §5: free-bonus rewards need a valid top-up). */
  requireDeposit: z.boolean(),
  maxDrawsPerDay: z.number().int().min(1).max(1000),
  /** Half-width of the range a past win is shown as (the exact amount stays private), basis points. */
  sectionSpreadBp: z.number().int().min(0).max(5000),
  /** Turnover multiple of coin won (items and jackpots): bonus money, 0 = cash. */
  turnoverMultiple: multiple,
  tiers: z.array(jackpotTier).length(4),
  /** Integer weight of each jackpotAwardConfigList entry, by its id: the chance is weight / Σ weights. */
  weights: z.record(z.string().regex(/^\d+$/), z.number().int().min(0)),
});
export type JackpotSettings = z.infer<typeof jackpotSettings>;

export const spinSettings = z.strictObject({
  depositPerSpin: z.number().int().min(0),
  turnoverPerSpin: z.number().int().min(0),
  turnoverMultiple: multiple,
  segments: z
    .array(
      z.strictObject({
        id: z.number().int().min(1),
        propId: z.number().int(),
        count: z.number().int().min(1),
        weight: z.number().int().min(0),
      }),
    )
    .min(2)
    .max(16),
});
export type SpinSettings = z.infer<typeof spinSettings>;

// ---- the sign-in cycle and the login bonus ----

const cycle = (max: number) =>
  z.strictObject({
    turnoverMultiple: multiple.default(0),
    days: z.array(z.array(rewardItem).min(1)).min(1).max(max),
  });
export const signInConfig = cycle(31);
export const loginBonusConfig = cycle(31);
export type CycleConfig = z.infer<typeof signInConfig>;

// ---- invite and agent ----

export const agentConfigSchema = z.strictObject({
  /** What makes an invitee valid: both reached (a deposit is always required: 0 still means "one deposit"). */
  validInvite: z.strictObject({ minDeposit: minorAmount, minTurnover: minorAmount }),
  invite: z.strictObject({
    /** Added to the inviter's invite balance for each valid invitee. */
    rewardPerValid: minorAmount,
    spinsPerValid: z.number().int().min(0).max(100),
    /** The invite balance moves into coin from this amount. */
    exchangeMin: minorAmount,
    /** Turnover the exchanged coin needs, × the amount (bonus money). */
    turnoverMultiple: multiple,
    /** The invite wheel's cells: prize and integer weight (the server draws; the wheel only animates). */
    wheel: z
      .array(z.strictObject({ amount: minorAmount, weight: z.number().int().min(1).max(1_000_000) }))
      .min(2)
      .max(16),
  }),
  /** Commission on the team's valid turnover: one rate per level below the agent (the list's length is the depth). */
  levels: z
    .array(z.strictObject({ level: z.number().int().min(1), rateBp: z.number().int().min(0).max(1000) }))
    .min(1)
    .max(3)
    .refine(
      (l) => [...l].sort((a, b) => a.level - b.level).every((x, i) => x.level === i + 1),
      'levels must be 1, 2, … without gaps',
    ),
  /** Turnover the received commission needs, × the amount (0 = cash). */
  commissionTurnoverMultiple: multiple,
  /** A day is settled this long after Manila midnight, so late stakes of the day are in. */
  settleAfterMinutes: z
    .number()
    .int()
    .min(0)
    .max(24 * 60),
});
export type AgentConfig = z.infer<typeof agentConfigSchema>;

// ---- scratch cards, the diamond shop, reward points ----

export const scratchCardConfig = z.strictObject({
  /** A card's price in diamonds (diamondExchangeScratchcard). */
  cardPrice: z.number().int().min(1).max(1_000_000),
  /** Coin prizes are bonus money needing this multiple as turnover. */
  turnoverMultiple: multiple.default(0),
  /** The prize table: integer weights (never percentages that must add up), drawn with the player's seeds. */
  prizes: z
    .array(
      z.strictObject({
        propId: z.number().int(),
        count: z.number().int().min(1),
        weight: z.number().int().min(0),
      }),
    )
    .min(1)
    .max(50),
  /** Awards for cards scratched over the player's lifetime, each received once. */
  addupAwards: z
    .array(
      z.strictObject({
        id: z.number().int().min(1),
        cards: z.number().int().min(1),
        rewards: z.array(rewardItem).min(1),
      }),
    )
    .max(20)
    .default([]),
});

export const goodsConfig = z.strictObject({
  id: z.number().int().min(1),
  name: z.string().min(1).max(60),
  img: z.string().min(1),
  /** coin: `count` is the coin (minor units) per unit; scratchcard: cards per unit; goods: a parcel. */
  kind: z.enum(['coin', 'goods', 'scratchcard']),
  price: z.number().int().min(1),
  currency: z.enum(['diamond', 'points']).default('diamond'),
  count: z.number().int().min(1),
  /** Units that can ever be sold; -1 unlimited. */
  stock: z.number().int().min(-1),
});

export const diamondShopConfig = z.strictObject({
  /** Coin (minor units) one diamond buys through diamondExchangeCoin. */
  coinPerDiamond: z.number().int().min(1).max(1_000_000),
  coinTurnoverMultiple: multiple.default(0),
  goods: z.array(goodsConfig).max(100),
});

export const pointsConfig = z.strictObject({
  /** Valid turnover (minor units) that earns one reward point. */
  turnoverPerPoint: z.number().int().min(1),
});

export type ScratchCardConfig = z.infer<typeof scratchCardConfig>;
export type DiamondShopConfig = z.infer<typeof diamondShopConfig>;
export type GoodsConfig = z.infer<typeof goodsConfig>;
export type PointsConfig = z.infer<typeof pointsConfig>;

// ---- follow rewards ----

export const followConfig = z.strictObject({
  turnoverMultiple: multiple.default(0),
  channels: z
    .array(
      z.strictObject({
        id: z.string().regex(/^[a-z0-9-]{1,32}$/),
        name: z.string().min(1).max(40),
        url: z.string().url().startsWith('https://'),
        icon: z.string().min(1),
        rewards: z.array(rewardItem).min(1),
      }),
    )
    .max(20),
});
export type FollowConfig = z.infer<typeof followConfig>;

// ---- the registration bonus (top-level settings fields) ----

export const registrationBonus = z.strictObject({
  /** Coin (minor units) a new player receives on sign-up. */
  userRegisterCoin: z.number().int().min(0),
  /** Turnover the registration bonus needs before it can be withdrawn, × the bonus (bonus money 20×–35×). */
  registerBonusTurnoverMultiple: multiple,
});

/**
 * The settings keys each programme owns and the schema of each. A key a settings document leaves out keeps the
 * module's default (or the programme off); a key present must pass its schema.
 */
export const SETTINGS_PROGRAMME_SCHEMAS: Readonly<Record<string, z.ZodType>> = {
  depositActivities: depositActivitiesConfig,
  jackpot: jackpotSettings,
  spin: spinSettings,
  signIn: signInConfig,
  loginBonus3: loginBonusConfig,
  agent: agentConfigSchema,
  scratchCard: scratchCardConfig,
  diamondShop: diamondShopConfig,
  points: pointsConfig,
  follow: followConfig,
};
