import { REWARD_ID } from '@casino/contracts/reward-ids';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccrualRow } from '../../rewards';
import { propBalance } from '../../rewards';
import { startTestPlatform, type TestPlatform } from '../../testing';
import { pointsConsumer } from './points';

let nextId = 1_000_000;
const row = (userId: number, kind: 'bet' | 'refund', delta: number): AccrualRow => ({
  id: nextId++,
  userId,
  kind,
  delta,
  gameId: 1,
  gameType: 1,
  refType: 'round',
  refId: String(nextId),
  createdAt: new Date(),
});

describe('reward points from play', () => {
  let p: TestPlatform;
  beforeAll(async () => {
    p = await startTestPlatform();
  });
  afterAll(async () => {
    await p?.close();
  });

  it('one point per ₱100 of valid turnover, the remainder carried, a refund never takes points back', async () => {
    const { userId } = await p.createUserSession();
    const consumer = pointsConsumer();
    const apply = (rows: AccrualRow[]) => p.db.transaction((tx) => consumer.apply(tx, userId, rows));
    await apply([row(userId, 'bet', -6000), row(userId, 'bet', -3000)]);
    expect(await propBalance(p.db, userId, REWARD_ID.points)).toBe(0);
    await apply([row(userId, 'bet', -1500)]);
    expect(await propBalance(p.db, userId, REWARD_ID.points)).toBe(1);
    await apply([row(userId, 'refund', 5000)]);
    expect(await propBalance(p.db, userId, REWARD_ID.points)).toBe(1);
    await apply([row(userId, 'bet', -25_000)]);
    expect(await propBalance(p.db, userId, REWARD_ID.points)).toBe(3);
  });
});
