import { randomUUID } from 'node:crypto';
import { COIN_CHANGE_KINDS } from '@casino/contracts/enums';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { LEDGER_KIND_CLASS } from '../../ledger/kind-classes';
import { applyLedger } from '../../ledger/ledger';
import { reconcile } from '../../ledger/reconcile';
import { grant } from '../../rewards';
import { caller, contractData, dbKinds } from '../../test-support';
import {
  createTestOperator,
  PAYOUT_PIN,
  postOpsCall,
  startTestPlatform,
  type TestPlatform,
} from '../../testing';
import { approveWithdrawal, rejectWithdrawal } from '../wallet';
import { pesos, reportCsv } from './csv';
import { createReportsService, type ReportsService } from './service';

// The books are checked on a fixed pair of Manila days: every row the traffic writes is dated onto them, so the
// figures never depend on when the test runs.
const DAY1 = '2026-03-09';
const DAY2 = '2026-03-10';
const NOON = (day: string) => `${day}T12:00:00+08:00`;

describe('ledger kind classes', () => {
  it('classify every coin change kind (an unclassified kind would vanish from the books)', () => {
    for (const kind of COIN_CHANGE_KINDS) expect(LEDGER_KIND_CLASS[kind], kind).toBeDefined();
    expect(Object.keys(LEDGER_KIND_CLASS).sort()).toEqual([...COIN_CHANGE_KINDS].sort());
  });
});

describe('CSV', () => {
  it('writes exact pesos and keeps formula-looking text inert', () => {
    expect(pesos(12_345)).toBe('123.45');
    expect(pesos(-5)).toBe('-0.05');
    expect(pesos(0)).toBe('0.00');
    const csv = reportCsv(
      {
        bonusByReason: [{ kind: 'claim', source: '=HYPERLINK("x")', amount: 100, count: 1 }],
      } as never,
      'bonuses',
    );
    expect(csv).toBe('kind,source,count,amount\r\nclaim,"\'=HYPERLINK(""x"")",1,1.00\r\n');
  });
});

describe.each(dbKinds)('daily report on $kind', ({ databaseServerUrl }) => {
  let p: TestPlatform;
  let reports: ReportsService;
  let call: ReturnType<typeof caller>;
  const game = (id: number) => ({ id, type: 1 });

  beforeAll(async () => {
    p = await startTestPlatform({ databaseServerUrl, payoutReadyPlayers: true });
    call = caller(p.app);
    reports = createReportsService({ db: p.db, catalogue: p.app.platform.catalogue });
  });
  afterAll(async () => {
    expect((await reconcile(p.db)).offenders).toEqual([]);
    await p?.close();
  });

  it('closes the books to the centavo after mixed traffic, and adds up each figure', async () => {
    const gameId = (await p.app.platform.catalogue.snapshot()).config.appGameList[0]!.id;
    // Player A: deposits through the signed sandbox webhook, plays, wins, claims, uses the safebox.
    const a = await p.createUserSession({ password: 'secret123' });
    const dep1 = await p.deposit(a.token, 100_000);
    expect(dep1.status).toBe('paid');
    const round = (userId: number, stake: number, win: number) => {
      const ref = randomUUID();
      return (async () => {
        await applyLedger(p.db, {
          userId,
          delta: -stake,
          kind: 'bet',
          refType: 'test-round',
          refId: ref,
          reason: 'Bet',
          game: game(gameId),
        });
        if (win > 0)
          await applyLedger(p.db, {
            userId,
            delta: win,
            kind: 'win',
            refType: 'test-round',
            refId: ref,
            reason: 'Win',
            game: game(gameId),
          });
      })();
    };
    await round(a.userId, 30_000, 0);
    await round(a.userId, 20_000, 50_000);
    await grant(p.db, {
      userId: a.userId,
      items: [{ propId: 2001, count: 7_500 }],
      ref: `test-claim:${a.userId}:1`,
      source: 'test-claim',
      reason: 'Test claim',
    });
    contractData('safeboxDeposit', await call('safeboxDeposit', { amount: 10_000 }, a.token));

    // Player B: an operator credit, two withdrawals (one paid, one rejected), a purchase and a forfeit.
    const b = await p.createUserSession();
    await p.credit(b.userId, 500_000);
    const bank = contractData(
      'addBankInfo',
      await call(
        'addBankInfo',
        { code: PAYOUT_PIN, bankId: 11, accountName: 'Juan Dela Cruz', accountNo: '09170001111' },
        b.token,
      ),
    ) as { id: number };
    const w1 = contractData(
      'exchange',
      await call(
        'exchange',
        { code: PAYOUT_PIN, amount: 20_000, userBankId: bank.id, requestId: randomUUID() },
        b.token,
      ),
    ) as { orderId: string };
    const w2 = contractData(
      'exchange',
      await call(
        'exchange',
        { code: PAYOUT_PIN, amount: 15_000, userBankId: bank.id, requestId: randomUUID() },
        b.token,
      ),
    ) as { orderId: string };
    const w3 = contractData(
      'exchange',
      await call(
        'exchange',
        { code: PAYOUT_PIN, amount: 11_000, userBankId: bank.id, requestId: randomUUID() },
        b.token,
      ),
    ) as { orderId: string };
    await approveWithdrawal(p.db, w1.orderId);
    await rejectWithdrawal(p.db, w2.orderId, 'Test rejection');
    // w3 stays pending: its hold is still the player's money.
    await applyLedger(p.db, {
      userId: b.userId,
      delta: -4_000,
      kind: 'spend',
      refType: 'test-spend',
      refId: randomUUID(),
      reason: 'Shop',
    });
    await applyLedger(p.db, {
      userId: b.userId,
      delta: -1_000,
      kind: 'bonusForfeit',
      refType: 'test-forfeit',
      refId: randomUUID(),
      reason: 'Forfeit',
    });
    await p.credit(b.userId, 2_500);
    await round(b.userId, 10_000, 2_000);
    // A four-eyes manual adjustment (its own ledger kind) counts with the adjustments.
    const maker = await createTestOperator(p.db, ['finance']);
    const checker = await createTestOperator(p.db, ['finance']);
    const proposed = await postOpsCall(
      p.app,
      'adjustmentPropose',
      { userId: b.userId, items: [{ propId: 2001, count: 3_000 }], reason: 'Goodwill credit' },
      maker.token,
    );
    const proposalId = (proposed.data as { proposalId: number }).proposalId;
    expect(
      (await postOpsCall(p.app, 'proposalDecide', { proposalId, approve: true }, checker.token)).errcode,
    ).toBe(0);

    // Date everything onto DAY2, then A's first deposit (and its bonus, granted under deposit-bonus:<order>) back
    // onto DAY1.
    await p.db.execute(sql`update ledger set created_at = ${NOON(DAY2)}::timestamptz`);
    await p.db.execute(sql`update users set created_at = ${NOON(DAY2)}::timestamptz`);
    await p.db.execute(
      sql`update ledger set created_at = ${NOON(DAY1)}::timestamptz
           where (ref_type = 'recharge' and ref_id = ${dep1.orderId})
              or (ref_type = 'reward' and ref_id = ${`deposit-bonus:${dep1.orderId}`})`,
    );
    await p.db.execute(
      sql`update users set created_at = ${NOON(DAY1)}::timestamptz where id = ${a.userId}::int`,
    );

    const [depRows] = await queryRows<{ d: number }>(
      p.db,
      sql`select coalesce(sum(delta), 0)::int as d from ledger
           where ref_id in (${dep1.orderId}, ${`deposit-bonus:${dep1.orderId}`})`,
    );
    const day1 = await reports.daily(DAY1);
    expect(day1).toMatchObject({
      from: DAY1,
      to: DAY1,
      deposits: 100_000,
      depositCount: 1,
      registrations: 1,
      firstTimeDepositors: 1,
      activePlayers: 0,
      conservationDiff: 0,
    });
    expect(day1.opening.total).toBe(0);
    // The deposit and any channel bonus that came with it.
    expect(day1.closing.total).toBe(depRows!.d);

    const day2 = await reports.daily(DAY2);
    expect(day2.opening.total).toBe(day1.closing.total);
    expect(day2).toMatchObject({
      deposits: 0,
      withdrawals: 20_000,
      withdrawalCount: 1,
      bets: 60_000,
      wins: 52_000,
      ggr: 8_000,
      adjustments: 505_500,
      forfeits: 1_000,
      purchases: 4_000,
      activePlayers: 2,
      registrations: 1,
      firstTimeDepositors: 0,
      conservationDiff: 0,
    });
    expect(day2.bonusCost).toBe(7_500);
    expect(day2.ngr).toBe(500);
    expect(day2.bonusByReason).toEqual([{ kind: 'claim', source: 'test-claim', amount: 7_500, count: 1 }]);
    // Closing = wallets + safebox + the pending withdrawal's hold, as the wallet table holds them now.
    const [now] = await queryRows<{ b: number; s: number }>(
      p.db,
      sql`select sum(balance)::int as b, sum(safebox)::int as s from wallets`,
    );
    expect(day2.closing).toEqual({
      wallet: now!.b,
      safebox: 10_000,
      held: 11_000,
      total: now!.b + now!.s + 11_000,
    });
    expect(day2.games).toEqual([
      expect.objectContaining({
        gameId,
        rounds: 3,
        bets: 60_000,
        wins: 52_000,
        measuredRtpBp: Math.round((52_000 * 10_000) / 60_000),
      }),
    ]);
    expect(day2.games[0]!.declaredRtpBp).not.toBeNull();
    expect(w3.orderId).toMatch(/^W/);

    const both = await reports.range(DAY1, DAY2);
    expect(both).toMatchObject({ deposits: 100_000, conservationDiff: 0, registrations: 2 });
    expect(both.opening.total).toBe(0);

    const csv = await reports.csv('summary', { day: DAY2 });
    expect(csv.filename).toBe(`report-summary-${DAY2}.csv`);
    expect(csv.csv).toContain('GGR,80.00\r\n');
    expect(csv.csv).toContain('conservation difference,0.00\r\n');

    // The CLI is a door onto the same figures, and onto the same withdrawal queue.
    const cli = await p.ops('report', DAY2);
    expect(cli).toContain('GGR  80.00');
    expect(cli).toContain('conservation difference  0.00');
    expect(await p.ops('report', DAY1, DAY2, '--csv', 'games')).toMatch(/^game id,game,rounds/);
    const queue = await p.ops('withdrawals');
    expect(queue).toContain(w3.orderId);
    expect(queue).toContain('Juan Dela Cruz');
  });

  it('refuses a day that is not a calendar date and a range past a year', async () => {
    await expect(reports.daily('2026-02-30')).rejects.toMatchObject({ errcode: 400 });
    await expect(reports.range('2024-01-01', '2026-01-01')).rejects.toMatchObject({ errcode: 400 });
    await expect(reports.range(DAY2, DAY1)).rejects.toMatchObject({ errcode: 400 });
  });
});
