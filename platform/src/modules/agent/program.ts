// The agent page's figures (appAgent5User), the valid-invite tiers (quests counting valid invites, claimed
// through the rewards engine's quests), the statement and the log.
import { ERR } from '@casino/contracts/errors';
import { REWARD_ID } from '@casino/contracts/reward-ids';
import { sql } from 'drizzle-orm';
import { CallError } from '../../core/call-error';
import { type Paging, pageOf, pageOffset } from '../../core/paging';
import { dayKey } from '../../core/periods';
import { queryRows } from '../../db/client';
import { catalogueQuests, createQuestEngine, QUEST_STATUS, type QuestState } from '../../rewards';
import { maskName } from '../lobby';
import type { ModuleContext } from '../module';
import { COMMISSION_SOURCE, commissionTotals, receiveCommission, statement } from './commission';
import { readAgentConfig } from './config';
import { catchUpTeam, VALID_INVITE_ACTION } from './consumer';
import type { InviteService } from './invite';

export function createProgramService(ctx: ModuleContext, invite: InviteService) {
  const { db } = ctx;
  const quests = createQuestEngine({
    db,
    source: catalogueQuests,
    catchUp: (id) => ctx.accruals.catchUp(id),
  });

  /** The tier quests in target order: tier 1 = the fewest valid invites. */
  async function tiers(userId: number): Promise<QuestState[]> {
    return (await quests.states(userId))
      .filter((s) => s.quest.metric === 'action' && s.quest.action === VALID_INVITE_ACTION)
      .sort((a, b) => a.quest.target - b.quest.target);
  }

  async function teamCount(userId: number, depth: number): Promise<number> {
    const [row] = await queryRows<{ n: string }>(
      db,
      sql`with recursive down(id, level) as (
            select id, 1 from users where pid = ${userId}::int
            union all
            select u.id, down.level + 1 from users u join down on u.pid = down.id where down.level < ${depth}::int
          )
          select count(*)::text as n from down`,
    );
    return Number(row?.n ?? 0);
  }

  return {
    /** The programme as anyone may read it: one source for /share, /agent and the rules. */
    async terms() {
      const cfg = readAgentConfig((await ctx.catalogue.snapshot()).docs.settings);
      const milestones = (await catalogueQuests(db))
        .filter((q) => q.metric === 'action' && q.action === VALID_INVITE_ACTION)
        .sort((a, b) => a.target - b.target)
        .map((q) => ({
          validInvites: q.target,
          reward: q.rewards.find((r) => r.propId === REWARD_ID.coin)?.count ?? 0,
        }));
      return {
        validRule: cfg.validInvite,
        rewardPerValid: cfg.invite.rewardPerValid,
        spinsPerValid: cfg.invite.spinsPerValid,
        exchangeMin: cfg.invite.exchangeMin,
        milestones,
        levels: cfg.levels,
      };
    },

    /** appAgent5User. */
    async overview(userId: number) {
      await ctx.accruals.catchUp(userId);
      const settings = (await ctx.catalogue.snapshot()).docs.settings;
      const cfg = readAgentConfig(settings);
      await catchUpTeam(db, ctx.accruals.catchUp, userId, cfg.levels.length);
      const [me] = await queryRows<{ pid: number | null }>(
        db,
        sql`select pid from users where id = ${userId}::int`,
      );
      const totals = await commissionTotals(db, userId);
      const counts = await invite.counts(userId);
      return {
        ...(await invite.code(userId)),
        directCount: counts.invitedCount,
        validDirectCount: counts.validCount,
        teamCount: await teamCount(userId, cfg.levels.length),
        rateBp: cfg.levels[0]?.rateBp ?? 0,
        todayCommission: totals.today,
        totalCommission: totals.total,
        claimable: totals.claimable,
        tiers: (await tiers(userId)).map((s, i) => ({
          tier: i + 1,
          validInvites: s.quest.target,
          reward: s.quest.rewards.find((r) => r.propId === REWARD_ID.coin)?.count ?? 0,
          status: s.status,
        })),
        levels: cfg.levels,
        heldCommission: totals.held,
        hasParent: me?.pid != null,
        validRule: cfg.validInvite,
      };
    },

    receive: (userId: number) => receiveCommission(db, userId),

    /** appAgent5UserInviteValidReceive {tier}: the tier's quest, claimed once. */
    async receiveTier(userId: number, tier: number) {
      const all = await tiers(userId);
      const state = all[tier - 1];
      if (!state) throw new CallError(ERR.INVALID_REQUEST, `Invalid request: tier: no tier ${tier}`);
      if (state.status === QUEST_STATUS.inProgress) {
        throw new CallError(ERR.NOT_CLAIMABLE, `Tier ${tier} needs ${state.quest.target} valid invites.`);
      }
      const granted = await quests.claim(userId, state.quest.id);
      const [w] = await queryRows<{ balance: string }>(
        db,
        sql`select balance::text from wallets where user_id = ${userId}::int`,
      );
      return {
        amount: granted.items.find((r) => r.propId === REWARD_ID.coin)?.count ?? 0,
        coin: Number(w?.balance ?? 0),
      };
    },

    async statement(userId: number, day: string | undefined) {
      const cfg = readAgentConfig((await ctx.catalogue.snapshot()).docs.settings);
      await catchUpTeam(db, ctx.accruals.catchUp, userId, cfg.levels.length);
      return statement(db, userId, day);
    },

    /** appAgent5UserLog: settled commission lines, valid-invite rewards and commission received, newest first. */
    async log(userId: number, paging: Paging) {
      const all = sql`
        select 'c' || t.id as key, t.id, 'commission' as kind, t.commission as amount, t.member_id as from_user,
               t.day || ' L' || t.level || ' ' || t.game_type as remark, t.updated_at as at, t.day
          from agent_turnover t
         where t.agent_id = ${userId}::int and t.status in ('payable', 'claimed') and t.commission > 0
        union all
        select 'v' || v.invitee_id, v.invitee_id, 'inviteReward', v.reward, v.invitee_id, '', v.created_at, null
          from invite_valid v where v.inviter_id = ${userId}::int
        union all
        select 'r' || g.id, g.id::int, 'receive', (g.items -> 0 ->> 'count')::bigint, 0, '', g.created_at, null
          from reward_grants g where g.user_id = ${userId}::int and g.source = ${COMMISSION_SOURCE}::text`;
      const [count] = await queryRows<{ n: string }>(db, sql`select count(*)::text as n from (${all}) x`);
      const rows = await queryRows<{
        id: number;
        kind: 'commission' | 'inviteReward' | 'receive';
        amount: string;
        from_user: number;
        remark: string;
        at_ms: string;
        day: string | null;
        nickname: string | null;
      }>(
        db,
        sql`select x.id, x.kind, x.amount::text, x.from_user, x.remark, x.day, u.nickname,
                   floor(extract(epoch from x.at) * 1000)::text as at_ms
              from (${all}) x left join users u on u.id = x.from_user and x.from_user > 0
             order by x.at desc, x.key desc
             limit ${paging.pageSize}::int offset ${pageOffset(paging)}::int`,
      );
      const list = rows.map((r) => ({
        id: Number(r.id),
        kind: r.kind,
        amount: Number(r.amount),
        fromUserId: Number(r.from_user),
        remark: r.remark,
        createTime: Number(r.at_ms),
        // who and which Manila day: a commission line's day of play, else the day it was written
        member: r.nickname === null ? '' : maskName(r.nickname),
        day: r.day ?? dayKey(Number(r.at_ms)),
      }));
      return pageOf(list, Number(count?.n ?? 0), paging);
    },

    async awardFlags(userId: number) {
      const [totals, spins] = await Promise.all([commissionTotals(db, userId), invite.spinsLeft(userId)]);
      // hasTurntable: the invite wheel has a spin waiting for this player (the startup popup and /share read it)
      return { agent5AwardFlag: totals.claimable > 0, spinAwardFlag: spins > 0, hasTurntable: spins > 0 };
    },
  };
}

export type ProgramService = ReturnType<typeof createProgramService>;
