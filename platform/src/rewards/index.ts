// The rewards engine's door (DESIGN §9): modules give, spend and follow play only through these.
export {
  ACCRUAL_ORDER,
  type AccrualConsumer,
  type AccrualConsumerName,
  type AccrualJob,
  type AccrualRow,
  createAccruals,
  inAccrualOrder,
} from './accruals';
export { awardLog } from './award-log';
export {
  AlreadyReceivedError,
  adjust,
  BONUS_COIN_KINDS,
  type BonusCoinKind,
  type ClaimInput,
  checkItems as checkGrantItems,
  claimOnce,
  claimRef,
  type GrantInput,
  type GrantResult,
  type GrantTerms,
  grant,
  type RewardItem,
  type SpendInput,
  spend,
} from './grant';
export { levelConsumer } from './level-consumer';
export { lotteryTickets, propBalance, propBalances } from './props';
export { catalogueQuests, questsDoc } from './quest-schema';
export {
  createQuestEngine,
  QUEST_STATUS,
  type QuestDef,
  type QuestEngine,
  type QuestSource,
  type QuestState,
  questAsk,
} from './quests';
export { formatPropReconcile, reconcileProps } from './reconcile-props';
