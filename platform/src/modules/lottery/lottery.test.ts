import { randomUUID } from 'node:crypto';
import { ERR } from '@casino/contracts/errors';
import { type LotteryTicket, verifyDraw } from '@casino/contracts/lottery-draw';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { applyLedger } from '../../ledger/ledger';
import { grant, propBalance } from '../../rewards';
import { caller, contractData, dbKinds } from '../../test-support';
import { startTestPlatform, type TestPlatform } from '../../testing';
import { lotterySettingsIn } from './config';
import { cancelDraw, drawNow, lotteryTick, openDraw, runDraw } from './draws';
import { lotteryOps } from './ops';

const TICKET = 80001;
const HOUR = 3_600_000;

type Order = {
  id: number;
  drawId: number;
  quantity: number;
  firstTicket: number;
  lastTicket: number;
  status: string;
};
type Detail = {
  status: string;
  serverSeed: string | null;
  serverSeedHash: string;
  ticketListHash: string | null;
  tickets: LotteryTicket[];
  prizes: { winners: number; items: { propId: number; count: number }[] }[];
  winners: { prizeIndex: number; no: number; owner: number; nickname: string }[];
};

describe.each(dbKinds)('weekend lottery on $kind', ({ kind, databaseServerUrl }) => {
  let p: TestPlatform;
  let call: ReturnType<typeof caller>;
  let drawSeq = 0;

  beforeAll(async () => {
    p = await startTestPlatform({ databaseServerUrl });
    call = caller(p.app);
    // This week's scheduled draw (the job would open it) is taken out of the way: each test opens its own.
    await lotteryTick(p.db);
    const open = await queryRows<{ id: number }>(
      p.db,
      sql`select id from lottery_draws where status = 'open'`,
    );
    for (const d of open) await cancelDraw(p.db, d.id);
  });
  afterAll(async () => {
    await p?.close();
  });

  /** A fresh open draw selling now; the previous test's draw is cancelled if still open. */
  async function freshDraw() {
    const open = await queryRows<{ id: number }>(
      p.db,
      sql`select id from lottery_draws where status = 'open'`,
    );
    for (const d of open) await cancelDraw(p.db, d.id);
    const now = Date.now();
    return openDraw(p.db, await lotterySettingsIn(p.db), {
      weekKey: `test-${kind}-${++drawSeq}`,
      salesOpenAt: new Date(now - HOUR),
      salesCloseAt: new Date(now + HOUR),
      drawAt: new Date(now + 2 * HOUR),
    });
  }

  async function player(tickets: number, coin = 0) {
    const s = await p.createUserSession();
    if (tickets > 0) {
      await grant(p.db, {
        userId: s.userId,
        items: [{ propId: TICKET, count: tickets }],
        ref: `test-tickets:${randomUUID()}`,
        source: 'test',
        reason: 'test tickets',
      });
    }
    if (coin > 0) await p.credit(s.userId, coin);
    return s;
  }
  const buy = (token: string, productId: number, quantity: number, requestId = randomUUID()) =>
    call('lotteryBuy', { productId, quantity, requestId }, token);
  const orderCount = async (userId: number) =>
    Number(
      (
        await queryRows<{ n: string }>(
          p.db,
          sql`select count(*)::text as n from lottery_orders where user_id = ${userId}::int`,
        )
      )[0]?.n,
    );
  const detail = async (drawId: number) =>
    contractData(
      'anonymous/lotteryDrawDetail',
      await call('anonymous/lotteryDrawDetail', { drawId }),
    ) as Detail;

  it('a purchase sent twice with one requestId buys once; another purchase under it is refused', async () => {
    const draw = await freshDraw();
    const { token, userId } = await player(5);
    const requestId = randomUUID();
    const first = contractData('lotteryBuy', await buy(token, 1, 2, requestId)) as { order: Order };
    const again = contractData('lotteryBuy', await buy(token, 1, 2, requestId)) as { order: Order };
    expect(again.order).toEqual(first.order);
    expect(first.order).toMatchObject({ drawId: draw.id, quantity: 2, status: 'pending' });
    expect(first.order.lastTicket - first.order.firstTicket).toBe(1);
    expect(await propBalance(p.db, userId, TICKET)).toBe(3);

    // the same requestId with another amount: refused, nothing written
    const other = await buy(token, 1, 3, requestId);
    expect(other.errcode).toBe(ERR.CONFLICT);
    expect(await propBalance(p.db, userId, TICKET)).toBe(3);
    expect(await orderCount(userId)).toBe(1);

    // ten copies of one new purchase at once: one order, one spend
    const rid = randomUUID();
    const copies = await Promise.all(Array.from({ length: 10 }, () => buy(token, 1, 1, rid)));
    expect(copies.map((c) => c.errcode)).toEqual(Array(10).fill(0));
    expect(new Set(copies.map((c) => (c.data as { order: Order }).order.id)).size).toBe(1);
    expect(await propBalance(p.db, userId, TICKET)).toBe(2);
    expect(await orderCount(userId)).toBe(2);
  });

  it('an entry bought with coin is a stake: the loss limit counts it and refuses one past it, a refund gives the room back', async () => {
    const draw = await freshDraw();
    const { token, userId } = await player(0, 100_000);
    expect((await call('selfLimitSet', { kind: 'loss', period: 'day', amount: 10_000 }, token)).errcode).toBe(
      0,
    );
    const lossUsed = async () =>
      (
        contractData('selfLimitInfo', await call('selfLimitInfo', {}, token)) as {
          limits: { kind: string; period: string; used: number }[];
        }
      ).limits.find((l) => l.kind === 'loss' && l.period === 'day')!.used;
    // ₱70 lost on a game today
    await applyLedger(p.db, {
      userId,
      delta: -7_000,
      kind: 'bet',
      refType: 'test-round',
      refId: randomUUID(),
      reason: 'Bet: test',
    });
    expect(await lossUsed()).toBe(7_000);
    // a ₱20 coin entry fits (₱90 of ₱100) and counts
    expect((await buy(token, 4, 1)).errcode).toBe(0);
    expect(await lossUsed()).toBe(9_000);
    // a second one would take the day to ₱110: refused like a bet, nothing spent
    const refused = await buy(token, 4, 1);
    expect(refused.errcode).toBe(ERR.SELF_LIMIT_REACHED);
    expect(refused.detail).toMatchObject({ limit: 10_000, held: 9_000 });
    expect(await orderCount(userId)).toBe(1);
    expect(((await call('refreshData', {}, token)).data as { coin: number }).coin).toBe(
      100_000 - 7_000 - 2_000,
    );
    // entries paid in tickets stake no coin: still sold
    await grant(p.db, {
      userId,
      items: [{ propId: TICKET, count: 1 }],
      ref: `test-tickets:${randomUUID()}`,
      source: 'test',
      reason: 'test tickets',
    });
    expect((await buy(token, 1, 1)).errcode).toBe(0);
    // the draw cancelled: the coin entry's refund pays the stake back
    await cancelDraw(p.db, draw.id);
    expect(await lossUsed()).toBe(7_000);
  });

  it('refuses a purchase beyond the tickets or coin held, and an unknown product, writing nothing', async () => {
    await freshDraw();
    const { token, userId } = await player(1, 1000);
    const short = await buy(token, 1, 2);
    expect(short.errcode).toBe(ERR.NOT_ENOUGH_PROPS);
    expect(short.detail).toEqual({ held: 1 });
    const coinShort = await buy(token, 4, 1); // ₱20.00 with ₱10.00 held
    expect(coinShort.errcode).toBe(ERR.INSUFFICIENT_BALANCE);
    const unknown = await buy(token, 999, 1);
    expect(unknown.errcode).toBe(ERR.NOT_FOUND);
    const bad = await call('lotteryBuy', { productId: 1, quantity: 1, requestId: 'x' }, token);
    expect(bad.errcode).toBe(ERR.INVALID_REQUEST);
    expect(await propBalance(p.db, userId, TICKET)).toBe(1);
    expect(await orderCount(userId)).toBe(0);
    const info = contractData('anonymous/lotteryInfo', await call('anonymous/lotteryInfo', {}, token)) as {
      tickets: { propId: number; count: number }[];
      myEntries: number;
    };
    expect(info.tickets).toContainEqual({ propId: TICKET, count: 1 });
    // a visitor sees the draw and the products, holding nothing
    const visitor = contractData('anonymous/lotteryInfo', await call('anonymous/lotteryInfo', {})) as {
      draw: { status: string } | null;
      products: unknown[];
      tickets: unknown[];
    };
    expect(visitor.draw?.status).toBe('open');
    expect(visitor.products.length).toBeGreaterThan(0);
    expect(visitor.tickets).toEqual([]);
    expect(info.myEntries).toBe(0);
  });

  it('publishes seed hash, list hash and result that anyone recomputes; a tampered list does not verify', async () => {
    const draw = await freshDraw();
    const a = await player(3);
    const b = await player(0, 10_000);
    const c = await player(10);
    expect((await buy(a.token, 1, 3)).errcode).toBe(0);
    expect((await buy(b.token, 4, 2)).errcode).toBe(0);
    expect((await buy(c.token, 1, 10)).errcode).toBe(0);
    const open = await detail(draw.id);
    expect(open).toMatchObject({ status: 'open', serverSeed: null, ticketListHash: null, tickets: [] });
    expect(open.serverSeedHash).toBe(draw.server_seed_hash);

    // a buy after the close is refused: the committed list cannot change
    const out = await lotteryOps.lottery!.run({ db: p.db, invalidate: () => {} }, ['draw', String(draw.id)]);
    expect(out).toMatch(/drawn: 3 winner/);
    expect((await buy(c.token, 1, 1)).errcode).toBe(ERR.PERIOD_CLOSED);

    const done = await detail(draw.id);
    expect(done.status).toBe('drawn');
    expect(done.tickets).toHaveLength(15);
    const check = verifyDraw({
      ...done,
      serverSeed: done.serverSeed as string,
      ticketListHash: done.ticketListHash!,
    });
    expect(check).toMatchObject({ seedMatches: true, listMatches: true, winnersMatch: true });
    // one prize per player: the grand prize and both second prizes went to three different players
    expect(new Set(done.winners.map((w) => w.owner)).size).toBe(3);
    expect(done.winners.every((w) => w.nickname.includes('***'))).toBe(true);
    const tampered = done.tickets.map((t) => (t.owner === a.userId ? { ...t, owner: c.userId } : t));
    expect(
      verifyDraw({
        ...done,
        tickets: tampered,
        serverSeed: done.serverSeed!,
        ticketListHash: done.ticketListHash!,
      }).listMatches,
    ).toBe(false);

    // each winner got their prize once, through the rewards engine
    for (const w of done.winners) {
      const grants = await queryRows<{ items: { propId: number; count: number }[] }>(
        p.db,
        sql`select items from reward_grants where user_id = ${w.owner}::int and source = 'lottery-prize'`,
      );
      expect(grants.map((g) => g.items)).toEqual([done.prizes[w.prizeIndex]?.items]);
    }
    const orders = contractData('lotteryOrderList', await call('lotteryOrderList', {}, a.token)) as {
      list: Order[];
    };
    expect(['won', 'lost']).toContain(orders.list[0]?.status);
  });

  it('ops lottery refuses bad and unknown draw ids, and lists the draws', async () => {
    const ctx = { db: p.db, invalidate: () => {} };
    const ops = lotteryOps.lottery!;
    await expect(ops.run(ctx, ['draw', 'abc'])).rejects.toThrow(/usage: lottery/);
    await expect(ops.run(ctx, ['draw', '999999'])).rejects.toThrow(/no lottery draw 999999/);
    await expect(ops.run(ctx, ['explode'])).rejects.toThrow(/usage: lottery/);
    expect(await ops.run(ctx, ['list'])).toMatch(/^#\d+ /);
  });

  it('draws once when triggered twice at the same time', async () => {
    const draw = await freshDraw();
    const a = await player(2);
    const b = await player(2);
    await buy(a.token, 1, 2);
    await buy(b.token, 1, 2);
    const outcomes = await Promise.all([
      drawNow(p.db, draw.id),
      drawNow(p.db, draw.id),
      runDraw(p.db, draw.id),
    ]);
    expect(outcomes.filter((o) => o === 'drawn')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'skipped')).toHaveLength(2);
    const [grants] = await queryRows<{ n: string }>(
      p.db,
      sql`select count(*)::text as n from reward_grants where ref like ${`lottery-prize:${draw.id}:%`}`,
    );
    expect(Number(grants?.n)).toBe(2); // two players: the grand prize and one second prize
  });

  it('cancels a draw with too few entries and refunds tickets and coin', async () => {
    const draw = await freshDraw();
    const a = await player(1, 2000);
    expect((await buy(a.token, 1, 1)).errcode).toBe(0);
    expect(await propBalance(p.db, a.userId, TICKET)).toBe(0);
    // sales end and the draw falls due: the job's own pass
    await p.db.execute(
      sql`update lottery_draws set sales_close_at = now() - interval '2 minutes', draw_at = now() - interval '1 minute'
          where id = ${draw.id}::int`,
    );
    expect(await lotteryTick(p.db)).toBeGreaterThanOrEqual(2);
    const d = await detail(draw.id);
    expect(d.status).toBe('cancelled');
    expect(d.winners).toEqual([]);
    expect(await propBalance(p.db, a.userId, TICKET)).toBe(1);
    const orders = contractData('lotteryOrderList', await call('lotteryOrderList', {}, a.token)) as {
      list: Order[];
    };
    expect(orders.list[0]?.status).toBe('refunded');
    // a second pass (or a cancel) refunds nothing more
    await lotteryTick(p.db);
    expect(await cancelDraw(p.db, draw.id)).toBe(false);
    expect(await propBalance(p.db, a.userId, TICKET)).toBe(1);
  });
  it("opens next week's draw as soon as this week's sales close, so there is always a draw to enter", async () => {
    // Sunday 2030-01-06 19:45 Manila: after the default 19:30 close of that week's draw
    const afterClose = Date.parse('2030-01-06T11:45:00Z');
    await lotteryTick(p.db, afterClose);
    const rows = await queryRows<{ id: number; status: string; opens: string; closes: string }>(
      p.db,
      sql`select id, status, sales_open_at::text as opens, sales_close_at::text as closes from lottery_draws
          where sales_close_at > ${new Date(afterClose).toISOString()}::timestamptz order by id`,
    );
    expect(rows).toHaveLength(1);
    const next = rows[0]!;
    expect(next.status).toBe('open');
    expect(Date.parse(next.opens)).toBeLessThanOrEqual(afterClose);
    // the following Sunday's close, a week later
    expect(Date.parse(next.closes) - afterClose).toBeGreaterThan(6 * 24 * 3600_000);
    expect(Date.parse(next.closes) - afterClose).toBeLessThan(8 * 24 * 3600_000);
    await cancelDraw(p.db, next.id);
  });
});
