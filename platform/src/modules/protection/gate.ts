import type { CallName } from '@casino/contracts/registry';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hotSql } from '../../db/hot-query';
import { activeRestriction, restrictedError } from './restriction';

/**
 * What a cooling-off or self-excluded player may still do: the app shell's reads, their account's safety,
 * withdrawing (with its receiving accounts, KYC and safebox), support (feedback), every history, the inbox without its gifts, and
 * these protection calls (which refuse any loosening themselves). Everything else — deposits, games, claims,
 * spends — is refused. A list of what is allowed, so a call added later is refused until someone decides.
 */
export const ALLOWED_WHILE_RESTRICTED: ReadonlySet<CallName> = new Set<CallName>([
  // app shell
  'getAfterLoginInfoWeb',
  'refreshData',
  'online',
  'activityGetStatusList',
  // account
  'logout',
  'updatePassword',
  'loginSessionInfo',
  'appUserOther',
  'uploadKyc',
  'addKyc',
  'kyc',
  'uploadedImage',
  // support: a paused player can always reach a person
  'feedbackUpload',
  'feedbackSubmit',
  'feedbackList',
  'feedbackDetail',
  'feedbackReply',
  'chatOpen',
  'chatSend',
  'chatHistory',
  // withdrawing the balance
  'getExchange',
  'exchange',
  'exchangeOrderList',
  'exchangeOrderStatus',
  'exchangeOrderCancel',
  'addBankInfo',
  'modifyBankInfo',
  'bankInfoList',
  'delBankInfo',
  'safeboxWithdraw',
  'retrieveBalance',
  'rechargeOrderStatus',
  'rechargeOrderCancel',
  // history
  'walletRecordList',
  'appUserCoinDetail',
  'coinEventList',
  'betRecord',
  'betRecordReport',
  'gameRoundRecall',
  'exitGame',
  'fairnessSeedHistory',
  'activityAwardGetLog',
  'betBonusLog',
  'getVipStatement',
  'diamondLog',
  'diamondGoodsExchangeOrderLog',
  'searchScratchCardAwardLog',
  'getPersonJackpotDrawAwardLog',
  'getSpinLog',
  'lotteryOrderList',
  'lotteryPrizeList',
  'appAgent5UserLog',
  'appAgent5UserStatement',
  'getMail2',
  'getMailDetail',
  'delMail',
  // protection itself
  'selfLimitInfo',
  'selfLimitSet',
  'coolOffSet',
  'selfExclusionSet',
  'selfExclusionRevoke',
]);

/**
 * Calls that ask the gate's question in a statement they send anyway, and refuse right after their session is
 * admitted, so before anything else as the gate would: the spin reads `restrictionUntil` in its first
 * statement and passes it to refuseRestricted (its settling statement checks the restriction again). The gate's
 * own read would be one more round trip on every spin.
 */
const ASKED_BY_THE_CALL: ReadonlySet<string> = new Set<CallName>(['gameRoundPlay']);

/** The dispatch gate: a signed-in player's call is refused while a restriction runs, unless it is allowed. */
export function restrictionGate(db: Db) {
  return async (call: string, userId: number): Promise<void> => {
    if (ALLOWED_WHILE_RESTRICTED.has(call as CallName) || ASKED_BY_THE_CALL.has(call)) return;
    await refuseIfRestricted(db, userId, Date.now());
  };
}

/** The restriction's refusal when one runs (its details read now). */
async function refuseIfRestricted(db: Db, userId: number, now: number): Promise<void> {
  const restriction = await activeRestriction(db, userId, now);
  if (restriction) throw restrictedError(restriction, now);
}

/** The end of running restriction, as a column of the caller's statement (`user`: the player's id there). */
export function restrictionUntil(user: SQL, now: number): SQL {
  return hotSql`(select until from self_restrictions where user_id = ${user} and until > ${new Date(now).toISOString()}::timestamptz)`;
}

/**
 * The gate's refusal for a call that read restrictionUntil itself: nothing when it read none (no query),
 * else the restriction's refusal (its details read now).
 */
export async function refuseRestricted(db: Db, userId: number, until: unknown, now: number): Promise<void> {
  if (until) await refuseIfRestricted(db, userId, now);
}
