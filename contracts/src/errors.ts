import { ERR_MAINTENANCE, ERR_SELF_RESTRICTED, ERR_UNAUTHORIZED, ERR_UPSTREAM_TIMEOUT } from './errors-core';

export { ERR_MAINTENANCE, ERR_SELF_RESTRICTED, ERR_UNAUTHORIZED, ERR_UPSTREAM_TIMEOUT };

/**
 * Product error codes carried in the envelope's `errcode`. 0 is success; the 4xx/5xx range
 * mirrors the HTTP class the BFF answers with; 1000+ are business codes owned by one area each.
 */
export const ERR = {
  OK: 0,
  INVALID_REQUEST: 400,
  UNAUTHORIZED: ERR_UNAUTHORIZED,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  NOT_AVAILABLE: 501,
  BAD_UPSTREAM: 502,
  MAINTENANCE: ERR_MAINTENANCE,
  UPSTREAM_TIMEOUT: ERR_UPSTREAM_TIMEOUT,
  // Jackpot draw chance claim (spec §8): each has its own translated message.
  DRAW_NOT_ELIGIBLE: 1001,
  DRAW_NEEDS_DEPOSIT: 1002,
  DRAW_NEEDS_TURNOVER: 1003,
  DRAW_ALREADY_RECEIVED: 1004,
  // Accounts and sign-in (2001+): the message says what to do next; see AUTH_ERROR_MESSAGE.
  ACCOUNT_TAKEN: 2001,
  MOBILE_TAKEN: 2002,
  WRONG_CREDENTIALS: 2003,
  ACCOUNT_LOCKED: 2004,
  SMS_CODE_WRONG: 2005,
  SMS_CODE_EXPIRED: 2006,
  SMS_CODE_TOO_MANY_ATTEMPTS: 2007,
  SMS_COOLDOWN: 2008,
  SMS_DAILY_LIMIT: 2009,
  MOBILE_NOT_REGISTERED: 2010,
  OTP_REQUIRED: 2011,
  PASSWORD_ALREADY_SET: 2012,
  PASSWORD_NOT_SET: 2013,
  MOBILE_ALREADY_BOUND: 2014,
  SOCIAL_TAKEN: 2015,
  SOCIAL_ALREADY_BOUND: 2016,
  SOCIAL_TOKEN_INVALID: 2017,
  SOCIAL_NOT_CONFIGURED: 2018,
  ELIGIBILITY_REQUIRED: 2019,
  ACCOUNT_SUSPENDED: 2020,
  PARENT_INVALID: 2021,
  PARENT_ALREADY_SET: 2022,
  UNDERAGE: 2023,
  PASSWORD_UNCHANGED: 2024,
  // Wallet and ledger (3001+).
  INSUFFICIENT_BALANCE: 3001,
  /** Withdrawal refused: bonus or deposit turnover still owed (the message says how much). */
  TURNOVER_UNMET: 3002,
  /** Withdrawal refused: the money comes from free bonuses and the player never topped up. */
  NEEDS_TOP_UP: 3003,
  /** Deposit amount outside the channel's limits, or a withdrawal outside the withdraw limits. */
  AMOUNT_OUT_OF_RANGE: 3004,
  /** The deposit channel or the bank is switched off by the operator. */
  CHANNEL_UNAVAILABLE: 3005,
  WITHDRAW_DAILY_LIMIT: 3006,
  KYC_REQUIRED: 3007,
  SAFEBOX_PASSWORD_NOT_SET: 3008,
  SAFEBOX_PASSWORD_WRONG: 3009,
  SAFEBOX_LOCKED: 3010,
  /** A receiving account with a pending withdrawal cannot be removed. */
  BANK_IN_USE: 3011,
  /** Deposit order no longer pending (paid, failed or expired). */
  ORDER_CLOSED: 3012,
  /** A receiving-account change or a withdrawal without the one-time code (or safebox PIN); nothing changed. */
  PAYOUT_CODE_REQUIRED: 3013,
  /** The account holder's name is not the verified (KYC) name: payouts go to the player's own accounts only. */
  ACCOUNT_NAME_MISMATCH: 3014,
  /** A new or changed receiving account waits out its hold before its first payout (detail: holdHoursLeft). */
  ACCOUNT_ON_HOLD: 3015,
  // Payment rails of 2026 (3041+): kept apart from the next wallet codes other areas take.
  /** An e-wallet deposit channel while the operator keeps e-wallets off (BSP M-2025-029 de-linking); no order made. */
  EWALLET_DEPOSITS_OFF: 3041,
  /** A withdrawal or receiving account that is not a bank account (payouts go to the player's own bank account). */
  PAYOUT_BANK_ONLY: 3042,
  /** An over-the-counter reference past its expiry: the payment centre cannot take it; nothing is credited. */
  OTC_REFERENCE_EXPIRED: 3043,
  // Games (4001+)
  /** A round pinned to a seed hash or nonce the player's pair has moved past: not played, nothing written. */
  SEEDS_CHANGED: 4001,
  // Claims, grants and spends of rewards (5001+): every bonus feature answers these.
  /** This reward (this period's, this mail's…) was received before; nothing more is given. */
  ALREADY_RECEIVED: 5001,
  /** Nothing to receive yet: the target is not reached or the item does not exist for this player. */
  NOT_CLAIMABLE: 5002,
  /** The period (day, week, month, event) this claim belongs to has ended. */
  PERIOD_CLOSED: 5003,
  /** A spend asks for more props (diamonds, tickets, points…) than the player holds; nothing was taken. */
  NOT_ENOUGH_PROPS: 5004,
  /** A per-player or per-period limit of this reward is used up. */
  LIMIT_REACHED: 5005,
  // Shop (5201+)
  /** Physical goods need a saved delivery address (updateAddress) first; nothing was taken. */
  ADDRESS_REQUIRED: 5201,
  /** The goods are sold out (their configured stock is used up); nothing was taken. */
  OUT_OF_STOCK: 5202,
  // Player protection (6001+): limits the player set, cool-off and self-exclusion.
  /** A deposit, loss or play-time limit the player set is reached (detail: limit, held = used, seconds to reset). */
  SELF_LIMIT_REACHED: 6001,
  /** Cooling off or self-excluded: only withdrawals and history until the end (detail: retryAfterSeconds). */
  SELF_RESTRICTED: ERR_SELF_RESTRICTED,
  /** The change loosens protection while it cannot be loosened (a raise during a cool-off, the irrevocable part). */
  SELF_LIMIT_LOCKED: 6003,
  /** The operator blocked this for the player (deposits, withdrawals or play), with a reason support can explain. */
  PLAYER_BLOCKED: 6004,
  /**
   * The player matches an entry of the national exclusion list (NDRP): deposits, play and payouts wait for
   * compliance's review. Own code so the app can say so instead of a generic block.
   */
  EXCLUSION_LISTED: 6005,
  /** Lifting a self-exclusion inside its first 6 months, which cannot be revoked (detail: retryAfterSeconds). */
  EXCLUSION_IRREVOCABLE: 6041,
  // Uploads and KYC (7101+).
  /** An image over the operator's uploadMaxMb. */
  UPLOAD_TOO_LARGE: 7101,
  /** Not a JPEG, PNG or WebP image by its bytes, or not the type it was sent as. */
  UPLOAD_NOT_IMAGE: 7102,
  /** An image carrying something else (a polyglot: trailing data, script or archive inside). */
  UPLOAD_REFUSED: 7103,
  /** A KYC submission is already waiting for review. */
  KYC_PENDING: 7104,
  /** The identity is already verified. */
  KYC_ALREADY_APPROVED: 7105,
  /** No such feedback among the player's own (a record link to one that is not theirs, or gone). */
  FEEDBACK_NOT_FOUND: 7106,
  // Live chat (7201+).
  /** No such chat among the player's own (or, for an operator, at all). */
  CHAT_NOT_FOUND: 7201,
  /** The chat has ended (closed, or moved to the inbox): a new message needs a new chat. */
  CHAT_ENDED: 7202,
  /** Another agent has claimed this chat. */
  CHAT_TAKEN: 7203,
  /** A blank or single-colour image where a photo of an ID or a face is needed. */
  UPLOAD_BLANK: 7107,
} as const;

export type ErrCode = (typeof ERR)[keyof typeof ERR];

/** HTTP status for an errcode: the class codes map to themselves, business codes are 200. */
export function httpStatusFor(errcode: number): number {
  if (errcode === 0) return 200;
  if (errcode >= 400 && errcode < 600) return errcode;
  return 200;
}

/**
 * Default English text of the account codes; the platform may add specifics (the unlock time, seconds
 * to wait) and the web may show its own translation keyed by the code.
 */
export const AUTH_ERROR_MESSAGE: Readonly<Record<number, string>> = {
  [ERR.ACCOUNT_TAKEN]: 'This account name is already registered. Log in or choose another name.',
  [ERR.MOBILE_TAKEN]: 'This mobile number is already registered. Log in with it instead.',
  [ERR.WRONG_CREDENTIALS]: 'Wrong account or password.',
  [ERR.ACCOUNT_LOCKED]: 'Too many wrong passwords. This account is locked for a while.',
  [ERR.SMS_CODE_WRONG]: 'The SMS code is wrong. Check the code and try again.',
  [ERR.SMS_CODE_EXPIRED]: 'The SMS code has expired or was already used. Request a new code.',
  [ERR.SMS_CODE_TOO_MANY_ATTEMPTS]: 'Too many wrong codes. Request a new code.',
  [ERR.SMS_COOLDOWN]: 'Please wait before requesting another code.',
  [ERR.SMS_DAILY_LIMIT]: 'Daily limit of SMS codes for this number reached. Try again tomorrow.',
  [ERR.MOBILE_NOT_REGISTERED]: 'No account uses this mobile number.',
  [ERR.OTP_REQUIRED]: 'Sign-in without an SMS code is turned off. Use the code sent to your phone.',
  [ERR.PASSWORD_ALREADY_SET]: 'This account already has a password. Change it in your profile instead.',
  [ERR.PASSWORD_NOT_SET]: 'This account has no password yet. Sign in with an SMS code and set one.',
  [ERR.MOBILE_ALREADY_BOUND]: 'A mobile number is already bound to this account.',
  [ERR.SOCIAL_TAKEN]: 'This social account is already linked to another player.',
  [ERR.SOCIAL_ALREADY_BOUND]: 'Another account of this provider is already linked to you.',
  [ERR.SOCIAL_TOKEN_INVALID]: 'The sign-in with this provider could not be verified. Please try again.',
  [ERR.SOCIAL_NOT_CONFIGURED]: 'Sign-in with this provider is not available.',
  [ERR.ELIGIBILITY_REQUIRED]: 'Please confirm you are 21 or older and not a restricted person.',
  [ERR.ACCOUNT_SUSPENDED]: 'This account is suspended. Please contact customer service.',
  [ERR.PARENT_INVALID]: 'That inviter does not exist or cannot be your inviter.',
  [ERR.PARENT_ALREADY_SET]: 'Your inviter is already recorded and cannot be changed.',
  [ERR.UNDERAGE]: 'You must be 21 or older to play.',
  [ERR.PASSWORD_UNCHANGED]: 'The new password must differ from the current one.',
  [ERR.INSUFFICIENT_BALANCE]: 'Insufficient balance.',
  [ERR.TURNOVER_UNMET]: 'Bet the remaining turnover before withdrawing.',
  [ERR.NEEDS_TOP_UP]: 'Bonus money can be withdrawn after at least one deposit.',
  [ERR.AMOUNT_OUT_OF_RANGE]: 'The amount is outside the allowed limits.',
  [ERR.CHANNEL_UNAVAILABLE]: 'This payment method is not available right now.',
  [ERR.WITHDRAW_DAILY_LIMIT]: 'Daily number of withdrawals reached. Try again tomorrow.',
  [ERR.KYC_REQUIRED]: 'Verify your identity (KYC) first: a government ID and a live selfie.',
  [ERR.PAYOUT_CODE_REQUIRED]: 'Enter the one-time code we sent to your mobile (or your safebox PIN).',
  [ERR.ACCOUNT_NAME_MISMATCH]: 'The account holder must be you: use an account in your verified name.',
  [ERR.ACCOUNT_ON_HOLD]: 'A new receiving account can be paid to once its safety hold ends.',
  [ERR.EWALLET_DEPOSITS_OFF]:
    'E-wallets no longer pay gambling sites. Deposit with QR Ph, InstaPay, online banking or cash at a payment centre.',
  [ERR.PAYOUT_BANK_ONLY]: 'Withdrawals go only to a bank account in your name. Add a bank account instead.',
  [ERR.OTC_REFERENCE_EXPIRED]: 'This payment reference has expired and cannot be paid. Start a new deposit.',
  [ERR.SAFEBOX_PASSWORD_NOT_SET]: 'Set a safebox password first.',
  [ERR.SAFEBOX_PASSWORD_WRONG]: 'Wrong safebox password.',
  [ERR.SAFEBOX_LOCKED]: 'Too many wrong safebox passwords. Try again later.',
  [ERR.BANK_IN_USE]: 'This account has a pending withdrawal and cannot be removed yet.',
  [ERR.ORDER_CLOSED]: 'This order is no longer pending.',
  [ERR.ALREADY_RECEIVED]: 'You have already received this reward.',
  [ERR.NOT_CLAIMABLE]: 'This reward cannot be received yet.',
  [ERR.PERIOD_CLOSED]: 'This reward period has ended.',
  [ERR.NOT_ENOUGH_PROPS]: 'You do not have enough items for this.',
  [ERR.UPLOAD_TOO_LARGE]: 'This image is too large.',
  [ERR.UPLOAD_NOT_IMAGE]: 'Upload a JPEG, PNG or WebP image.',
  [ERR.UPLOAD_REFUSED]: 'This file cannot be accepted. Take a new photo and upload that.',
  [ERR.KYC_PENDING]: 'Your verification is being reviewed.',
  [ERR.KYC_ALREADY_APPROVED]: 'Your identity is already verified.',
  [ERR.FEEDBACK_NOT_FOUND]: 'This feedback does not exist or is not yours.',
  [ERR.CHAT_NOT_FOUND]: 'This chat does not exist or is not yours.',
  [ERR.CHAT_ENDED]: 'This chat has ended. Start a new chat to write to support again.',
  [ERR.CHAT_TAKEN]: 'Another agent is already answering this chat.',
  [ERR.UPLOAD_BLANK]: 'This photo is blank. Take a clear photo of the ID or your face.',
  [ERR.LIMIT_REACHED]: 'The limit for this reward has been reached.',
  [ERR.ADDRESS_REQUIRED]: 'Save your delivery address in your profile first.',
  [ERR.OUT_OF_STOCK]: 'Sorry, this item is sold out.',
  [ERR.SELF_LIMIT_REACHED]: 'You have reached a limit you set. It resets when its period ends.',
  [ERR.SELF_RESTRICTED]:
    'Your account is paused by your own choice: you can withdraw and see your history only.',
  [ERR.SELF_LIMIT_LOCKED]:
    'This cannot be loosened now: your pause or the irrevocable part of it is still running.',
  [ERR.EXCLUSION_IRREVOCABLE]:
    'The first 6 months of a self-exclusion cannot be revoked. You can ask to end it after that.',
  [ERR.PLAYER_BLOCKED]: 'This is blocked on your account by the operator. Please contact customer service.',
  [ERR.EXCLUSION_LISTED]:
    'Your details match the national gaming exclusion list, so deposits, play and withdrawals are on hold while our compliance team reviews it. Contact customer service if you think this is a mistake.',
  [ERR.SEEDS_CHANGED]:
    'Your seeds changed in another window, so this round was not played. Check the new seed hash and nonce, then play again.',
};
