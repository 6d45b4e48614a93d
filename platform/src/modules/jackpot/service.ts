// The jackpot lucky draw (LuckyJackpot 47): pools, chances, draws, records and ranking.
import { ACTIVITY_TYPE } from '@casino/contracts/enums';
import { ERR } from '@casino/contracts/errors';
import type { CallAnswer } from '@casino/contracts/registry';
import { REWARD_ID } from '@casino/contracts/reward-ids';
import { sql } from 'drizzle-orm';
import { CallError, refusal } from '../../core/call-error';
import type { CallInput } from '../../core/handlers';
import { pageOf, pageOffset } from '../../core/paging';
import { dayKey, dayStartOf } from '../../core/periods';
import { type Db, queryRows, type Tx } from '../../db/client';
import { grant, propBalance, spend } from '../../rewards';
import { maskName } from '../lobby';
import type { ModuleContext } from '../module';
import {
  type AwardCell,
  chancesFor,
  gridWeights,
  type JackpotSettings,
  poolAmount,
  readJackpot,
} from './config';
import { fairPick } from './draw';
import { ensurePools, poolsNow, type Section } from './pools';
import { activityLive, lockProgress, progressOf } from './progress';

type DrawInfo = CallAnswer<'getJackpotDrawInfo'>;
type DrawResult = CallAnswer<'receiveDrawChance'>;

interface DrawRow {
  id: number;
  award_id: number;
  type: number;
  prop_id: number;
  count: string;
  bonus: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  created_ms: string;
}

const DRAW_COLUMNS = sql`id, award_id, type, prop_id, count::text, bonus::text, server_seed_hash, client_seed,
  nonce, floor(extract(epoch from created_at) * 1000)::text as created_ms`;

const drawAnswer = (r: DrawRow): DrawResult & { createTime: number } => ({
  id: r.award_id,
  type: r.type,
  propId: r.prop_id,
  count: Number(r.count),
  bonus: Number(r.bonus),
  drawId: Number(r.id),
  serverSeedHash: r.server_seed_hash,
  clientSeed: r.client_seed,
  nonce: Number(r.nonce),
  createTime: Number(r.created_ms),
});

/** A won amount shown as a range around it: the exact figure of someone's win stays private. */
export function sectionOf(amount: number, spreadBp: number): Section {
  const spread = Math.floor((amount * spreadBp) / 10_000);
  return { min: Math.max(0, amount - spread), max: amount + spread };
}

/** The draw-refusal messages (spec §8: each code its own); the web shows its own translation with the code. */
const REFUSAL = {
  [ERR.DRAW_NOT_ELIGIBLE]: 'The jackpot draw is not open right now.',
  [ERR.DRAW_NEEDS_DEPOSIT]: 'Make a deposit to unlock the jackpot draw.',
  [ERR.DRAW_NEEDS_TURNOVER]: 'No draw chance yet: deposit or play more to earn one.',
  [ERR.DRAW_ALREADY_RECEIVED]: 'You have used every draw for today. Come back tomorrow.',
} as const;

async function drawsToday(db: Db | Tx, userId: number): Promise<number> {
  const from = dayStartOf(dayKey())!;
  const [row] = await queryRows<{ n: string }>(
    db,
    sql`select count(*)::text as n from jackpot_draws where user_id = ${userId}::int and created_at >= ${from.toISOString()}::timestamptz`,
  );
  return Number(row?.n ?? 0);
}

async function hasDeposited(db: Db | Tx, userId: number): Promise<boolean> {
  const [row] = await queryRows<{ n: string }>(
    db,
    sql`select recharge_total::text as n from wallets where user_id = ${userId}::int`,
  );
  return Number(row?.n ?? 0) > 0;
}

export function createJackpotService(ctx: Pick<ModuleContext, 'db' | 'catalogue' | 'accruals'>) {
  const { db, catalogue, accruals } = ctx;
  const config = async () => {
    const { docs } = await catalogue.snapshot();
    const jackpot = readJackpot(docs.settings);
    const cells = docs.props.jackpotAwards as AwardCell[];
    return { jackpot, cells, weights: gridWeights(cells, jackpot) };
  };

  /** Why the player cannot draw now (null = can), in the order the draw itself checks. */
  async function refusalFor(tx: Db | Tx, userId: number, settings: JackpotSettings): Promise<number | null> {
    if (!(await activityLive(tx, ACTIVITY_TYPE.LuckyJackpot))) return ERR.DRAW_NOT_ELIGIBLE;
    if (settings.requireDeposit && !(await hasDeposited(tx, userId))) return ERR.DRAW_NEEDS_DEPOSIT;
    if ((await drawsToday(tx, userId)) >= settings.maxDrawsPerDay) return ERR.DRAW_ALREADY_RECEIVED;
    if ((await propBalance(tx, userId, REWARD_ID.drawChance)) < 1) return ERR.DRAW_NEEDS_TURNOVER;
    return null;
  }

  async function winners(limit: number): Promise<DrawInfo['jackpotWinnerList']> {
    const { jackpot } = await config();
    const rows = await queryRows<{
      nickname: string;
      account: string | null;
      prop_id: number;
      bonus: string;
      created_ms: string;
    }>(
      db,
      sql`select u.nickname, u.account, d.prop_id, d.bonus::text,
                 floor(extract(epoch from d.created_at) * 1000)::text as created_ms
            from jackpot_draws d join users u on u.id = d.user_id
           where d.type = 2 order by d.id desc limit ${limit}::int`,
    );
    return rows.map((r) => ({
      nickname: maskName(r.nickname || r.account || ''),
      propId: r.prop_id,
      type: 2,
      amountSection: sectionOf(Number(r.bonus), jackpot.sectionSpreadBp),
      count: 1,
      updateTime: Number(r.created_ms),
    }));
  }

  /**
   * The pools as anyone may see them: each the real pool now, with the section the shown figure rises
   * through until the next refresh (spec §9's 6-second steps happen inside it), and the latest real wins.
   */
  async function pools(now = new Date()) {
    const { jackpot } = await config();
    const byTier = await poolsNow(db, jackpot, now);
    const pool = (tier: number) => byTier.get(tier) ?? { amount: 0, min: 0, max: 0 };
    const [mega, major, minor, mini] = [50001, 50002, 50003, 50004].map(pool) as [
      Section & { amount: number },
      Section & { amount: number },
      Section & { amount: number },
      Section & { amount: number },
    ];
    const all = [mega, major, minor, mini];
    const section = (p: Section) => ({ min: p.min, max: p.max });
    return {
      total: all.reduce((n, p) => n + p.amount, 0),
      megaJackpot: mega.amount,
      majorJackpot: major.amount,
      minorJackpot: minor.amount,
      miniJackpot: mini.amount,
      totalSection: {
        min: all.reduce((n, p) => n + p.min, 0),
        max: all.reduce((n, p) => n + p.max, 0),
      },
      megaJackpotSection: section(mega),
      majorJackpotSection: section(major),
      minorJackpotSection: section(minor),
      miniJackpotSection: section(mini),
      jackpotWinnerList: await winners(20),
    };
  }

  async function info(userId: number, now = new Date()): Promise<DrawInfo> {
    await accruals.catchUp(userId);
    const { jackpot } = await config();
    const progress = await progressOf(db, userId);
    return {
      ...(await pools(now)),
      canReceiveDrawChance: (await refusalFor(db, userId, jackpot)) === null,
      needDeposit: chancesFor(progress.deposit, jackpot.depositPerChance).need,
      needTyping: chancesFor(progress.turnover, jackpot.turnoverPerChance).need,
    };
  }

  async function findDraw(tx: Db | Tx, userId: number, requestId: string): Promise<DrawRow | undefined> {
    const [row] = await queryRows<DrawRow>(
      tx,
      sql`select ${DRAW_COLUMNS} from jackpot_draws where user_id = ${userId}::int and request_id = ${requestId}::text`,
    );
    return row;
  }

  /**
   * Spends one draw chance and pays the cell drawn, all in one transaction: a jackpot cell takes its tier's
   * pool under the pool row's lock and sets it back to the seed. The player's progress row is locked first,
   * so one player's draws queue (the daily limit holds under any concurrency); a retry with the same
   * requestId answers the draw it made.
   */
  async function draw(userId: number, requestId: string): Promise<DrawResult> {
    await accruals.catchUp(userId);
    const { jackpot, cells, weights } = await config();
    const row = await db.transaction(async (tx) => {
      await lockProgress(tx, userId);
      const done = await findDraw(tx, userId, requestId);
      if (done) return done;
      const refused = await refusalFor(tx, userId, jackpot);
      if (refused !== null) {
        if (refused === ERR.DRAW_NEEDS_TURNOVER) {
          const progress = await progressOf(tx, userId);
          const turnoverLeft = chancesFor(progress.turnover, jackpot.turnoverPerChance).need;
          throw refusal(refused, REFUSAL[refused], { turnoverLeft });
        }
        throw new CallError(refused, REFUSAL[refused as keyof typeof REFUSAL]);
      }
      await spend(tx, {
        userId,
        items: [{ propId: REWARD_ID.drawChance, count: 1 }],
        requestId,
        source: 'jackpot-draw',
        activityType: ACTIVITY_TYPE.LuckyJackpot,
        reason: 'Jackpot draw',
      });
      const pick = await fairPick(tx, userId, weights);
      const cell = cells[pick.index]!;
      let count = cell.count;
      let bonus = 0;
      if (cell.type === 2) {
        const tier = jackpot.tiers.find((t) => t.propId === cell.propId)!;
        await ensurePools(tx, jackpot);
        const [pool] = await queryRows<{ turnover: string }>(
          tx,
          sql`select turnover::text from jackpot_pools where tier = ${tier.propId}::int for update`,
        );
        bonus = poolAmount(tier, Number(pool?.turnover ?? 0));
        count = bonus;
        await tx.execute(
          sql`update jackpot_pools set turnover = 0, hits = hits + 1, started_at = now(), updated_at = now() where tier = ${tier.propId}::int`,
        );
      }
      if (count > 0) {
        await grant(tx, {
          userId,
          items: [{ propId: cell.propId, count }],
          ref: `jackpot-prize:${userId}:${requestId}`,
          source: 'jackpot-draw',
          activityType: ACTIVITY_TYPE.LuckyJackpot,
          reason: cell.type === 2 ? 'Jackpot win' : 'Jackpot draw prize',
          terms: { turnoverMultiple: jackpot.turnoverMultiple },
        });
      }
      const [inserted] = await queryRows<DrawRow>(
        tx,
        sql`insert into jackpot_draws (user_id, request_id, award_id, cell, type, prop_id, count, bonus, seed_id,
                                       server_seed_hash, client_seed, nonce)
            values (${userId}::int, ${requestId}::text, ${cell.id}::int, ${pick.index}::int, ${cell.type}::int,
                    ${cell.propId}::int, ${count}::bigint, ${bonus}::bigint, ${pick.seedId}::int,
                    ${pick.serverSeedHash}::text, ${pick.clientSeed}::text, ${pick.nonce}::int)
            returning ${DRAW_COLUMNS}`,
      );
      return inserted!;
    });
    const { createTime: _, ...answer } = drawAnswer(row);
    return answer;
  }

  async function log(userId: number, input: CallInput<'getPersonJackpotDrawAwardLog'>) {
    const [rows, [count]] = await Promise.all([
      queryRows<DrawRow>(
        db,
        sql`select ${DRAW_COLUMNS} from jackpot_draws where user_id = ${userId}::int
            order by id desc limit ${input.pageSize}::int offset ${pageOffset(input)}::int`,
      ),
      queryRows<{ n: string }>(
        db,
        sql`select count(*)::text as n from jackpot_draws where user_id = ${userId}::int`,
      ),
    ]);
    return pageOf(rows.map(drawAnswer), Number(count?.n ?? 0), input);
  }

  /** All-time jackpot wins, biggest first (ties: earliest first), and the player's own best with its place. */
  async function rank(
    userId: number,
    input: CallInput<'getJackpotRank'>,
  ): Promise<CallAnswer<'getJackpotRank'>> {
    const { jackpot } = await config();
    type RankRow = {
      id: number;
      avatar: string;
      nickname: string;
      account: string | null;
      bonus: string;
      created_ms: string;
      place: string;
    };
    const select = sql`select d.id, u.avatar, u.nickname, u.account, d.bonus::text,
                              floor(extract(epoch from d.created_at) * 1000)::text as created_ms,
                              row_number() over (order by d.bonus desc, d.id asc)::text as place, d.user_id
                         from jackpot_draws d join users u on u.id = d.user_id where d.type = 2`;
    const [rows, [count], [own]] = await Promise.all([
      queryRows<RankRow>(
        db,
        sql`${select} order by d.bonus desc, d.id asc limit ${input.pageSize}::int offset ${pageOffset(input)}::int`,
      ),
      queryRows<{ n: string }>(db, sql`select count(*)::text as n from jackpot_draws where type = 2`),
      queryRows<RankRow>(
        db,
        sql`select * from (${select}) r where r.user_id = ${userId}::int order by r.place::int limit 1`,
      ),
    ]);
    const entry = (r: RankRow) => ({
      id: Number(r.id),
      avatar: r.avatar,
      nickname: maskName(r.nickname || r.account || ''),
      amountSection: sectionOf(Number(r.bonus), jackpot.sectionSpreadBp),
      createTime: Number(r.created_ms),
    });
    return {
      allRank: pageOf(rows.map(entry), Number(count?.n ?? 0), input),
      personRank: own ? { ...entry(own), rank: Number(own.place) } : null,
    };
  }

  return {
    info,
    pools,
    draw,
    log,
    rank,
    async awardFlags(userId: number) {
      const { jackpot } = await config();
      return { canReceiveDrawChance: (await refusalFor(db, userId, jackpot)) === null };
    },
  };
}

export type JackpotService = ReturnType<typeof createJackpotService>;
