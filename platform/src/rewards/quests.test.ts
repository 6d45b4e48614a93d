import { randomUUID } from 'node:crypto';
import type { CoinChangeKind } from '@casino/contracts/enums';
import { ERR } from '@casino/contracts/errors';
import { REWARD_ID } from '@casino/contracts/reward-ids';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallError } from '../core/call-error';
import { applyLedger } from '../ledger/ledger';
import { dbKinds } from '../test-support';
import { startTestPlatform, type TestPlatform } from '../testing';
import { type AccrualJob, type AccrualRow, createAccruals } from './accruals';
import { propBalance } from './props';
import { questsDoc } from './quest-schema';
import { contribution, createQuestEngine, type QuestDef, questPeriodKey } from './quests';

const SLOTS_TYPE = 1;
const CRASH_TYPE = 3;

/** The test fixture: what the VIP and tasks issue will put in seed/quests.json. */
const QUESTS: QuestDef[] = [
  {
    id: 'daily-slots-bet',
    name: 'Bet ₱500 on slots today',
    metric: 'bet',
    period: 'day',
    target: 50_000,
    gameTypes: [SLOTS_TYPE],
    rewards: [{ propId: REWARD_ID.points, count: 20 }],
    activityType: 42,
  },
  {
    id: 'weekly-rounds',
    name: 'Play 3 rounds this week',
    metric: 'betCount',
    period: 'week',
    target: 3,
    rewards: [{ propId: REWARD_ID.coin, count: 1_000 }],
    terms: { turnoverMultiple: 1 },
  },
  {
    id: 'first-deposit',
    name: 'Make a deposit',
    metric: 'depositCount',
    period: 'none',
    target: 1,
    rewards: [{ propId: REWARD_ID.diamond, count: 5 }],
  },
];

const row = (kind: CoinChangeKind, delta: number, gameType: number | null = SLOTS_TYPE): AccrualRow => ({
  id: 1,
  userId: 1,
  kind,
  delta,
  gameId: gameType === null ? null : 1001,
  gameType,
  refType: 'r',
  refId: 'x',
  createdAt: new Date(),
});

describe('quest rules', () => {
  const [slots, rounds] = QUESTS as [QuestDef, QuestDef];
  it('counts a metric only from the rows it names, and only the game types it names', () => {
    expect(contribution(slots, row('bet', -2_000))).toBe(2_000);
    expect(contribution(slots, row('refund', 2_000))).toBe(-2_000);
    expect(contribution(slots, row('bet', -2_000, CRASH_TYPE))).toBe(0);
    expect(contribution(slots, row('win', 5_000))).toBe(0);
    expect(contribution(rounds, row('bet', -2_000, CRASH_TYPE))).toBe(1);
    expect(contribution(rounds, row('deposit', 10_000, null))).toBe(0);
  });

  it('keys periods in Manila time: 23:59:59 and 00:00:00 (+08:00) fall in different days and ISO weeks', () => {
    const sunday = Date.parse('2026-11-29T23:59:59+08:00');
    const monday = Date.parse('2026-11-30T00:00:00+08:00');
    expect(questPeriodKey('day', sunday)).toBe('2026-11-29');
    expect(questPeriodKey('day', monday)).toBe('2026-11-30');
    expect(questPeriodKey('week', sunday)).toBe('2026-W48');
    expect(questPeriodKey('week', monday)).toBe('2026-W49');
    expect(questPeriodKey('month', Date.parse('2026-11-30T23:59:59+08:00'))).toBe('2026-11');
    expect(questPeriodKey('month', Date.parse('2026-12-01T00:00:00+08:00'))).toBe('2026-12');
    expect(questPeriodKey('none', monday)).toBe('once');
  });

  it('the seed schema refuses unknown reward items and duplicate ids', () => {
    expect(questsDoc.safeParse({ quests: QUESTS }).success).toBe(true);
    const bad = { ...QUESTS[0]!, rewards: [{ propId: 99_999, count: 1 }] };
    expect(questsDoc.safeParse({ quests: [bad] }).success).toBe(false);
    expect(questsDoc.safeParse({ quests: [QUESTS[0], QUESTS[0]] }).success).toBe(false);
  });
});

describe.each(dbKinds)('quests engine on $kind', ({ databaseServerUrl }) => {
  let p: TestPlatform;
  let engine: ReturnType<typeof createQuestEngine>;
  let job: AccrualJob;
  beforeAll(async () => {
    p = await startTestPlatform({ databaseServerUrl });
    engine = createQuestEngine({ db: p.db, source: async () => QUESTS, catchUp: (u) => job.catchUp(u) });
    job = createAccruals({ db: p.db, consumers: [engine.consumer] });
  });
  afterAll(async () => {
    await p?.close();
  });

  const bet = (userId: number, amount: number, gameType = SLOTS_TYPE) =>
    applyLedger(p.db, {
      userId,
      delta: -amount,
      kind: 'bet',
      refType: 'test_round',
      refId: randomUUID(),
      reason: 'bet',
      game: { id: 1001, type: gameType },
    });
  const state = async (userId: number, id: string) =>
    (await engine.states(userId)).find((s) => s.quest.id === id)!;
  const errcode = (e: unknown) => (e as CallError).errcode;

  it('goes 0 → 1 → 2: in progress below target, claimable at it, received once', async () => {
    const { userId } = await p.createUserSession();
    await p.credit(userId, 100_000);
    await bet(userId, 30_000);
    await bet(userId, 30_000, CRASH_TYPE);
    expect(await state(userId, 'daily-slots-bet')).toMatchObject({ progress: 30_000, status: 0 });
    expect(errcode(await engine.claim(userId, 'daily-slots-bet').catch((e) => e))).toBe(ERR.NOT_CLAIMABLE);
    await bet(userId, 20_000);
    expect(await state(userId, 'daily-slots-bet')).toMatchObject({ progress: 50_000, status: 1 });
    expect(await engine.hasClaimable(userId)).toBe(true);
    const granted = await engine.claim(userId, 'daily-slots-bet');
    expect(granted.items).toEqual([{ propId: REWARD_ID.points, count: 20 }]);
    expect(await state(userId, 'daily-slots-bet')).toMatchObject({ status: 2 });
    expect(errcode(await engine.claim(userId, 'daily-slots-bet').catch((e) => e))).toBe(ERR.ALREADY_RECEIVED);
    await bet(userId, 10_000);
    expect(await state(userId, 'daily-slots-bet')).toMatchObject({ progress: 60_000, status: 2 });
    expect(await propBalance(p.db, userId, REWARD_ID.points)).toBe(20);
    // three rounds of any game made the weekly quest claimable too
    expect(await state(userId, 'weekly-rounds')).toMatchObject({ progress: 4, status: 1 });
  });

  it('a claim for an ended period answers PERIOD_CLOSED and an unknown quest NOT_CLAIMABLE', async () => {
    const { userId } = await p.createUserSession();
    const yesterday = questPeriodKey('day', Date.now() - 86_400_000);
    expect(
      errcode(await engine.claim(userId, 'daily-slots-bet', { periodKey: yesterday }).catch((e) => e)),
    ).toBe(ERR.PERIOD_CLOSED);
    expect(errcode(await engine.claim(userId, 'no-such-quest').catch((e) => e))).toBe(ERR.NOT_CLAIMABLE);
  });

  it('20 simultaneous claims of one quest grant once', async () => {
    const { userId } = await p.createUserSession();
    await p.credit(userId, 100_000);
    for (let i = 0; i < 3; i++) await bet(userId, 1_000, CRASH_TYPE);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => engine.claim(userId, 'weekly-rounds')),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((x) => x.status === 'rejected')) {
      expect(errcode((r as PromiseRejectedResult).reason)).toBe(ERR.ALREADY_RECEIVED);
    }
  });
});
