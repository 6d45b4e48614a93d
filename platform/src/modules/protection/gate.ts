import type { CallName } from '@casino/contracts/registry';
import type { Db } from '../../db/client';
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
 * Calls that refuse a running restriction themselves, with the same error, in a statement they send anyway: a
 * real round's stake guard (guard.ts) reads the restriction in the round's first statement and again in the
 * statement that settles it. The gate's own read would be one more round trip on every spin.
 */
const REFUSED_BY_THE_CALL: ReadonlySet<string> = new Set<CallName>(['gameRoundPlay']);

/** The dispatch gate: a signed-in player's call is refused while a restriction runs, unless it is allowed. */
export function restrictionGate(db: Db) {
  return async (call: string, userId: number): Promise<void> => {
    if (ALLOWED_WHILE_RESTRICTED.has(call as CallName) || REFUSED_BY_THE_CALL.has(call)) return;
    const now = Date.now();
    const restriction = await activeRestriction(db, userId, now);
    if (restriction) throw restrictedError(restriction, now);
  };
}
