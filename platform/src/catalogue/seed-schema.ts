import {
  appConfig,
  banner,
  customerServiceItem,
  faqItem,
  game,
  gameBrand,
  gamePlatform,
  gameType,
  genericImg,
  jackpotAwardConfig,
  maintenance,
  propConfig,
  rechargeBank,
  rechargeItem,
  rechargeType,
  userLevelConfig,
  vipLevel,
} from '@casino/contracts/entities/app-config';
import { vipBenefit, vipRules } from '@casino/contracts/vip-settings';
import { z } from 'zod';
import { questsDoc } from '../rewards/quest-schema';
import { lotterySettings, rankSettings } from './seed-schema-lottery';

// Seed files are strict: a misspelt key in an operator's edit is an error, not a silently ignored field.
const strict = <T extends z.ZodObject>(schema: T) => z.strictObject(schema.shape as T['shape']);

const minorAmount = z.number().int().min(0).max(10_000_000_000);
const wholePesosAml = z.number().int().min(1).max(10_000_000_000);

/** settings.json `wallet`: the operator's payment rules. Amounts in minor units. */
export const walletSettings = z.strictObject({
  /** A deposit order not paid within this many minutes expires. */
  depositOrderMinutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  /** Turnover a deposit needs before it can be withdrawn, × the deposit (iGAMING.md: 1× is common in PH). */
  depositTurnoverMultiple: z.number().int().min(0).max(100).default(1),
  /** Turnover the recharge bonus of a channel (bonusKind/bonusRate) needs, × the bonus. */
  rechargeBonusTurnoverMultiple: z.number().int().min(0).max(100).default(20),
  /** Open (pending, unexpired) deposit orders a player may have at once. */
  maxPendingDeposits: z.number().int().min(1).max(100).default(5),
  withdrawMin: minorAmount.default(10_000),
  withdrawMax: minorAmount.default(5_000_000),
  /** Fee = max(withdrawFeeFixed, amount × withdrawFeeRateBp / 10000), floored. */
  withdrawFeeRateBp: z.number().int().min(0).max(10_000).default(0),
  withdrawFeeFixed: minorAmount.default(0),
  /** Withdrawals a player may submit per Manila calendar day (rejected ones count too). */
  withdrawDailyCount: z.number().int().min(0).max(1000).default(5),
  maxReceivingAccounts: z.number().int().min(1).max(50).default(5),
  /** Wrong safebox passwords before the safebox locks, and for how long. */
  safeboxMaxAttempts: z.number().int().min(1).max(100).default(5),
  safeboxLockMinutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  /**
   * E-wallet deposit channels (kind ewallet) are offered. Off: BSP Memorandum M-2025-029 made e-wallets remove
   * their links to gambling sites in August 2025 (domain/PH-2026.md); the channels stay configured for the day
   * the rule moves.
   */
  ewalletDeposits: z.boolean().default(false),
  /** E-wallet receiving accounts may be added and paid to. Off: payouts go to bank accounts in the player's name. */
  ewalletPayouts: z.boolean().default(false),
  /** Hours an over-the-counter reference (channel kind otc) can be paid at a payment centre before it expires. */
  otcReferenceHours: z.number().int().min(1).max(168).default(24),
});
export type WalletSettings = z.infer<typeof walletSettings>;

/** settings.json `chat`: the built-in live chat's timings. */
export const chatSettings = z.strictObject({
  /** A chat no agent has answered after this many minutes goes on as a feedback thread in the player's inbox. */
  inboxAfterMinutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(5),
  /** The wait shown while agents are online and no answered chat of the last day tells a better figure. */
  defaultReplySeconds: z
    .number()
    .int()
    .min(10)
    .max(24 * 3600)
    .default(120),
  /** An agent counts as online this long after their console last showed the chat inbox. */
  agentOnlineSeconds: z.number().int().min(10).max(3600).default(60),
});
export type ChatSettings = z.infer<typeof chatSettings>;

/** settings.json `ops`: rules of the back office (DESIGN §10). */
export const opsSettings = z.strictObject({
  /** A withdrawal above this (minor units; default ₱50,000) needs a second operator's approval (four-eyes). */
  fourEyesAbovePhp: minorAmount.default(5_000_000),
  /**
   * A four-eyes proposal nobody decided within this many hours expires (executes nothing; a withdrawal goes back to
   * the queue undecided), so no order waits on a forgotten proposal with the player's money held.
   */
  proposalExpiryHours: z.number().int().min(1).max(720).default(24),
});
export type OpsSettings = z.infer<typeof opsSettings>;

/**
 * settings.json `aml`: what the AML detection (modules/compliance) records for compliance. RA 10927: a covered
 * transaction is one above ₱5,000,000. Whole pesos, as the law writes the threshold.
 */
export const amlSettings = z.strictObject({
  /** One deposit or withdrawal above this many pesos is a covered transaction. */
  coveredAbovePhp: wholePesosAml.default(5_000_000),
  /**
   * Deposits of one player within 24 hours, each at or above this share of the covered threshold (percent) and
   * below it, that together pass it: split to stay under the threshold.
   */
  structuringFloorPct: z.number().int().min(1).max(99).default(50),
  /** A receiving account, device or IP shared by at least this many players (the player included). */
  sharedMinPlayers: z.number().int().min(2).max(100).default(3),
});
export type AmlSettings = z.infer<typeof amlSettings>;
const kycLevel = z.union([z.literal(0), z.literal(1), z.literal(2)]);
const wholePesos = z.number().int().min(0).max(100_000_000);

/**
 * settings.json `kyc`: which verified level (0 none, 1 ID + live selfie, 2 also address and source of funds)
 * the money calls ask for. PAGCOR: no deposit before the identity is verified (domain/PH-2026.md). Whole pesos.
 */
export const kycSettings = z.strictObject({
  /** Level every deposit needs. */
  depositRequires: kycLevel.default(1),
  /** Level 2 once the player's deposits in total (this one included) pass this many pesos; 0 = never. */
  level2AboveDepositsPhp: wholePesos.default(100_000),
  /** Level 2 once the player's withdrawals in total (this one included) pass this many pesos; 0 = never. */
  level2AboveWithdrawalPhp: wholePesos.default(100_000),
});
export type KycSettings = z.infer<typeof kycSettings>;

/** settings.json `payout`: rules protecting where withdrawals go. */
export const payoutSettings = z.strictObject({
  /** Hours a new or changed receiving account waits before its first payout. */
  newAccountHoldHours: z.number().int().min(0).max(720).default(24),
});
export type PayoutSettings = z.infer<typeof payoutSettings>;

/** settings.json: the scalar config fields; loose, so an operator can add bonus configs the client reads. */
export const settingsDoc = appConfig
  .pick({
    lengths: true,
    safeboxPasswordLength: true,
    smsCodeSendLimit: true,
    otpStatus: true,
    registerType: true,
    defaultLoginType: true,
    userRegisterCoin: true,
    minRechargeStatus: true,
    proxy: true,
    gameResourceUrl: true,
    clientConfig: true,
    feedbackConfig: true,
    h5ClientMode: true,
    h5: true,
    deviceId: true,
    kycRequired: true,
    kycWithdrawThreshold: true,
    uploadMaxMb: true,
  })
  .extend({
    /**
     * Turnover the registration bonus (userRegisterCoin) needs before it can be withdrawn, as a multiple of
     * the bonus (iGAMING.md: bonus money 20×–35×). Defaults to 20 for catalogues loaded before it existed.
     */
    registerBonusTurnoverMultiple: z.number().int().min(0).max(100).default(20),
    /** Deposit, withdrawal and safebox rules (platform/README.md "Payments"); defaults for older catalogues. */
    wallet: walletSettings.prefault({}),
    /** KYC levels the money calls need (defaults for older catalogues). */
    kyc: kycSettings.prefault({}),
    payout: payoutSettings.prefault({}),
    /** The weekend lottery and the turnover leaderboards (seed-schema-lottery.ts); defaults for older catalogues. */
    lottery: lotterySettings.prefault({}),
    rank: rankSettings.prefault({}),
    /** The built-in live chat (modules/chat); defaults for older catalogues. */
    chat: chatSettings.prefault({}),
    /** Back-office rules (four-eyes threshold); defaults for older catalogues. */
    ops: opsSettings.prefault({}),
    /** AML detection thresholds (defaults for older catalogues). */
    aml: amlSettings.prefault({}),
  });

/** recharge.json: deposit channels (each lists the amount chips it offers) and the chips. */
export const rechargeDoc = z.strictObject({
  channels: z.array(z.strictObject({ ...rechargeType.shape, itemIds: z.array(z.number().int()) })).min(1),
  items: z.array(strict(rechargeItem)).min(1),
});

/** banks.json: banks and e-wallets a player can withdraw to. */
export const banksDoc = z.strictObject({ banks: z.array(strict(rechargeBank)).min(1) });

export { vipBenefit, vipRules } from '@casino/contracts/vip-settings';

/** vip.json: VIP levels, the user-level turnover thresholds and each level's benefits. */
export const vipDoc = z.strictObject({
  levels: z.array(strict(vipLevel)).min(1),
  userLevels: z.array(strict(userLevelConfig)).min(1),
  benefits: z.array(vipBenefit).default([]),
  rules: vipRules.default({
    turnoverMultiple: 1,
    rebateAutoCreditDays: 3,
    keepPeriod: 'month',
    depositExpPerPeso: 0,
  }),
});

/** games.json: the lobby catalogue. */
export const gamesDoc = z.strictObject({
  types: z.array(strict(gameType)).min(1),
  brands: z.array(strict(gameBrand)).min(1),
  platforms: z.array(strict(gamePlatform)).min(1),
  images: z.array(strict(genericImg)),
  games: z.array(strict(game)).min(1),
});

/** props.json: reward items and the jackpot draw grid. */
export const propsDoc = z.strictObject({
  props: z.array(strict(propConfig)),
  jackpotAwards: z.array(strict(jackpotAwardConfig)),
});

export const faqDoc = z.strictObject({ faq: z.array(strict(faqItem)) });
export const bannersDoc = z.strictObject({ banners: z.array(strict(banner)) });

export const themeEntry = z.strictObject({
  id: z.string().min(1).max(64),
  themeName: z.string(),
  themeDomian: z.string(),
  /** Design tokens; sent to the client as the JSON string themeJsonData. */
  tokens: z.record(z.string(), z.union([z.string(), z.number()])),
});
export const themesDoc = z.strictObject({ active: z.string(), themes: z.array(themeEntry).min(1) });

/** customer-service.json: loaded into the customer_service_queue table. */
export const customerServiceDoc = z.strictObject({
  queue: z.array(
    z.strictObject({ ...customerServiceItem.shape, status: z.union([z.literal(0), z.literal(1)]) }),
  ),
});

/** A moment in a seed file: ISO 8601 with its offset (e.g. 2026-12-01T00:00:00+08:00). */
const seedMoment = z.iso.datetime({ offset: true });

/** activities.json: the activity catalogue (spec §3 Activity), loaded into the activities table. */
export const activitiesDoc = z.strictObject({
  activities: z.array(
    z.strictObject({
      id: z.number().int().min(1),
      /** ACTIVITY_TYPE (contracts enums). */
      activityType: z.number().int().min(1),
      name: z.string().min(1).max(100),
      sort: z.number().int(),
      /** 1 shows it as a startup popup: only for an activity whose popup and page exist. */
      type: z.union([z.literal(0), z.literal(1)]),
      themeUrl: z.string().max(500),
      /** 1 in-app route, 2 game, 3 external link. */
      clickType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
      clickAction: z.number().int().min(0),
      /** The route (clickType 1), or the URL (3). */
      target: z.string().max(500),
      unloginShowStatus: z.union([z.literal(0), z.literal(1)]),
      startTime: seedMoment.nullable(),
      endTime: seedMoment.nullable(),
      rule: z.string().max(4000),
      /** 0 switches it off without deleting it. */
      status: z.union([z.literal(0), z.literal(1)]),
    }),
  ),
});
export type ActivitiesDoc = z.output<typeof activitiesDoc>;

/** maintenance.json: the state on the first start only; afterwards `ops maintenance on|off` owns it. */
export const maintenanceDoc = strict(maintenance);

/** Seed files stored as catalogue documents, by file name (without .json). */
export const CATALOGUE_DOCS = {
  settings: settingsDoc,
  recharge: rechargeDoc,
  banks: banksDoc,
  vip: vipDoc,
  games: gamesDoc,
  props: propsDoc,
  faq: faqDoc,
  banners: bannersDoc,
  themes: themesDoc,
  /** Quests of the rewards engine (tasks, VIP tasks, sign-in cycles…); rewards/quest-schema.ts. */
  quests: questsDoc,
} as const;

export type CatalogueKey = keyof typeof CATALOGUE_DOCS;
export type CatalogueDocs = { [K in CatalogueKey]: z.output<(typeof CATALOGUE_DOCS)[K]> };
export type CustomerServiceDoc = z.output<typeof customerServiceDoc>;
export type MaintenanceDoc = z.output<typeof maintenanceDoc>;
export type ThemeEntry = z.output<typeof themeEntry>;
