// Invite friends: the share code and link, the invited list with each invitee's progress toward valid, the
// accumulated invite reward and its exchange into coin, and the invite wheel (server-drawn, provably fair).
import { ACTIVITY_TYPE } from '@casino/contracts/enums';
import { ERR } from '@casino/contracts/errors';
import { luckyDrawCell } from '@casino/contracts/fairness';
import { REWARD_ID } from '@casino/contracts/reward-ids';
import { sql } from 'drizzle-orm';
import { CallError } from '../../core/call-error';
import { type Paging, pageOf, pageOffset } from '../../core/paging';
import { type Db, queryRows, type Tx } from '../../db/client';
import { grant } from '../../rewards';
import { claimNonce } from '../fairness';
import { maskName } from '../lobby';
import type { ModuleContext } from '../module';
import { exclusionOf } from './abuse';
import { type AgentConfig, readAgentConfig } from './config';
import { catchUpTeam } from './consumer';

export const INVITE_EXCHANGE_SOURCE = 'invite-exchange';

interface Account {
  balance: number;
  totalReward: number;
  spinsLeft: number;
}

export async function inviteAccount(db: Db | Tx, userId: number): Promise<Account> {
  const [a] = await queryRows<{
    balance: string;
    total_reward: string;
    spins_earned: number;
    spins_used: number;
  }>(
    db,
    sql`select balance::text, total_reward::text, spins_earned, spins_used from invite_accounts
         where user_id = ${userId}::int`,
  );
  return {
    balance: Number(a?.balance ?? 0),
    totalReward: Number(a?.total_reward ?? 0),
    spinsLeft: (a?.spins_earned ?? 0) - (a?.spins_used ?? 0),
  };
}

/** The link a friend signs up through: the sign-up keeps its `pid` (proxy.shareUrl may name another site). */
export function shareUrlOf(base: string | undefined, userId: number): string {
  const url = base && /^https?:\/\//.test(base) ? base : '/auth/register';
  return `${url}${url.includes('?') ? '&' : '?'}pid=${userId}`;
}

export function createInviteService(ctx: ModuleContext) {
  const { db } = ctx;
  const settings = async () => (await ctx.catalogue.snapshot()).docs.settings;
  const config = async (): Promise<AgentConfig> => readAgentConfig(await settings());

  async function code(userId: number) {
    const [u] = await queryRows<{ invite_code: string }>(
      db,
      sql`select invite_code from users where id = ${userId}::int`,
    );
    const s = await settings();
    return { inviteCode: u?.invite_code ?? '', shareUrl: shareUrlOf(s.proxy?.shareUrl, userId) };
  }

  async function counts(userId: number) {
    const [c] = await queryRows<{ invited: string; valid: string }>(
      db,
      sql`select (select count(*) from users where pid = ${userId}::int)::text as invited,
                 (select count(*) from invite_valid where inviter_id = ${userId}::int)::text as valid`,
    );
    return { invitedCount: Number(c?.invited ?? 0), validCount: Number(c?.valid ?? 0) };
  }

  return {
    code,
    counts,

    /** actInviteUser. */
    async overview(userId: number) {
      await ctx.accruals.catchUp(userId);
      const cfg = await config();
      await catchUpTeam(db, ctx.accruals.catchUp, userId, 1);
      const account = await inviteAccount(db, userId);
      return {
        ...(await code(userId)),
        ...(await counts(userId)),
        rewardPerValid: cfg.invite.rewardPerValid,
        balance: account.balance,
        exchangeMin: cfg.invite.exchangeMin,
        spinCount: account.spinsLeft,
        totalReward: account.totalReward,
        validRule: cfg.validInvite,
        exchangeTurnoverMultiple: cfg.invite.turnoverMultiple,
        spinsPerValid: cfg.invite.spinsPerValid,
        wheel: cfg.invite.wheel.map((c) => c.amount),
      };
    },

    /** actInviteUserRecord: direct invitees, newest first, masked, with progress toward valid. */
    async record(userId: number, paging: Paging) {
      await catchUpTeam(db, ctx.accruals.catchUp, userId, 1);
      const [count] = await queryRows<{ n: string }>(
        db,
        sql`select count(*)::text as n from users where pid = ${userId}::int`,
      );
      const rows = await queryRows<{
        id: number;
        nickname: string;
        avatar: string;
        created_ms: string;
        recharge: string;
        bet: string;
        reward: string | null;
      }>(
        db,
        sql`select u.id, u.nickname, u.avatar, floor(extract(epoch from u.created_at) * 1000)::text as created_ms,
                   coalesce(w.recharge_total, 0)::text as recharge, coalesce(w.bet_total, 0)::text as bet,
                   v.reward::text as reward
              from users u left join wallets w on w.user_id = u.id
              left join invite_valid v on v.invitee_id = u.id
             where u.pid = ${userId}::int
             order by u.id desc limit ${paging.pageSize}::int offset ${pageOffset(paging)}::int`,
      );
      const list = [];
      for (const r of rows) {
        const valid = r.reward !== null;
        const excluded = valid ? null : await exclusionOf(db, r.id, userId);
        list.push({
          userId: r.id,
          nickname: maskName(r.nickname),
          avatar: r.avatar,
          registerTime: Number(r.created_ms),
          totalRecharge: Number(r.recharge),
          valid,
          reward: Number(r.reward ?? 0),
          turnover: Math.max(0, Number(r.bet)),
          ...(excluded ? { excluded } : {}),
        });
      }
      return pageOf(list, Number(count?.n ?? 0), paging);
    },

    /** actInviteUserStatus. */
    async status(userId: number) {
      const cfg = await config();
      const account = await inviteAccount(db, userId);
      return {
        open: true,
        canSpin: account.spinsLeft > 0,
        canExchange: account.balance > 0 && account.balance >= cfg.invite.exchangeMin,
        endTime: 0,
      };
    },

    /** actInviteUserExchange: the whole invite balance into coin (bonus money with the configured turnover). */
    async exchange(userId: number) {
      await ctx.accruals.catchUp(userId);
      const cfg = await config();
      return db.transaction(async (tx) => {
        const [a] = await queryRows<{ balance: string; exchanges: number }>(
          tx,
          sql`select balance::text, exchanges from invite_accounts where user_id = ${userId}::int for update`,
        );
        const balance = Number(a?.balance ?? 0);
        if (!a || balance === 0) {
          throw new CallError(ERR.NOT_CLAIMABLE, 'You have no invite reward to exchange yet.');
        }
        if (balance < cfg.invite.exchangeMin) {
          throw new CallError(
            ERR.NOT_CLAIMABLE,
            `Your invite reward can be exchanged from ₱${(cfg.invite.exchangeMin / 100).toFixed(2)}.`,
          );
        }
        await grant(tx, {
          userId,
          items: [{ propId: REWARD_ID.coin, count: balance }],
          ref: `${INVITE_EXCHANGE_SOURCE}:${userId}:${a.exchanges + 1}`,
          source: INVITE_EXCHANGE_SOURCE,
          activityType: ACTIVITY_TYPE.InviteFriend1,
          reason: 'Invite friends reward',
          terms: { turnoverMultiple: cfg.invite.turnoverMultiple },
        });
        await tx.execute(
          sql`update invite_accounts set balance = 0, exchanges = exchanges + 1, updated_at = now()
               where user_id = ${userId}::int`,
        );
        const [w] = await queryRows<{ balance: string }>(
          tx,
          sql`select balance::text from wallets where user_id = ${userId}::int`,
        );
        return { amount: balance, coin: Number(w?.balance ?? 0) };
      });
    },

    /**
     * actInviteUserSpin: one spin for one requestId (a retry answers the first draw and spends nothing). The
     * cell is drawn from the player's provably-fair seeds (the next nonce of the active pair) over the wheel's
     * integer weights; the prize joins the invite balance.
     */
    async spin(userId: number, requestId: string) {
      await ctx.accruals.catchUp(userId);
      const cfg = await config();
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`insert into invite_accounts (user_id) values (${userId}::int) on conflict (user_id) do nothing`,
        );
        const [a] = await queryRows<{ spins_earned: number; spins_used: number }>(
          tx,
          sql`select spins_earned, spins_used from invite_accounts where user_id = ${userId}::int for update`,
        );
        const answer = async (s: {
          cell: number;
          amount: string | number;
          server_seed_hash: string;
          client_seed: string;
          nonce: number;
        }) => {
          const now = await inviteAccount(tx, userId);
          return {
            cell: s.cell,
            amount: Number(s.amount),
            balance: now.balance,
            spinCount: now.spinsLeft,
            serverSeedHash: s.server_seed_hash,
            clientSeed: s.client_seed,
            nonce: s.nonce,
          };
        };
        const [done] = await queryRows<{
          cell: number;
          amount: string;
          server_seed_hash: string;
          client_seed: string;
          nonce: number;
        }>(
          tx,
          sql`select cell, amount::text, server_seed_hash, client_seed, nonce from invite_spins
               where user_id = ${userId}::int and request_id = ${requestId}::text`,
        );
        if (done) return answer(done);
        if (!a || a.spins_earned - a.spins_used <= 0) {
          throw new CallError(
            ERR.NOT_ENOUGH_PROPS,
            'You have no invite spins: each valid invite earns spins.',
          );
        }
        const seeds = await claimNonce(tx, userId);
        const cell = luckyDrawCell(
          { serverSeed: seeds.serverSeed, clientSeed: seeds.clientSeed, nonce: seeds.nonce },
          cfg.invite.wheel.map((c) => c.weight),
        );
        const amount = cfg.invite.wheel[cell]!.amount;
        await tx.execute(
          sql`insert into invite_spins (user_id, request_id, cell, amount, seed_id, server_seed_hash, client_seed, nonce)
              values (${userId}::int, ${requestId}::text, ${cell}::int, ${amount}::bigint, ${seeds.seedId}::int,
                      ${seeds.serverSeedHash}::text, ${seeds.clientSeed}::text, ${seeds.nonce}::int)`,
        );
        await tx.execute(
          sql`update invite_accounts set spins_used = spins_used + 1, balance = balance + ${amount}::bigint,
                     total_reward = total_reward + ${amount}::bigint, updated_at = now()
               where user_id = ${userId}::int`,
        );
        return answer({
          cell,
          amount,
          server_seed_hash: seeds.serverSeedHash,
          client_seed: seeds.clientSeed,
          nonce: seeds.nonce,
        });
      });
    },

    /** actInviteClickInvite: counts a share-button tap (the invite funnel). */
    async click(userId: number, target: string | undefined) {
      await db.execute(
        sql`insert into invite_clicks (user_id, target, clicks) values (${userId}::int, ${target ?? 'other'}::text, 1)
            on conflict (user_id, target) do update set clicks = invite_clicks.clicks + 1, updated_at = now()`,
      );
      return null;
    },

    async spinsLeft(userId: number) {
      return (await inviteAccount(db, userId)).spinsLeft;
    },
  };
}

export type InviteService = ReturnType<typeof createInviteService>;
