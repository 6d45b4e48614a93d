import { ERR } from '@casino/contracts/errors';
import { fairOutcome } from '@casino/contracts/fairness';
import { REWARD_ID } from '@casino/contracts/reward-ids';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallError } from '../../core/call-error';
import { queryRows } from '../../db/client';
import { walletState } from '../../ledger/ledger';
import { reconcile } from '../../ledger/reconcile';
import { grant, propBalance, reconcileProps } from '../../rewards';
import { caller, contractData, dbKinds } from '../../test-support';
import { startTestPlatform, type TestPlatform } from '../../testing';
import { createScratchService, readScratchCard, type ScratchService } from '../scratch-cards';
import { createDiamondService, type DiamondService } from './diamond';

const ADDRESS = {
  recipient: 'Juan Dela Cruz',
  mobile: '09171234567',
  province: 'Metro Manila',
  city: 'Quezon City',
  barangay: 'Bagong Pag-asa',
  street: '12 Mabuhay St.',
  postalCode: '1105',
};

let seq = 0;
const rid = (tag: string) => `${tag}-${Date.now()}-${++seq}`.slice(0, 64);

describe.each(dbKinds)('scratch cards and the diamond shop on $kind', ({ kind, databaseServerUrl }) => {
  let p: TestPlatform;
  let scratch: ScratchService;
  let shop: DiamondService;
  let call: ReturnType<typeof caller>;

  const give = (userId: number, propId: number, count: number) =>
    grant(p.db, {
      userId,
      items: [{ propId, count }],
      ref: `test:${rid('give')}`,
      source: 'test',
      reason: 'test',
    });
  const held = (userId: number, propId: number) => propBalance(p.db, userId, propId);
  const errOf = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (e: CallError) => e,
    );
  const count = async (q: ReturnType<typeof sql>) =>
    Number((await queryRows<{ n: string }>(p.db, q))[0]?.n ?? 0);

  beforeAll(async () => {
    p = await startTestPlatform({ databaseServerUrl });
    scratch = createScratchService({ db: p.db, catalogue: p.app.platform.catalogue });
    shop = createDiamondService({ db: p.db, catalogue: p.app.platform.catalogue });
    call = caller(p.app);
  });
  afterAll(async () => {
    expect((await reconcile(p.db)).offenders).toEqual([]);
    expect((await reconcileProps(p.db)).offenders).toEqual([]);
    await p?.close();
  });

  it('every scratch spends one card, credits its prize at once and verifies from the revealed seed', async () => {
    const { userId, token } = await p.createUserSession();
    await give(userId, REWARD_ID.scratchCard, 12);
    // Scratch until none is left (a card can win another card).
    let scratched = 0;
    while ((await held(userId, REWARD_ID.scratchCard)) > 0 && scratched < 100) {
      const got = contractData(
        'scratchCardLottery',
        await call('scratchCardLottery', { requestId: rid('s') }, token),
      );
      expect((got as { cards: number }).cards).toBe(await held(userId, REWARD_ID.scratchCard));
      scratched++;
    }
    expect(scratched).toBeGreaterThanOrEqual(12);
    const none = await call('scratchCardLottery', { requestId: rid('s') }, token);
    expect(none.errcode).toBe(ERR.NOT_ENOUGH_PROPS);

    // Before rotation the seed is secret; after it, every draw re-computes to the prize it paid.
    const before = contractData(
      'searchScratchCardAwardLog',
      await call('searchScratchCardAwardLog', {}, token),
    ) as {
      list: { serverSeed: string | null }[];
    };
    expect(before.list.every((d) => d.serverSeed === null)).toBe(true);
    contractData('fairnessRotate', await call('fairnessRotate', {}, token));
    const log = contractData(
      'searchScratchCardAwardLog',
      await call('searchScratchCardAwardLog', { pageSize: 50 }, token),
    ) as {
      list: {
        propId: number;
        count: number;
        cell: number;
        weights: number[];
        serverSeed: string | null;
        clientSeed: string;
        nonce: number;
      }[];
      total: number;
    };
    expect(log.total).toBe(scratched);
    const prizes = readScratchCard((await p.app.platform.catalogue.snapshot()).docs.settings).prizes;
    for (const d of log.list) {
      expect(d.serverSeed).toMatch(/^[0-9a-f]{64}$/);
      const { cell } = fairOutcome(
        { serverSeed: d.serverSeed as string, clientSeed: d.clientSeed, nonce: d.nonce },
        { engine: 'draw', weights: d.weights },
      ) as { cell: number };
      expect(cell).toBe(d.cell);
      expect({ propId: d.propId, count: d.count }).toEqual({
        propId: prizes[cell]?.propId,
        count: prizes[cell]?.count,
      });
    }
    // The coin prizes are in the wallet now, as bonus money.
    const coin = log.list.filter((d) => d.propId === REWARD_ID.coin).reduce((s, d) => s + d.count, 0);
    expect((await walletState(p.db, userId)).balance).toBe(coin);
  });

  it('a scratch retried with its requestId answers the same prize and spends one card; none held → 5004', async () => {
    const { userId } = await p.createUserSession();
    await give(userId, REWARD_ID.scratchCard, 1);
    const requestId = rid('retry');
    const all = await Promise.all(Array.from({ length: 5 }, () => scratch.scratch(userId, requestId)));
    expect(new Set(all.map((a) => a.id)).size).toBe(1);
    expect(
      await count(sql`select count(*)::text as n from scratch_draws where user_id = ${userId}::int`),
    ).toBe(1);
    const extra = all[0]?.propId === REWARD_ID.scratchCard ? 1 : 0;
    expect(await held(userId, REWARD_ID.scratchCard)).toBe(extra);
    if (extra === 0) {
      expect((await errOf(scratch.scratch(userId, rid('none'))))?.errcode).toBe(ERR.NOT_ENOUGH_PROPS);
      expect(
        await count(sql`select count(*)::text as n from scratch_draws where user_id = ${userId}::int`),
      ).toBe(1);
    }
  });

  it('ten scratches at once with one card draw one prize; the others are refused and write nothing', async () => {
    const { userId } = await p.createUserSession();
    await give(userId, REWARD_ID.scratchCard, 1);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => scratch.scratch(userId, rid('c'))),
    );
    const won = results.filter((r) => r.status === 'fulfilled').length;
    const draws = await count(
      sql`select count(*)::text as n from scratch_draws where user_id = ${userId}::int`,
    );
    expect(draws).toBe(won);
    // one card, unless that card won another card (then that one may be scratched too)
    expect(won).toBeGreaterThanOrEqual(1);
    expect(won).toBeLessThanOrEqual(
      1 +
        (await count(
          sql`select count(*)::text as n from scratch_draws where user_id = ${userId}::int and prop_id = ${REWARD_ID.scratchCard}::int`,
        )),
    );
    for (const r of results)
      if (r.status === 'rejected') expect((r.reason as CallError).errcode).toBe(ERR.NOT_ENOUGH_PROPS);
    expect(await held(userId, REWARD_ID.scratchCard)).toBeGreaterThanOrEqual(0);
  });

  it('a goods retry with the same requestId answers the same order; another goods under it is refused', async () => {
    const { userId } = await p.createUserSession();
    await give(userId, REWARD_ID.diamond, 200);
    const requestId = rid('r');
    const first = await shop.exchangeGoods(userId, 1, 1, requestId);
    expect(await shop.exchangeGoods(userId, 1, 1, requestId)).toEqual(first);
    expect((await errOf(shop.exchangeGoods(userId, 2, 1, requestId)))?.errcode).toBe(ERR.CONFLICT);
    expect(await held(userId, REWARD_ID.diamond)).toBe(155);
    expect((await walletState(p.db, userId)).balance).toBe(5000);
  });

  it('add-up awards open at the configured cards scratched and are received once', async () => {
    const { userId } = await p.createUserSession();
    expect((await errOf(scratch.receiveAddup(userId, 1)))?.errcode).toBe(ERR.NOT_CLAIMABLE);
    expect((await errOf(scratch.receiveAddup(userId, 999)))?.errcode).toBe(ERR.NOT_FOUND);
    await give(userId, REWARD_ID.scratchCard, 5);
    for (let i = 0; i < 5; i++) await scratch.scratch(userId, rid('a'));
    expect((await scratch.info(userId)).addupAwards[0]?.status).toBe(1);
    const diamonds = await held(userId, REWARD_ID.diamond);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => scratch.receiveAddup(userId, 1)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await held(userId, REWARD_ID.diamond)).toBe(diamonds + 10);
    expect((await scratch.info(userId)).addupAwards[0]?.status).toBe(2);
  });

  it('diamonds → coin: beyond the balance refused, the same requestId with another amount refused, nothing written', async () => {
    const { userId, token } = await p.createUserSession();
    await give(userId, REWARD_ID.diamond, 50);
    const over = await call('diamondExchangeCoin', { diamond: 51, requestId: rid('c') }, token);
    expect(over.errcode).toBe(ERR.NOT_ENOUGH_PROPS);
    expect(over.detail?.held).toBe(50);
    expect(await held(userId, REWARD_ID.diamond)).toBe(50);
    expect((await walletState(p.db, userId)).balance).toBe(0);

    const requestId = rid('c');
    const first = contractData(
      'diamondExchangeCoin',
      await call('diamondExchangeCoin', { diamond: 20, requestId }, token),
    );
    expect(first).toEqual({ diamond: 30, amount: 2000, coin: 2000 });
    const retry = contractData(
      'diamondExchangeCoin',
      await call('diamondExchangeCoin', { diamond: 20, requestId }, token),
    );
    expect(retry).toEqual(first);
    const other = await call('diamondExchangeCoin', { diamond: 25, requestId }, token);
    expect(other.errcode).toBe(ERR.CONFLICT);
    expect(await held(userId, REWARD_ID.diamond)).toBe(30);
    expect((await walletState(p.db, userId)).balance).toBe(2000);
    // The coin is bonus money with the configured turnover (1×).
    const [bonus] = await queryRows<{ t: string }>(
      p.db,
      sql`select turnover_required::text as t from bonus_grants where user_id = ${userId}::int`,
    );
    expect(Number(bonus?.t)).toBe(2000);
    const log = contractData('diamondLog', await call('diamondLog', {}, token)) as {
      list: { amount: number }[];
    };
    expect(log.list.map((r) => r.amount)).toEqual([-20, 50]);
  });

  it(`concurrent exchanges never overspend (${kind})`, async () => {
    const { userId } = await p.createUserSession();
    await give(userId, REWARD_ID.diamond, 100);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0 ? shop.exchangeCoin(userId, 30, rid('x')) : shop.exchangeScratchcard(userId, 3, rid('y')),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    for (const r of results)
      if (r.status === 'rejected') expect((r.reason as CallError).errcode).toBe(ERR.NOT_ENOUGH_PROPS);
    const left = await held(userId, REWARD_ID.diamond);
    expect(left).toBeGreaterThanOrEqual(0);
    const coin = (await walletState(p.db, userId)).balance;
    const cards = await held(userId, REWARD_ID.scratchCard);
    // Every diamond that left became exactly its coin or cards.
    expect(100 - left).toBe(coin / 100 + cards * 10);
    expect(ok).toBe(3);
  });

  it('goods without a saved address are refused with nothing written; with one, an order the operator moves', async () => {
    const { userId, token } = await p.createUserSession();
    await give(userId, REWARD_ID.diamond, 2000);
    const refused = await call('diamondExchangeGoods', { goodsId: 4, requestId: rid('g') }, token);
    expect(refused.errcode).toBe(ERR.ADDRESS_REQUIRED);
    expect(await held(userId, REWARD_ID.diamond)).toBe(2000);
    expect(await count(sql`select count(*)::text as n from shop_orders where user_id = ${userId}::int`)).toBe(
      0,
    );
    expect(
      await count(
        sql`select count(*)::text as n from prop_ledger where user_id = ${userId}::int and delta < 0`,
      ),
    ).toBe(0);
    expect((await call('diamondExchangeGoods', { goodsId: 999, requestId: rid('g') }, token)).errcode).toBe(
      ERR.NOT_FOUND,
    );

    contractData('updateAddress', await call('updateAddress', ADDRESS, token));
    const shopData = contractData('diamondShopData', await call('diamondShopData', {}, token)) as {
      hasAddress: boolean;
      goods: { id: number; stock: number }[];
    };
    expect(shopData.hasAddress).toBe(true);
    const stock = shopData.goods.find((g) => g.id === 4)?.stock as number;
    const order = contractData(
      'diamondExchangeGoods',
      await call('diamondExchangeGoods', { goodsId: 4, requestId: rid('g') }, token),
    ) as { orderId: string; diamond: number };
    expect(order.diamond).toBe(1200);
    const after = contractData('diamondShopData', await call('diamondShopData', {}, token)) as {
      goods: { id: number; stock: number }[];
    };
    expect(after.goods.find((g) => g.id === 4)?.stock).toBe(stock - 1);
    // a visitor sees the same window (goods, prices, stock left) and nothing of anyone's balances
    const open = contractData('anonymous/shopGoods', await call('anonymous/shopGoods', {})) as Record<
      string,
      unknown
    > & { goods: { id: number; stock: number }[] };
    expect(open.goods.find((g) => g.id === 4)?.stock).toBe(stock - 1);
    expect(Object.keys(open)).not.toContain('diamond');
    expect(Object.keys(open)).not.toContain('hasAddress');

    expect(await p.ops('goods', 'list', 'pending')).toContain(order.orderId);
    expect(await p.ops('goods', 'ship', order.orderId)).toContain('shipped');
    await expect(p.ops('goods', 'ship', order.orderId)).resolves.toContain('already shipped');
    expect(await p.ops('goods', 'cancel', order.orderId)).toContain('cancelled');
    expect(await p.ops('goods', 'cancel', order.orderId)).toContain('already cancelled');
    expect(await held(userId, REWARD_ID.diamond)).toBe(2000);
    const orders = contractData(
      'diamondGoodsExchangeOrderLog',
      await call('diamondGoodsExchangeOrderLog', {}, token),
    ) as {
      list: { orderId: string; status: string }[];
    };
    expect(orders.list[0]).toMatchObject({ orderId: order.orderId, status: 'cancelled' });

    const second = await shop.exchangeGoods(userId, 4, 1, rid('g'));
    await p.ops('goods', 'ship', second.orderId);
    await p.ops('goods', 'deliver', second.orderId);
    await expect(p.ops('goods', 'cancel', second.orderId)).rejects.toThrow(/delivered/);
  });

  it('points earned from play are spendable on points goods; VIP experience is untouched', async () => {
    const { userId } = await p.createUserSession();
    await give(userId, REWARD_ID.points, 150);
    const [vipBefore] = await queryRows<{ e: string }>(
      p.db,
      sql`select vip_exp::text as e from users where id = ${userId}::int`,
    );
    const got = await shop.exchangeGoods(userId, 3, 1, rid('p'));
    expect(got.orderId).toMatch(/^D\d{18}$/);
    expect(await held(userId, REWARD_ID.points)).toBe(50);
    expect(await held(userId, REWARD_ID.scratchCard)).toBe(1);
    expect((await errOf(shop.exchangeGoods(userId, 3, 1, rid('p'))))?.errcode).toBe(ERR.NOT_ENOUGH_PROPS);
    const [vipAfter] = await queryRows<{ e: string }>(
      p.db,
      sql`select vip_exp::text as e from users where id = ${userId}::int`,
    );
    expect(vipAfter?.e).toBe(vipBefore?.e);
  });
});
