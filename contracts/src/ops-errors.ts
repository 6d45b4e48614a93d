// Error codes of the operator calls (8001–8099 operators, audit and four-eyes; the queues and reviews built on them
// take 8100+). Kept out of errors.ts so the player app's lazy pages carry none of the console's texts.

export const OPS_ERR = {
  /** Unknown login or wrong password (never says which). */
  WRONG_CREDENTIALS: 8001,
  /** Too many failed sign-ins: the operator is locked until detail.retryAfterSeconds. */
  LOCKED: 8002,
  /** The authenticator code is wrong or expired. */
  TOTP_WRONG: 8003,
  /** An admin disabled this operator. */
  DISABLED: 8004,
  /** Another operator has this login. */
  LOGIN_TAKEN: 8005,
  /** The maker of a proposal cannot decide it: a second operator must. */
  OWN_PROPOSAL: 8006,
  /** The proposal was approved or declined already (by this operator or another); nothing was done again. */
  PROPOSAL_DECIDED: 8007,
  PROPOSAL_NOT_FOUND: 8008,
  /** A debit adjustment larger than what the player holds: nothing was taken (detail.held = what they hold). */
  ADJUSTMENT_EXCEEDS_BALANCE: 8009,
  /** An admin cannot disable their own operator (the last admin would lock everyone out). */
  CANNOT_DISABLE_SELF: 8010,
  OPERATOR_NOT_FOUND: 8011,
  PLAYER_NOT_FOUND: 8012,
  /** The operator's roles do not include one that may decide this kind of proposal. */
  ROLE_CANNOT_DECIDE: 8013,
  /** Nobody decided the proposal within settings ops.proposalExpiryHours: it expired, nothing was executed. */
  PROPOSAL_EXPIRED: 8014,
  /** An admin cannot change their own roles or re-issue their own sign-in: another admin must (so no admin can
   * raise themselves, and the last admin cannot lock everyone out). */
  OWN_OPERATOR: 8015,
  // Withdrawal queue (8201+).
  /** No such withdrawal. */
  WITHDRAWAL_NOT_FOUND: 8201,
  /** The withdrawal was decided already (paid or rejected): nothing was done. */
  WITHDRAWAL_DECIDED: 8202,
  // KYC queue (8301+).
  KYC_NOT_FOUND: 8301,
  /** The submission was approved or rejected already (by this operator or another): nothing was done. */
  KYC_DECIDED: 8302,
  /** The checks flagged the submission: approving it needs an override reason (detail.flags lists them). */
  KYC_FLAGGED_NEEDS_OVERRIDE: 8303,
  /** Overriding the checks is compliance's call: a kyc operator cannot approve a flagged submission. */
  KYC_OVERRIDE_ROLE: 8304,
  /** A rejection or a request for more documents says why (the player reads it). */
  KYC_REASON_REQUIRED: 8305,
  // Exclusion list and screening (8401+).
  /** The CSV's header is not the exclusion list's (the message names the columns). */
  EXCLUSION_CSV_HEADER: 8401,
  SCREENING_HIT_NOT_FOUND: 8402,
  /** The hit was confirmed or cleared already (by this operator or another): nothing was done. */
  SCREENING_DECIDED: 8403,
  // AML (8501+).
  AML_NOT_FOUND: 8501,
  /** That status cannot follow the item's current one (the message names the ones it can become). */
  AML_TRANSITION: 8502,
} as const;

export type OpsErrCode = (typeof OPS_ERR)[keyof typeof OPS_ERR];

/** Default English text of each code (the console may show its own, keyed by the code). */
export const OPS_ERROR_MESSAGE: Readonly<Record<OpsErrCode, string>> = {
  [OPS_ERR.WRONG_CREDENTIALS]: 'Wrong login or password.',
  [OPS_ERR.LOCKED]: 'Too many failed sign-ins. This operator is locked for a while.',
  [OPS_ERR.TOTP_WRONG]: 'The authenticator code is wrong or expired. Enter the current 6-digit code.',
  [OPS_ERR.DISABLED]: 'This operator is disabled. Ask an administrator.',
  [OPS_ERR.LOGIN_TAKEN]: 'Another operator already has this login.',
  [OPS_ERR.OWN_PROPOSAL]: 'You made this proposal: another operator must approve or decline it.',
  [OPS_ERR.PROPOSAL_DECIDED]: 'This proposal was already decided.',
  [OPS_ERR.PROPOSAL_NOT_FOUND]: 'No such proposal.',
  [OPS_ERR.ADJUSTMENT_EXCEEDS_BALANCE]:
    'The debit is larger than what the player holds. Nothing was taken; lower the amount.',
  [OPS_ERR.CANNOT_DISABLE_SELF]: 'You cannot disable your own operator.',
  [OPS_ERR.OPERATOR_NOT_FOUND]: 'No such operator.',
  [OPS_ERR.PLAYER_NOT_FOUND]: 'No such player.',
  [OPS_ERR.ROLE_CANNOT_DECIDE]: 'Your roles do not allow deciding this kind of proposal.',
  [OPS_ERR.PROPOSAL_EXPIRED]:
    'This proposal expired before anyone decided it. Nothing was done; the item is back in its queue.',
  [OPS_ERR.OWN_OPERATOR]: 'Another administrator must change your own roles or sign-in.',
  [OPS_ERR.WITHDRAWAL_NOT_FOUND]: 'No such withdrawal.',
  [OPS_ERR.WITHDRAWAL_DECIDED]: 'This withdrawal was already paid or rejected.',
  [OPS_ERR.KYC_NOT_FOUND]: 'No such KYC submission.',
  [OPS_ERR.KYC_DECIDED]: 'This KYC submission was already approved or rejected.',
  [OPS_ERR.KYC_FLAGGED_NEEDS_OVERRIDE]:
    'The checks flagged this submission: approving it needs a compliance override with a reason.',
  [OPS_ERR.KYC_OVERRIDE_ROLE]: 'Only a compliance operator can approve a flagged submission.',
  [OPS_ERR.KYC_REASON_REQUIRED]: 'Say why: the player reads the reason and acts on it.',
  [OPS_ERR.EXCLUSION_CSV_HEADER]:
    'This file is not an exclusion list: its first line must be name,birthday,id_number,kind.',
  [OPS_ERR.SCREENING_HIT_NOT_FOUND]: 'No such screening hit.',
  [OPS_ERR.SCREENING_DECIDED]: 'This screening hit was already decided.',
  [OPS_ERR.AML_NOT_FOUND]: 'No such AML item.',
  [OPS_ERR.AML_TRANSITION]: 'An AML item cannot move to that status from where it is.',
};
