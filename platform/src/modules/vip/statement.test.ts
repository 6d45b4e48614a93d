import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayKey } from '../../core/periods';
import { caller, contractData, dbKinds, playRound } from '../../test-support';
import { startTestPlatform, type TestPlatform } from '../../testing';

type Statement = {
  vip: number;
  promotions: { level: number; experience: number; reachedAt: number }[];
  rebates: {
    day: string;
    type: number;
    validBet: number;
    rateBp: number;
    bonus: number;
    receivedAt: number | null;
  }[];
};

describe.each(dbKinds)('VIP statement on $kind', ({ databaseServerUrl }) => {
  let p: TestPlatform;
  let call: ReturnType<typeof caller>;
  const statement = async (token: string) =>
    contractData('getVipStatement', await call('getVipStatement', {}, token)) as Statement;

  /** A real-money stake (negative) or refund (positive) of a game type, dated yesterday (Manila). */
  const playYesterday = (userId: number, delta: number, type: number) =>
    playRound(p.db, userId, delta, type, 'yesterday');

  beforeAll(async () => {
    p = await startTestPlatform({ databaseServerUrl });
    call = caller(p.app);
  });
  afterAll(async () => {
    await p?.close();
  });

  it('shows the level reached with the experience it needed and each rebate as turnover × rate, before and after it is paid', async () => {
    const { token, userId } = await p.createUserSession();
    await p.credit(userId, 500_000);
    await playYesterday(userId, -150_000, 1);
    await playYesterday(userId, -33_333, 5);
    await playYesterday(userId, 3_333, 5); // a refunded stake is not valid turnover
    const yesterday = dayKey(Date.now() - 86_400_000);

    const before = await statement(token);
    // (₱1,500 + ₱300) of valid turnover = 1,800 experience ≥ VIP 1's 1,000.
    expect(before.vip).toBe(1);
    expect(before.promotions.map(({ level, experience }) => ({ level, experience }))).toEqual([
      { level: 1, experience: 1000 },
    ]);
    // VIP 1's rates: slots (1) 30 bp, table (5) 15 bp — floor(150,000 × 30 / 10,000), floor(30,000 × 15 / 10,000).
    expect(before.rebates).toEqual([
      { day: yesterday, type: 1, validBet: 150_000, rateBp: 30, bonus: 450, receivedAt: null },
      { day: yesterday, type: 5, validBet: 30_000, rateBp: 15, bonus: 45, receivedAt: null },
    ]);

    expect((await call('betBonusReceive', {}, token)).errcode).toBe(0);
    const after = await statement(token);
    expect(after.rebates.map((r) => [r.type, r.bonus, r.receivedAt !== null])).toEqual([
      [1, 450, true],
      [5, 45, true],
    ]);
    // Someone else's statement is their own: a new player has none of these.
    const other = await p.createUserSession();
    expect(await statement(other.token)).toMatchObject({ vip: 0, promotions: [], rebates: [] });
  });
});
