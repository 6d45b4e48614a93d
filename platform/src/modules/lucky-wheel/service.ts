// The lucky wheel (InviteUserSpin): spins earned from the jackpot progress (deposit and turnover), each spin a
// provably-fair pick over the segments' weights, its prize granted through the rewards door.
import { ACTIVITY_TYPE } from '@casino/contracts/enums';
import { ERR } from '@casino/contracts/errors';
import type { CallAnswer } from '@casino/contracts/registry';
import { REWARD_ID } from '@casino/contracts/reward-ids';
import { sql } from 'drizzle-orm';
import { CallError, refusal } from '../../core/call-error';
import type { CallInput } from '../../core/handlers';
import { pageOf, pageOffset } from '../../core/paging';
import { queryRows } from '../../db/client';
import { grant, propBalance, spend } from '../../rewards';
import { activityLive, chancesFor, fairPick, lockProgress, progressOf, readSpin } from '../jackpot';
import type { ModuleContext } from '../module';

export function createLuckyWheelService(ctx: Pick<ModuleContext, 'db' | 'catalogue' | 'accruals'>) {
  const { db, catalogue, accruals } = ctx;
  const config = async () => ({ spin: readSpin((await catalogue.snapshot()).docs.settings) });

  interface SpinRow {
    id: number;
    segment: number;
    prop_id: number;
    count: string;
    server_seed_hash: string;
    client_seed: string;
    nonce: number;
    created_ms: string;
  }
  const SPIN_COLUMNS = sql`id, segment, prop_id, count::text, server_seed_hash, client_seed, nonce,
    floor(extract(epoch from created_at) * 1000)::text as created_ms`;
  const spinAnswer = (r: SpinRow) => ({
    spinId: Number(r.id),
    index: r.segment,
    propId: r.prop_id,
    count: Number(r.count),
    serverSeedHash: r.server_seed_hash,
    clientSeed: r.client_seed,
    nonce: Number(r.nonce),
    createTime: Number(r.created_ms),
  });

  async function spinInfo(userId: number): Promise<CallAnswer<'getSpinInfo'>> {
    await accruals.catchUp(userId);
    const { spin } = await config();
    const progress = await progressOf(db, userId);
    return {
      segments: spin.segments,
      spinCount: await propBalance(db, userId, REWARD_ID.spinChance),
      needDeposit: chancesFor(progress.deposit, spin.depositPerSpin).need,
      needTyping: chancesFor(progress.turnover, spin.turnoverPerSpin).need,
    };
  }

  async function spinWheel(userId: number, requestId: string): Promise<CallAnswer<'spinLuckyWheel'>> {
    await accruals.catchUp(userId);
    const { spin } = await config();
    if (!(await activityLive(db, ACTIVITY_TYPE.InviteUserSpin))) {
      throw new CallError(ERR.NOT_CLAIMABLE, 'The lucky wheel is not open right now.');
    }
    const row = await db.transaction(async (tx) => {
      await lockProgress(tx, userId);
      const [done] = await queryRows<SpinRow>(
        tx,
        sql`select ${SPIN_COLUMNS} from spin_draws where user_id = ${userId}::int and request_id = ${requestId}::text`,
      );
      if (done) return done;
      if ((await propBalance(tx, userId, REWARD_ID.spinChance)) < 1) {
        throw refusal(ERR.NOT_ENOUGH_PROPS, 'No spin left: deposit or play to earn one.', { held: 0 });
      }
      await spend(tx, {
        userId,
        items: [{ propId: REWARD_ID.spinChance, count: 1 }],
        requestId,
        source: 'spin',
        activityType: ACTIVITY_TYPE.InviteUserSpin,
        reason: 'Lucky spin',
      });
      const pick = await fairPick(
        tx,
        userId,
        spin.segments.map((s) => s.weight),
      );
      const seg = spin.segments[pick.index]!;
      await grant(tx, {
        userId,
        items: [{ propId: seg.propId, count: seg.count }],
        ref: `spin-prize:${userId}:${requestId}`,
        source: 'spin',
        activityType: ACTIVITY_TYPE.InviteUserSpin,
        reason: 'Lucky spin prize',
        terms: { turnoverMultiple: spin.turnoverMultiple },
      });
      const [inserted] = await queryRows<SpinRow>(
        tx,
        sql`insert into spin_draws (user_id, request_id, segment_id, segment, prop_id, count, seed_id,
                                    server_seed_hash, client_seed, nonce)
            values (${userId}::int, ${requestId}::text, ${seg.id}::int, ${pick.index}::int, ${seg.propId}::int,
                    ${seg.count}::bigint, ${pick.seedId}::int, ${pick.serverSeedHash}::text,
                    ${pick.clientSeed}::text, ${pick.nonce}::int)
            returning ${SPIN_COLUMNS}`,
      );
      return inserted!;
    });
    const { createTime: _, ...answer } = spinAnswer(row);
    return { ...answer, spinCount: await propBalance(db, userId, REWARD_ID.spinChance) };
  }

  async function spinLog(userId: number, input: CallInput<'getSpinLog'>) {
    const [rows, [count]] = await Promise.all([
      queryRows<SpinRow>(
        db,
        sql`select ${SPIN_COLUMNS} from spin_draws where user_id = ${userId}::int
            order by id desc limit ${input.pageSize}::int offset ${pageOffset(input)}::int`,
      ),
      queryRows<{ n: string }>(
        db,
        sql`select count(*)::text as n from spin_draws where user_id = ${userId}::int`,
      ),
    ]);
    return pageOf(rows.map(spinAnswer), Number(count?.n ?? 0), input);
  }

  return {
    async spinSegments() {
      return { segments: (await config()).spin.segments };
    },
    spinInfo,
    spinWheel,
    spinLog,
    async awardFlags(userId: number) {
      const [spins, wheel] = await Promise.all([
        propBalance(db, userId, REWARD_ID.spinChance),
        activityLive(db, ACTIVITY_TYPE.InviteUserSpin),
      ]);
      // hasTurntable is the invite wheel's (agent module): whether this wheel is on is the activity list's answer
      return { spinAwardFlag: wheel && spins > 0 };
    },
  };
}

export type LuckyWheelService = ReturnType<typeof createLuckyWheelService>;
