import type { CoinChangeKind } from '@casino/contracts/enums';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../testing';
import { ACCRUAL_ORDER, type AccrualConsumer, inAccrualOrder } from './accruals';

const consumer = (name: AccrualConsumer['name'], kinds: CoinChangeKind[] = ['bet']): AccrualConsumer => ({
  name,
  kinds,
  apply: async () => {},
});

describe('accrual consumers run in one written-down order', () => {
  let p: TestPlatform;
  beforeAll(async () => {
    p = await startTestPlatform();
  });
  afterAll(async () => {
    await p?.close();
  });

  it('the platform registers every listed consumer, and runs them in ACCRUAL_ORDER', () => {
    expect(p.app.platform.accruals.order()).toEqual([...ACCRUAL_ORDER]);
  });

  it('sorts any registration order into ACCRUAL_ORDER, a test consumer last, and refuses a name twice', () => {
    const given = [consumer('jackpot'), consumer('test:x'), consumer('quests'), consumer('player-level')];
    expect(inAccrualOrder(given).map((c) => c.name)).toEqual(['player-level', 'quests', 'jackpot', 'test:x']);
    expect(() => inAccrualOrder([consumer('vip'), consumer('vip', ['deposit'])])).toThrow(/registered twice/);
  });

  it('a misspelt ledger kind or consumer name does not compile (typecheck runs this file)', () => {
    // @ts-expect-error 'bets' is no ledger kind: a consumer cannot subscribe to nothing by a typo
    const typo = consumer('vip', ['bets']);
    // @ts-expect-error 'vips' is not in ACCRUAL_ORDER
    const unlisted = consumer('vips');
    expect([typo.name, unlisted.name]).toEqual(['vip', 'vips']);
  });
});
