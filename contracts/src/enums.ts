// Enumerations of spec §3 as named constants. Zod-free: the web imports this at first load.

/** Activity type ids (spec §3). */
export const ACTIVITY_TYPE = {
  Bind: 4,
  VIP: 8,
  Points: 9,
  SignUpBonus: 15,
  Fund: 16,
  LadderRecharge: 17,
  InviteUserSpin: 20,
  FollowRewards: 21,
  RedPacket: 22,
  FreeLoginBonus: 23,
  Notice: 25,
  Agent: 26,
  AccumulatedRecharge: 28,
  OutLink: 29,
  Supply: 30,
  AgentCount: 31,
  Download: 32,
  WeekendLottery: 33,
  Festival: 35,
  FreeSign: 36,
  Christmas: 37,
  NewYear: 38,
  FirstCharge: 39,
  InviteFriend1: 40,
  Agent5: 41,
  Tasks: 42,
  ContinuousRecharge: 43,
  FirstDeposit: 44,
  VipRebate: 45,
  LuckyJackpot: 47,
  HomeGuide: 48,
  VipTask: 49,
  Rank: 50,
  SlotsHack: 51,
  Lottery: 55,
  Tasks1: 10000,
} as const;
export type ActivityType = (typeof ACTIVITY_TYPE)[keyof typeof ACTIVITY_TYPE];

/** Login types (spec §3); phoneNoOtp applies when the config's otpStatus is off. */
export const LOGIN_TYPE = { phone: 1, account: 2, phoneNoOtp: 3 } as const;
export type LoginType = (typeof LOGIN_TYPE)[keyof typeof LOGIN_TYPE];

/**
 * How an account was created (user info accountType; our numbering, the spec names the field only):
 * phone 1 and account 2 as the login types, social providers by their provider id.
 */
export const ACCOUNT_TYPE = { phone: 1, account: 2, facebook: 3, line: 4, google: 5 } as const;
export type AccountType = (typeof ACCOUNT_TYPE)[keyof typeof ACCOUNT_TYPE];

/** What an SMS code is sent for (spec §3 auth modes). */
export const AUTH_MODE = { register: 0, bind: 1, forget: 2, loginAndRegister: 3 } as const;
/** SMS code purpose beyond the auth modes: confirming a receiving-account change or a withdrawal. */
export const PAYOUT_CODE_PURPOSE = 4;
export type AuthMode = (typeof AUTH_MODE)[keyof typeof AUTH_MODE];

/** Social sign-in providers (spec §3). */
export const SOCIAL_PROVIDER = { facebook: 3, line: 4, google: 5 } as const;
export type SocialProvider = (typeof SOCIAL_PROVIDER)[keyof typeof SOCIAL_PROVIDER];

/**
 * Recharge bonus kinds 1-13 (spec §3 gives the range only; the labels are our naming of what each
 * kind grants). 0 on a channel means no bonus.
 */
export const RECHARGE_BONUS_KIND = {
  1: 'firstDeposit',
  2: 'everyDeposit',
  3: 'dailyFirstDeposit',
  4: 'secondDeposit',
  5: 'thirdDeposit',
  6: 'ladderRecharge',
  7: 'accumulatedRecharge',
  8: 'continuousRecharge',
  9: 'weekendDeposit',
  10: 'vipDeposit',
  11: 'festivalDeposit',
  12: 'channelRebate',
  13: 'fixedGift',
} as const;
export type RechargeBonusKind = keyof typeof RECHARGE_BONUS_KIND;
export const RECHARGE_BONUS_KINDS = Object.keys(RECHARGE_BONUS_KIND).map(Number) as RechargeBonusKind[];

/** VIP level theme keys 1-6 (appVipMap showType): the visual tier of a level. */
export const VIP_THEME = { bronze: 1, silver: 2, gold: 3, platinum: 4, diamond: 5, royal: 6 } as const;
export type VipTheme = (typeof VIP_THEME)[keyof typeof VIP_THEME];

/** Activity entry click kinds (spec §2 overlays). */
export const CLICK_TYPE = { route: 1, game: 2, externalLink: 3 } as const;
export type ClickType = (typeof CLICK_TYPE)[keyof typeof CLICK_TYPE];

/** clickAction values with a special meaning: 20 opens the spin modal. */
export const CLICK_ACTION = { spinModal: 20 } as const;

/** Activity `type` 1 shows as a startup popup. */
export const ACTIVITY_POPUP_TYPE = 1;

/** unloginShowStatus: 0 hides an entry from visitors (they are sent to login). */
export const UNLOGIN_SHOW_STATUS = { hidden: 0, shown: 1 } as const;

/** Draw result `type` 2 is a jackpot (the spin wheel shows, then the amount counts up). */
export const DRAW_RESULT_TYPE = { item: 1, jackpot: 2 } as const;

/** Maintenance status in preLogin / config. */
export const MAINTENANCE_STATUS = { off: 0, on: 1 } as const;

/** Customer-service queue itemType 1 is online service (LiveChat licence in param1, group in param2). */
export const CUSTOMER_SERVICE_ITEM_TYPE = { onlineService: 1 } as const;

// ---- Additions: states of the things the spec does not show -----------------------------------

/** In-house game engines; 'external' is a seamless-wallet provider. */
export const GAME_ENGINES = ['slots', 'color', 'mines', 'crash', 'sicbo', 'baccarat', 'bingo'] as const;
export type GameEngine = (typeof GAME_ENGINES)[number];

/** Colour Game faces, in die order (index = face value 0-5). */
export const COLOR_GAME_COLORS = ['yellow', 'white', 'pink', 'blue', 'red', 'green'] as const;
export type ColorGameColor = (typeof COLOR_GAME_COLORS)[number];

export const ROUND_STATUS = ['open', 'settled', 'refunded'] as const;
export type RoundStatus = (typeof ROUND_STATUS)[number];

export const RECHARGE_ORDER_STATUS = ['pending', 'paid', 'failed', 'expired', 'cancelled'] as const;
export type RechargeOrderStatus = (typeof RECHARGE_ORDER_STATUS)[number];

/** 'cancelled': the player took a pending withdrawal back (the hold returned, as on a rejection). */
export const EXCHANGE_ORDER_STATUS = ['pending', 'approved', 'paid', 'rejected', 'cancelled'] as const;
export type ExchangeOrderStatus = (typeof EXCHANGE_ORDER_STATUS)[number];

/** What a player's feedback is about (feedbackSubmit). */
export const FEEDBACK_CATEGORIES = [
  'account',
  'deposit',
  'withdrawal',
  'games',
  'bonus',
  'suggestion',
  'other',
  /** A family member asks for a player's exclusion (PAGCOR family exclusion): it reaches compliance. */
  'exclusionRequest',
] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

/** KYC review state. */
export const KYC_STATUS = { none: 0, pending: 1, approved: 2, rejected: 3 } as const;
export type KycStatus = (typeof KYC_STATUS)[keyof typeof KYC_STATUS];

/** Task / claim progress: in progress, finished (claimable), received. */
export const CLAIM_STATUS = { inProgress: 0, claimable: 1, received: 2 } as const;
export type ClaimStatus = (typeof CLAIM_STATUS)[keyof typeof CLAIM_STATUS];

/** Receiving account kinds in appRechargeBankMap. */
export const BANK_KINDS = ['bank', 'ewallet'] as const;

/**
 * Reasons a coin balance changes (appUserCoinDetail `kind`, the ledger's kind). The wire type is a
 * string so a new kind never breaks an older client; these are the ones the product writes.
 */
export const COIN_CHANGE_KINDS = [
  'register',
  'deposit',
  'depositBonus',
  'withdraw',
  'withdrawRefund',
  /** A submitted withdrawal holds its amount until an operator pays (withdraw) or rejects (withdrawRelease) it. */
  'withdrawHold',
  'withdrawRelease',
  'bet',
  'win',
  'refund',
  'bonus',
  'claim',
  'rebate',
  'commission',
  'safeboxIn',
  'safeboxOut',
  /** Coin paid for something bought with coin (a lottery ticket, a shop item): a negative reward grant. */
  'spend',
  /** Bonus money whose turnover was unmet, given up so the player's own cash could be withdrawn. */
  'bonusForfeit',
  'adjust',
  /** A credit or debit an operator proposed and a second operator approved (four-eyes), with its reason. */
  'manualAdjustment',
] as const;
export type CoinChangeKind = (typeof COIN_CHANGE_KINDS)[number];
