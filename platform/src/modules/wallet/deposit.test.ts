import { ERR } from '@casino/contracts/errors';
import { eq, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledger, paymentWebhooks, rechargeOrders } from '../../db/schema';
import { reconcile } from '../../ledger/reconcile';
import { caller, contractData, dbKinds, setSetting } from '../../test-support';
import { startTestPlatform, type TestPlatform } from '../../testing';

interface TradeInfo {
  appRechargeTypeMap: Record<string, { minAmount: number; minAmount2: number; isDefault: number }>;
  appRechargeTypeItemMap: Record<string, number[]>;
  appRechargeItemMap: Record<string, { price: number }>;
  lastRechargeTypeId: number;
  totalRecharge: number;
  hash: string;
}

describe.each(dbKinds)('deposits through the sandbox gateway on $kind', ({ databaseServerUrl }) => {
  let p: TestPlatform;
  let call: ReturnType<typeof caller>;
  const coin = async (token: string) =>
    ((await call('refreshData', {}, token)).data as { coin: number }).coin;
  const depositRows = async (orderId: string) =>
    p.db
      .select()
      .from(ledger)
      .where(or(eq(ledger.refId, orderId), eq(ledger.refId, `deposit-bonus:${orderId}`)));
  beforeAll(async () => {
    p = await startTestPlatform({ databaseServerUrl });
    call = caller(p.app);
  });
  afterAll(async () => {
    const report = await reconcile(p.db);
    expect(report.offenders).toEqual([]);
    await p?.close();
  });

  it('credits an approved deposit once, with its bonus, and sends the browser to the result page', async () => {
    const { token } = await p.createUserSession();
    const order = await p.createDeposit(token, 50_000);
    expect(order).toMatchObject({ status: 'pending', amount: 50_000, channelName: 'QR Ph', bonus: 1_000 });
    expect(order.checkoutUrl).toBe(`/sandbox/checkout/${order.orderId}`);
    expect(order.expiresAt - order.createTime).toBe(30 * 60_000);

    const page = await fetch(`${p.url}${order.checkoutUrl}`);
    const html = await page.text();
    expect(html).toContain('QR Ph');
    expect(html).toContain('₱500.00');
    expect(html).toContain('Approve payment');

    const r = await p.approveDeposit(order.orderId);
    expect(r).toEqual({ status: 303, location: `/wallets?name=deposit&order=${order.orderId}` });
    const after = contractData(
      'rechargeOrderStatus',
      await call('rechargeOrderStatus', { orderId: order.orderId }, token),
    );
    expect(after).toMatchObject({ status: 'paid', checkoutUrl: '' });
    expect(await coin(token)).toBe(51_000);
    const info = (await call('getAfterLoginInfoWeb', {}, token)).data as {
      user: { totalRecharge: number; coin: number };
    };
    expect(info.user).toMatchObject({ totalRecharge: 50_000, coin: 51_000 });
    expect((await depositRows(order.orderId)).map((row) => [row.kind, row.delta]).sort()).toEqual([
      ['deposit', 50_000],
      ['depositBonus', 1_000],
    ]);
    // the bonus is in the reward record, like every bonus (it went through the grant door)
    const record = contractData(
      'activityAwardGetLog',
      await call('activityAwardGetLog', { pageNum: 1, pageSize: 20 }, token),
    ) as { list: { activityName: string; rewards: unknown[] }[] };
    expect(record.list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          activityName: 'Deposit bonus (QR Ph)',
          rewards: [{ propId: 2001, count: 1_000 }],
        }),
      ]),
    );

    // Clicking Approve again (back button) or replaying the webhook credits nothing more.
    await p.approveDeposit(order.orderId);
    const replay = await p.postWebhook(p.webhookBody(order.orderId, 50_000));
    expect(replay).toMatchObject({ status: 200, body: { data: { outcome: 'duplicate' } } });
    expect(await coin(token)).toBe(51_000);
    expect(await depositRows(order.orderId)).toHaveLength(2);
  });

  it('credits nothing for a forged, unsigned, stale or tampered webhook, and logs each', async () => {
    const { token } = await p.createUserSession();
    const order = await p.createDeposit(token, 20_000, { rechargeTypeId: 6 }); // InstaPay: no bonus
    const body = p.webhookBody(order.orderId, 20_000);
    const now = Math.floor(Date.now() / 1000);
    const forged = await p.postWebhook(body, `t=${now},te=${'ab'.repeat(32)}`);
    expect([forged.status, forged.body.msg]).toEqual([401, 'Invalid webhook signature']);
    expect((await p.postWebhook(body, null)).status).toBe(401);
    const stale = await p.postWebhook(body, p.signWebhook(body, now - 301));
    expect([stale.status, stale.body.msg]).toEqual([401, 'Webhook timestamp is too old']);
    // Signed for another body: the amount was changed in flight.
    const tampered = await p.postWebhook(body.replace('20000', '2000000'), p.signWebhook(body));
    expect(tampered.status).toBe(401);
    expect(await coin(token)).toBe(0);
    const log = await p.db
      .select()
      .from(paymentWebhooks)
      .where(sql`${paymentWebhooks.outcome} in ('forged', 'stale')`);
    expect(log.length).toBeGreaterThanOrEqual(4);
    expect(JSON.stringify(log)).not.toContain(p.app.platform.payments.sandbox!.secret);
    // The genuine one still works afterwards.
    expect((await p.postWebhook(body)).body.data?.outcome).toBe('credited');
    expect(await coin(token)).toBe(20_000);
  });

  it('a declined payment fails the order and credits nothing; a late approval cannot revive it', async () => {
    const { token } = await p.createUserSession();
    const order = await p.createDeposit(token, 10_000);
    expect((await p.declineDeposit(order.orderId)).status).toBe(303);
    const after = contractData(
      'rechargeOrderStatus',
      await call('rechargeOrderStatus', { orderId: order.orderId }, token),
    );
    expect(after).toMatchObject({ status: 'failed', paidTime: 0 });
    const late = await p.postWebhook(p.webhookBody(order.orderId, 10_000));
    expect(late.body.data?.outcome).toBe('ignored');
    expect(await coin(token)).toBe(0);
  });

  it('an expired order is never credited, and reads and the ops command expire it', async () => {
    const { token } = await p.createUserSession();
    const order = await p.createDeposit(token, 10_000);
    const other = await p.createDeposit(token, 10_000);
    await p.db
      .update(rechargeOrders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(sql`${rechargeOrders.id} in (${order.orderId}, ${other.orderId})`);
    const late = await p.postWebhook(p.webhookBody(order.orderId, 10_000));
    expect([late.status, late.body.data?.outcome]).toEqual([200, 'expired']);
    expect(await coin(token)).toBe(0);
    expect(await p.ops('expire-orders')).toMatch(/^expired \d+ deposit order/);
    const status = contractData(
      'rechargeOrderStatus',
      await call('rechargeOrderStatus', { orderId: other.orderId }, token),
    );
    expect(status).toMatchObject({ status: 'expired', checkoutUrl: '' });
    const html = await (await fetch(`${p.url}/sandbox/checkout/${other.orderId}`)).text();
    expect(html).toContain('<strong>expired</strong>');
  });

  it('20 concurrent copies of the same webhook credit once', async () => {
    const { token } = await p.createUserSession();
    const order = await p.createDeposit(token, 100_000, { rechargeTypeId: 6 }); // InstaPay: no bonus
    const body = p.webhookBody(order.orderId, 100_000);
    const signature = p.signWebhook(body);
    const results = await Promise.all(Array.from({ length: 20 }, () => p.postWebhook(body, signature)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.body.data?.outcome === 'credited')).toHaveLength(1);
    expect(await coin(token)).toBe(100_000);
    expect(await depositRows(order.orderId)).toHaveLength(1);
  });

  it('refuses a webhook whose amount differs from the order, and one for an unknown order', async () => {
    const { token } = await p.createUserSession();
    const order = await p.createDeposit(token, 10_000);
    expect((await p.postWebhook(p.webhookBody(order.orderId, 1_000_000))).status).toBe(400);
    expect((await p.postWebhook(p.webhookBody('R000', 10_000))).status).toBe(404);
    expect(await coin(token)).toBe(0);
  });

  it('offers chips by the channel minimum: minAmount first, minAmount2 after a deposit when minRechargeStatus is on', async () => {
    const { token } = await p.createUserSession();
    const first = contractData('walletTradeInfo', await call('walletTradeInfo', {}, token)) as TradeInfo;
    expect(first.lastRechargeTypeId).toBe(0);
    expect(first.appRechargeTypeItemMap['3']).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(first.appRechargeTypeItemMap['5']).toEqual([3, 4, 5, 6, 7]);
    expect(first.appRechargeTypeMap['3']).toMatchObject({
      minAmount: 10_000,
      minAmount2: 20_000,
      isDefault: 1,
    });

    await p.deposit(token, 10_000, 6);
    const after = contractData('walletTradeInfo', await call('walletTradeInfo', {}, token)) as TradeInfo;
    expect(after.lastRechargeTypeId).toBe(6);
    expect(after.totalRecharge).toBe(10_000);
    expect(after.appRechargeTypeItemMap['3']).toEqual([2, 3, 4, 5, 6, 7]);
    expect(after.hash).not.toBe(first.hash);
    const small = await call('rechargeOrderCreate', { rechargeTypeId: 3, amount: 10_000 }, token);
    expect([small.errcode, small.msg]).toEqual([
      ERR.AMOUNT_OUT_OF_RANGE,
      'Deposit between ₱200.00 and ₱50,000.00 with QR Ph.',
    ]);

    await setSetting(p.app, 'minRechargeStatus', 0);
    try {
      const off = contractData('walletTradeInfo', await call('walletTradeInfo', {}, token)) as TradeInfo;
      expect(off.appRechargeTypeItemMap['3']).toEqual([1, 2, 3, 4, 5, 6, 7]);
    } finally {
      await setSetting(p.app, 'minRechargeStatus', 1);
    }
  });

  it('refuses bad deposit input with a clear error and writes nothing', async () => {
    const { token, userId } = await p.createUserSession();
    const bad = [
      [{ rechargeTypeId: 3, amount: -500 }, 400],
      [{ rechargeTypeId: 3, amount: 100.5 }, 400],
      [{ rechargeTypeId: 3, amount: '500' }, 400],
      [{ rechargeTypeId: 3, amount: 1e15 }, 400],
      [{ rechargeTypeId: 99, amount: 50_000 }, 400],
      [{ rechargeTypeId: 3, amount: 5_000 }, ERR.AMOUNT_OUT_OF_RANGE],
      // InstaPay's ₱50,000 per transfer
      [{ rechargeTypeId: 6, amount: 6_000_000 }, ERR.AMOUNT_OUT_OF_RANGE],
      [{ rechargeTypeId: 3, amount: 50_000, itemId: 4 }, 400],
      [{ rechargeTypeId: 3, amount: 50_000, returnPath: '//evil.example' }, 400],
      // e-wallets are off by default (the 2025 de-linking)
      [{ rechargeTypeId: 4, amount: 50_000 }, ERR.EWALLET_DEPOSITS_OFF],
    ] as const;
    for (const [body, errcode] of bad) {
      expect((await call('rechargeOrderCreate', body, token)).errcode, JSON.stringify(body)).toBe(errcode);
    }
    expect(await p.db.select().from(rechargeOrders).where(eq(rechargeOrders.userId, userId))).toEqual([]);
    // Someone else's order is not found for this player.
    const { token: other } = await p.createUserSession();
    const theirs = await p.createDeposit(other, 10_000);
    expect((await call('rechargeOrderStatus', { orderId: theirs.orderId }, token)).errcode).toBe(
      ERR.NOT_FOUND,
    );
  });

  it('a switched-off channel takes no orders and disappears from the trade info', async () => {
    const { token } = await p.createUserSession();
    await p.app.platform.dbHandle.db.execute(
      sql`update catalogue set doc = jsonb_set(doc, '{channels,1,status}', '0'::jsonb) where key = 'recharge'`,
    );
    p.app.platform.catalogue.invalidate();
    try {
      const info = contractData('walletTradeInfo', await call('walletTradeInfo', {}, token)) as TradeInfo;
      expect(Object.keys(info.appRechargeTypeMap)).not.toContain('6');
      expect((await call('rechargeOrderCreate', { rechargeTypeId: 6, amount: 50_000 }, token)).errcode).toBe(
        ERR.CHANNEL_UNAVAILABLE,
      );
    } finally {
      await p.app.platform.dbHandle.db.execute(
        sql`update catalogue set doc = jsonb_set(doc, '{channels,1,status}', '1'::jsonb) where key = 'recharge'`,
      );
      p.app.platform.catalogue.invalidate();
    }
  });
});
