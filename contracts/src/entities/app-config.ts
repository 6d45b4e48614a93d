import { z } from 'zod';
import { minor, nonNegativeMinor } from '../common';

const lengthRange = z.object({ min: z.number().int().min(0), max: z.number().int().min(1) });
const flag = z.union([z.literal(0), z.literal(1)]);

/** A deposit channel (GCash, Maya, QR Ph, bank…); availability is operator configuration. */
/**
 * The payment rails a deposit channel runs on (Philippines 2026): QR Ph and InstaPay (every bank app), online
 * banking, over-the-counter cash-in at payment centres, e-wallets. Cards and crypto are banned for wagering
 * since December 2025 (domain/PH-2026.md), so no such kind exists.
 */
export const RECHARGE_CHANNEL_KINDS = ['qrph', 'instapay', 'bank', 'otc', 'ewallet'] as const;
export type RechargeChannelKind = (typeof RECHARGE_CHANNEL_KINDS)[number];

export const rechargeType = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Gateway method code, e.g. gcash, maya, qrph, bank. */
  method: z.string(),
  /** The rail the channel runs on (RECHARGE_CHANNEL_KINDS). */
  kind: z.enum(RECHARGE_CHANNEL_KINDS),
  /** Honest posting time: minutes until a paid deposit usually shows in the balance (0 = at once). */
  postingMinutes: z.number().int().min(0).max(10_080),
  icon: z.string(),
  sort: z.number().int(),
  status: flag,
  /** Smallest deposit in minor units; 0 means DEFAULT_MIN_DEPOSIT_MINOR (₱100.00 = 10000). See wallet-rules.ts. */
  minAmount: nonNegativeMinor,
  /** Smallest deposit once the user has deposited, when minRechargeStatus is on; 0 means ₱10,000.00 = 1000000. */
  minAmount2: nonNegativeMinor,
  maxAmount: nonNegativeMinor,
  isDefault: flag,
  /** Recharge bonus kind 1-13 (spec §3) or 0 for none, and its rate in basis points. */
  bonusKind: z.number().int().min(0).max(13),
  bonusRate: z.number().int().min(0),
});

export const rechargeItem = z.object({
  id: z.number().int(),
  price: nonNegativeMinor,
  sort: z.number().int(),
  /** Extra bonus shown on the chip, minor units. */
  bonus: nonNegativeMinor,
});

/** A bank or e-wallet a player can withdraw to. */
export const rechargeBank = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(['bank', 'ewallet']),
  icon: z.string(),
  sort: z.number().int(),
  status: flag,
});

export const vipLevel = z.object({
  level: z.number().int().min(0),
  name: z.string(),
  experience: z.number().int().min(0),
  /** Largest single bet at this level, minor units. */
  betLimit: nonNegativeMinor,
  /** VIP level theme key 1-6. */
  showType: z.number().int().min(1).max(6),
});

export const userLevelConfig = z.object({ level: z.number().int(), betAmount: nonNegativeMinor });

export const game = z.object({
  id: z.number().int(),
  name: z.string(),
  typeId: z.number().int(),
  brandId: z.number().int(),
  platformId: z.number().int(),
  /** Key into appGenericImgList for the tile art. */
  imgKey: z.string(),
  status: flag,
  sort: z.number().int(),
  hot: flag,
  isNew: flag,
  /** 1 when a visitor may play a demo (`tryIt`). */
  tryIt: flag,
  /** Declared return to player in basis points (9600 = 96.00 %). */
  rtp: z.number().int().min(0).max(10000),
  minBet: nonNegativeMinor,
  maxBet: nonNegativeMinor,
  /** In-house engine (slots, color, mines, crash, bingo) or 'external' for a seamless-wallet provider. */
  engine: z.string(),
});

export const gameType = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string(),
  status: flag,
  sort: z.number().int(),
});
export const gameBrand = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  sort: z.number().int(),
});
export const gamePlatform = z.object({ id: z.number().int(), name: z.string(), sort: z.number().int() });
export const genericImg = z.object({ uniqueKey: z.string(), img: z.string() });

export const propConfig = z.object({ id: z.number().int(), name: z.string(), num: z.number().int() });
export const jackpotAwardConfig = z.object({
  id: z.number().int(),
  type: z.number().int(),
  propId: z.number().int(),
  count: z.number().int(),
  showNum: z.number().int(),
});

/** itemType 1 = online service; for LiveChat param1 is the licence and param2 the group. */
export const customerServiceItem = z.object({
  id: z.number().int(),
  itemType: z.number().int(),
  name: z.string(),
  param1: z.string(),
  param2: z.string(),
  sort: z.number().int(),
});

export const faqItem = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  sort: z.number().int(),
});

export const banner = z.object({
  id: z.number().int(),
  img: z.string(),
  title: z.string(),
  /** Same click rules as activity entries: 1 route, 2 game, 3 external link. */
  clickType: z.number().int(),
  clickAction: z.number().int(),
  target: z.string(),
  sort: z.number().int(),
  /** Addition: names the app's own texts for the banner (headline, offer, button); without it the title is shown. */
  copy: z.string().max(32).optional(),
  /**
   * Addition: the activity type whose offer the banner advertises. The banner shows only while the player's own
   * activity list (getActivityIds / getAfterLoginInfoWeb) holds that type: an offer used or out of reach is gone.
   */
  activityType: z.number().int().min(1).optional(),
});

export const maintenance = z.object({
  status: flag,
  title: z.string(),
  content: z.string(),
  /** Expected end, epoch ms, 0 when unknown. */
  endTime: z.number().int().min(0),
});

const idMap = <T extends z.ZodType>(v: T) => z.record(z.string().regex(/^\d+$/), v);

/** App config (spec §3). Loose: an operator may add bonus configs the client ignores. */
export const appConfig = z.looseObject({
  /** Version of this config; the client sends it back as `v`. */
  v: z.string(),
  lengths: z.object({
    account: lengthRange,
    username: lengthRange,
    password: lengthRange,
    smsCode: lengthRange,
    withdrawAccount: lengthRange,
  }),
  safeboxPasswordLength: z.number().int().min(4),
  smsCodeSendLimit: z.number().int().min(1),
  otpStatus: flag,
  registerType: z.number().int(),
  defaultLoginType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  userRegisterCoin: nonNegativeMinor,
  /** Turnover the sign-up bonus needs before it can be withdrawn, as a multiple of the bonus. */
  registerBonusTurnoverMultiple: z.number().int().min(0).optional(),
  minRechargeStatus: flag,
  proxy: z.object({ enabled: flag, commissionRateBp: z.number().int().min(0), shareUrl: z.string() }),
  appRechargeTypeMap: idMap(rechargeType),
  appRechargeItemMap: idMap(rechargeItem),
  /** Channel id → the item ids offered on that channel. */
  appRechargeTypeItemMap: idMap(z.array(z.number().int())),
  appRechargeBankMap: idMap(rechargeBank),
  appVipMap: idMap(vipLevel),
  appUserLevelConfigList: z.array(userLevelConfig),
  appGameList: z.array(game),
  appGameTypeList: z.array(gameType),
  appGameBrandList: z.array(gameBrand),
  appGamePlatformList: z.array(gamePlatform),
  appGenericImgList: z.array(genericImg),
  gameResourceUrl: z.string(),
  appPropConfigMap: idMap(propConfig),
  jackpotAwardConfigList: z.array(jackpotAwardConfig),
  appCustomerServiceQueue: z.array(customerServiceItem),
  clientConfig: z.object({ lobbyBonusAmount: minor, tutorialVersion: z.number().int() }),
  feedbackConfig: z.object({ imagesLimit: z.number().int().min(0) }),
  maintenance,
  h5ClientMode: z.number().int(),
  h5: z.object({ downloadUrl: z.string() }),
  deviceId: z.string(),
  /** Addition: FAQ entries and home banners, editable by the operator. */
  faqList: z.array(faqItem),
  bannerList: z.array(banner),
  /** Addition: withdrawals need a verified KYC when on (the KYC issue turns it on). */
  kycRequired: flag,
  /**
   * Addition: with kycRequired on, a withdrawal needs a verified KYC once the player's withdrawals (this one
   * included) reach this many minor units; 0 or absent = every withdrawal.
   */
  kycWithdrawThreshold: z.number().int().min(0).optional(),
  /** Addition: the largest image upload (KYC, feedback), MB; default DEFAULT_UPLOAD_MAX_MB. */
  uploadMaxMb: z.number().int().min(1).max(5).optional(),
  /** Addition: what each recharge bonus kind 1–13 of a channel means (seed settings.json), for the deposit page. */
  rechargeBonusKinds: z
    .array(z.object({ kind: z.number().int().min(1).max(13), name: z.string(), description: z.string() }))
    .optional(),
});

export type AppConfig = z.infer<typeof appConfig>;

/**
 * appConfig's short answer when the client's `v` is the current version (ours; spec §7 only says the client
 * sends `v`): a returning player's start moves a few hundred bytes instead of the whole config, and keeps its copy.
 */
export const appConfigUnchanged = z.strictObject({ v: z.string(), unchanged: z.literal(true) });
export type AppConfigUnchanged = z.infer<typeof appConfigUnchanged>;
export type Game = z.infer<typeof game>;
export type RechargeType = z.infer<typeof rechargeType>;
