import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grant } from '../rewards';
import { caller, contractData } from '../test-support';
import { PAYOUT_PIN, startTestPlatform, type TestPlatform } from '../testing';
import { createBusinessMetrics } from './business-metrics';

const COLOR = 2001;
let seq = 0;

/** The value of one series in an exposition text (undefined when absent). */
function value(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('business metrics for Prometheus', () => {
  let p: TestPlatform;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    p = await startTestPlatform({ payoutReadyPlayers: true });
    call = caller(p.app);
  });
  afterAll(async () => {
    await p?.close();
  });

  it('counts deposits by outcome, withdrawals by status, rounds, stakes, wins and RTP by game, claims by source', async () => {
    const metrics = createBusinessMetrics(p.db, { cacheMs: 0 });
    const before = await metrics.text();
    const { token, userId } = await p.createUserSession();
    await p.deposit(token, 100_000);
    const declined = await p.createDeposit(token, 20_000);
    await p.declineDeposit(declined.orderId);
    await p.credit(userId, 200_000);
    const { sessionId } = contractData('startGame', await call('startGame', { gameId: COLOR }, token)) as {
      sessionId: string;
    };
    for (const amount of [1_000, 1_000, 20_000]) {
      const r = await call(
        'gameRoundPlay',
        {
          gameId: COLOR,
          sessionId,
          requestId: `metrics-round-${++seq}`,
          play: { engine: 'color', bets: [{ color: 1, amount }] },
        },
        token,
      );
      expect(r.errcode).toBe(0);
    }
    await grant(p.db, {
      userId,
      items: [{ propId: 2001, count: 500 }],
      ref: `metrics-test:${userId}`,
      source: 'metrics-test',
      reason: 'test',
    });
    const bank = contractData(
      'addBankInfo',
      await call(
        'addBankInfo',
        { code: PAYOUT_PIN, bankId: 11, accountName: 'Juan Dela Cruz', accountNo: '0012345678' },
        token,
      ),
    ) as { id: number };
    const w = await call(
      'exchange',
      { code: PAYOUT_PIN, amount: 10_000, userBankId: bank.id, forfeitBonus: true, requestId: randomUUID() },
      token,
    );
    expect(w.errcode).toBe(0);

    const after = await metrics.text();
    const delta = (series: string) => (value(after, series) ?? 0) - (value(before, series) ?? 0);
    expect(delta('platform_deposits_total{outcome="credited"}')).toBe(1);
    expect(delta('platform_deposits_total{outcome="declined"}')).toBe(1);
    expect(delta('platform_deposit_amount_minor_total{outcome="credited"}')).toBe(100_000);
    expect(delta('platform_withdrawals_total{status="pending"}')).toBe(1);
    expect(delta('platform_claims_total{source="metrics-test"}')).toBe(1);
    expect(delta(`platform_rounds_total{game="${COLOR}"}`)).toBe(3);
    expect(delta(`platform_bet_minor_total{game="${COLOR}"}`)).toBe(22_000);
    expect(delta(`platform_round_stake_minor_bucket{game="${COLOR}",le="1000"}`)).toBe(2);
    expect(delta(`platform_round_stake_minor_bucket{game="${COLOR}",le="50000"}`)).toBe(3);
    expect(delta(`platform_round_stake_minor_count{game="${COLOR}"}`)).toBe(3);
    const win = value(after, `platform_win_minor_total{game="${COLOR}"}`) ?? 0;
    const bet = value(after, `platform_bet_minor_total{game="${COLOR}"}`)!;
    expect(value(after, `platform_rtp_ratio{game="${COLOR}"}`)).toBeCloseTo(win / bet, 5);
    expect(after).toContain('# TYPE platform_round_stake_minor histogram');

    // once the rows are old enough to be folded into the running totals, nothing is counted twice
    await p.db.execute(sql`update ledger set created_at = now() - interval '5 minutes'`);
    expect(await metrics.text()).toBe(after);
    expect(await metrics.text()).toBe(after);
    await call(
      'gameRoundPlay',
      {
        gameId: COLOR,
        sessionId,
        requestId: `metrics-round-${++seq}`,
        play: { engine: 'color', bets: [{ color: 1, amount: 1_000 }] },
      },
      token,
    );
    expect(value(await metrics.text(), `platform_rounds_total{game="${COLOR}"}`)).toBe(
      value(after, `platform_rounds_total{game="${COLOR}"}`)! + 1,
    );
  });

  it('GET /metrics answers a loopback scraper, not a request relayed with proxy headers', async () => {
    const direct = await fetch(`${p.url}/metrics`);
    expect(direct.status).toBe(200);
    expect(direct.headers.get('content-type')).toContain('text/plain');
    expect(direct.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await direct.text()).toContain('# TYPE platform_deposits_total counter');
    const relayed = await fetch(`${p.url}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(relayed.status).toBe(403);
  });
});
