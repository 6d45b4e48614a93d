// `ops quests <userId>`: where a player stands on every configured quest (tasks, VIP tasks, add-up awards), as
// an operator checks it before answering "my task did not count".
import { formatMoney } from '@casino/contracts/money';
import { sql } from 'drizzle-orm';
import type { OpsCommand } from '../../core/module';
import { queryRows } from '../../db/client';
import { catalogueQuests, createQuestEngine, QUEST_STATUS, type QuestState } from '../../rewards';

const USAGE = 'quests <userId>';
const STATUS_TEXT: Record<number, string> = {
  [QUEST_STATUS.inProgress]: 'in progress',
  [QUEST_STATUS.claimable]: 'claimable',
  [QUEST_STATUS.received]: 'received',
};
const MONEY_METRICS = new Set(['bet', 'win', 'deposit']);

/** "₱120.00 / ₱200.00" for money metrics, "4 / 5" for counts. */
function progressText(s: QuestState): string {
  const show = (n: number) => (MONEY_METRICS.has(s.quest.metric) ? formatMoney(n) : String(n));
  return `${show(s.progress)} / ${show(s.quest.target)}`;
}

export const tasksOps: Record<string, OpsCommand> = {
  quests: {
    usage: USAGE,
    summary: "a player's progress and status on every quest in its current period",
    async run(ctx, args) {
      if (args.length !== 1 || !/^\d{1,10}$/.test(args[0] ?? '')) throw new Error(`usage: ${USAGE}`);
      const userId = Number(args[0]);
      const [user] = await queryRows<{ id: number; vip: number }>(
        ctx.db,
        sql`select id, vip from users where id = ${userId}::int`,
      );
      if (!user) throw new Error(`no player ${userId}`);
      // The ops CLI runs beside the platform, not inside it: progress is as of the platform's last accrual pass.
      const quests = createQuestEngine({
        db: ctx.db,
        source: catalogueQuests,
        catchUp: () => Promise.resolve(),
      });
      const states = await quests.states(userId);
      if (states.length === 0) return `player ${userId}: no quests configured`;
      const lines = states.map((s) => {
        const task = s.quest.taskId === undefined ? '' : ` (task ${s.quest.taskId})`;
        // a VIP task above the player's level: its progress counts, the claim waits for the level
        const gate =
          s.quest.vipLevel === undefined
            ? ''
            : user.vip >= s.quest.vipLevel
              ? ''
              : `, locked until VIP ${s.quest.vipLevel}`;
        return `${s.quest.id}${task} ${s.periodKey}: ${progressText(s)}, ${STATUS_TEXT[s.status] ?? s.status}${gate}`;
      });
      return [
        `player ${userId} (VIP ${user.vip}): ${states.length} quests (as of the last accrual pass)`,
        ...lines,
      ].join('\n');
    },
  },
};
