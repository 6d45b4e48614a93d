import { randomUUID } from 'node:crypto';
import { ERR } from '@casino/contracts/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeOrders, rechargeOrders, userBanks } from '../../db/schema';
import { caller, contractData, dbKinds, setSetting } from '../../test-support';
import { PAYOUT_PIN, startTestPlatform, TEST_BANK_ID, type TestPlatform } from '../../testing';
import { crc16, qrPhPayload } from './sandbox-qr';

const GCASH = 1;
const QRPH = 3;
const INSTAPAY = 6;
const OTC = 7;
const GCASH_BANK = 1;

interface Order {
  orderId: string;
  status: string;
  checkoutUrl: string;
  payReference: string;
  createTime: number;
  expiresAt: number;
}
interface TradeInfo {
  appRechargeTypeMap: Record<string, { name: string; kind: string; postingMinutes: number; sort: number }>;
}

describe('the QR Ph payload', () => {
  it('carries the EMVCo CRC-16/CCITT-FALSE a bank app checks', () => {
    expect(crc16('123456789')).toBe('29B1');
    const payload = qrPhPayload({ merchant: 'Bituin Casino', city: 'Manila', amount: 50_000, orderId: 'R1' });
    expect(payload).toContain('5406500.00');
    expect(payload).toContain('5303608');
    expect(payload.slice(-4)).toBe(crc16(payload.slice(0, -4)));
  });
});

describe.each(dbKinds)('payment rails of 2026 on $kind', ({ databaseServerUrl }) => {
  let p: TestPlatform;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    p = await startTestPlatform({ databaseServerUrl, payoutReadyPlayers: true });
    call = caller(p.app);
  });
  afterAll(async () => {
    await p?.close();
  });
  const orders = (userId: number) =>
    p.db.select().from(rechargeOrders).where(eq(rechargeOrders.userId, userId));
  const coin = async (token: string) =>
    ((await call('refreshData', {}, token)).data as { coin: number }).coin;

  it('offers QR Ph first with each rail and its honest posting time; e-wallets are off', async () => {
    const { token } = await p.createUserSession();
    const info = contractData('walletTradeInfo', await call('walletTradeInfo', {}, token)) as TradeInfo;
    const bySort = Object.values(info.appRechargeTypeMap).sort((a, b) => a.sort - b.sort);
    expect(bySort.map((c) => [c.name, c.kind, c.postingMinutes])).toEqual([
      ['QR Ph', 'qrph', 0],
      ['InstaPay bank transfer', 'instapay', 5],
      ['Online banking', 'bank', 30],
      ['Over-the-counter cash-in', 'otc', 60],
    ]);
  });

  it('refuses an e-wallet deposit with its own code and makes no order; the operator can switch them on', async () => {
    const { token, userId } = await p.createUserSession();
    const refused = await call('rechargeOrderCreate', { rechargeTypeId: GCASH, amount: 50_000 }, token);
    expect(refused.errcode).toBe(ERR.EWALLET_DEPOSITS_OFF);
    expect(refused.msg).toContain('GCash cannot be used to deposit');
    expect(await orders(userId)).toEqual([]);
    await setSetting(p.app, 'wallet,ewalletDeposits', true);
    try {
      expect(
        (await call('rechargeOrderCreate', { rechargeTypeId: GCASH, amount: 50_000 }, token)).errcode,
      ).toBe(0);
      const info = contractData('walletTradeInfo', await call('walletTradeInfo', {}, token)) as TradeInfo;
      expect(Object.values(info.appRechargeTypeMap).map((c) => c.name)).toContain('GCash');
    } finally {
      await setSetting(p.app, 'wallet,ewalletDeposits', false);
    }
  });

  it('shows a scannable QR Ph code and an InstaPay page at the sandbox checkout', async () => {
    const { token } = await p.createUserSession();
    const qr = await p.createDeposit(token, 20_000, { rechargeTypeId: QRPH });
    const html = await (await fetch(`${p.url}${qr.checkoutUrl}`)).text();
    expect(html).toMatch(/<div class="qr" role="img" aria-label="QR Ph code"><svg[^>]*>/);
    expect(html).toContain('Scan the code with your bank app');
    const insta = await p.createDeposit(token, 20_000, { rechargeTypeId: INSTAPAY });
    expect(await (await fetch(`${p.url}${insta.checkoutUrl}`)).text()).toContain(
      'Send the amount by InstaPay',
    );
  });

  it('gives an over-the-counter reference payable for a day, credited once when the payment centre confirms it', async () => {
    const { token } = await p.createUserSession();
    const order = (await p.createDeposit(token, 30_000, { rechargeTypeId: OTC })) as unknown as Order;
    expect(order.payReference).toMatch(/^\d{14}$/);
    expect(order.expiresAt - order.createTime).toBe(24 * 3_600_000);
    expect(order.checkoutUrl).toBe(`/sandbox/otc?ref=${order.payReference}`);
    const counter = await (await fetch(`${p.url}${order.checkoutUrl}`)).text();
    expect(counter).toContain('₱300.00');
    expect(counter).toContain(order.payReference);

    const pay = (reference: string) =>
      fetch(`${p.url}/sandbox/otc/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ reference }),
      });
    const paid = await pay(order.payReference);
    expect([paid.status, ((await paid.json()) as { errcode: number }).errcode]).toEqual([200, 0]);
    expect(
      contractData(
        'rechargeOrderStatus',
        await call('rechargeOrderStatus', { orderId: order.orderId }, token),
      ),
    ).toMatchObject({ status: 'paid', payReference: order.payReference });
    const balance = await coin(token);
    expect(balance).toBe(30_000);
    const again = await pay(order.payReference);
    expect([again.status, ((await again.json()) as { errcode: number }).errcode]).toEqual([
      409,
      ERR.ORDER_CLOSED,
    ]);
    expect(await coin(token)).toBe(balance);
    expect(((await (await pay('12345678901234')).json()) as { errcode: number }).errcode).toBe(ERR.NOT_FOUND);
  });

  it('refuses to take cash for an expired reference, and credits nothing', async () => {
    const { token } = await p.createUserSession();
    const order = (await p.createDeposit(token, 30_000, { rechargeTypeId: OTC })) as unknown as Order;
    await p.db
      .update(rechargeOrders)
      .set({ expiresAt: new Date(order.createTime - 1000) })
      .where(eq(rechargeOrders.id, order.orderId));
    const res = await fetch(`${p.url}/sandbox/otc/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `reference=${order.payReference}`,
    });
    expect(res.status).toBe(409);
    expect(await res.text()).toMatch(/expired on .* and cannot be paid/);
    const json = await fetch(`${p.url}/sandbox/otc/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ reference: order.payReference }),
    });
    expect(((await json.json()) as { errcode: number }).errcode).toBe(ERR.OTC_REFERENCE_EXPIRED);
    expect(
      contractData(
        'rechargeOrderStatus',
        await call('rechargeOrderStatus', { orderId: order.orderId }, token),
      ),
    ).toMatchObject({ status: 'expired' });
    expect(await coin(token)).toBe(0);
  });

  it('refuses e-wallet receiving accounts and withdrawals to one, holding and storing nothing', async () => {
    const { token, userId } = await p.createUserSession();
    await p.credit(userId, 50_000);
    const add = (bankId: number, accountNo: string) =>
      call('addBankInfo', { code: PAYOUT_PIN, bankId, accountName: 'Juan Dela Cruz', accountNo }, token);
    const refused = await add(GCASH_BANK, '09171234567');
    expect(refused.errcode).toBe(ERR.PAYOUT_BANK_ONLY);
    expect(refused.msg).toContain('only to a bank account in your name');
    expect(await p.db.select().from(userBanks).where(eq(userBanks.userId, userId))).toEqual([]);
    expect((await add(TEST_BANK_ID, '0012345678')).errcode).toBe(0);

    // an e-wallet bound while the operator allowed it is not paid once e-wallet payouts are off again
    await setSetting(p.app, 'wallet,ewalletPayouts', true);
    const gcash = contractData('addBankInfo', await add(GCASH_BANK, '09179998888')) as { id: number };
    await setSetting(p.app, 'wallet,ewalletPayouts', false);
    const exchange = await call(
      'exchange',
      { code: PAYOUT_PIN, amount: 10_000, userBankId: gcash.id, requestId: randomUUID() },
      token,
    );
    expect(exchange.errcode).toBe(ERR.PAYOUT_BANK_ONLY);
    expect(await p.db.select().from(exchangeOrders).where(eq(exchangeOrders.userId, userId))).toEqual([]);
    expect(await coin(token)).toBe(50_000);
    const modify = await call('modifyBankInfo', { code: PAYOUT_PIN, id: gcash.id, isDefault: true }, token);
    expect(modify.errcode).toBe(ERR.PAYOUT_BANK_ONLY);
  });
});
