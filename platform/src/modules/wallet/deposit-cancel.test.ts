import { ERR } from '@casino/contracts/errors';
import type { CallAnswer } from '@casino/contracts/registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, contractData, dbKinds } from '../../test-support';
import { startTestPlatform, type TestPlatform } from '../../testing';

describe.each(dbKinds)('cancelling an abandoned deposit on $kind', ({ databaseServerUrl }) => {
  let p: TestPlatform;
  let call: ReturnType<typeof caller>;
  const statusOf = (
    name: 'rechargeOrderCancel' | 'rechargeOrderStatus',
    res: Parameters<typeof contractData>[1],
  ) => (contractData(name, res) as CallAnswer<'rechargeOrderCancel'>).status;
  const coin = async (token: string) =>
    ((await call('refreshData', {}, token)).data as { coin: number }).coin;
  beforeAll(async () => {
    p = await startTestPlatform({ databaseServerUrl });
    call = caller(p.app);
  });
  afterAll(async () => {
    await p?.close();
  });

  it('cancels a pending order; a payment arriving afterwards credits nothing', async () => {
    const { token } = await p.createUserSession();
    const order = await p.createDeposit(token, 10_000);
    const cancelled = contractData(
      'rechargeOrderCancel',
      await call('rechargeOrderCancel', { orderId: order.orderId }, token),
    );
    expect(cancelled).toMatchObject({ orderId: order.orderId, status: 'cancelled', checkoutUrl: '' });
    const page = await (await fetch(`${p.url}${order.checkoutUrl}`)).text();
    expect(page).toContain('cancelled');
    expect(page).not.toContain('Approve payment');
    const late = await p.postWebhook(p.webhookBody(order.orderId, 10_000));
    expect(late.body.data?.outcome).toBe('ignored');
    expect(await coin(token)).toBe(0);
    // cancelling twice changes nothing
    const again = await call('rechargeOrderCancel', { orderId: order.orderId }, token);
    expect(statusOf('rechargeOrderCancel', again)).toBe('cancelled');
  });

  it('leaves a paid order paid, and refuses an order of another player', async () => {
    const { token } = await p.createUserSession();
    const order = await p.createDeposit(token, 10_000);
    await p.approveDeposit(order.orderId);
    const paid = await call('rechargeOrderCancel', { orderId: order.orderId }, token);
    expect(statusOf('rechargeOrderCancel', paid)).toBe('paid');
    expect(await coin(token)).toBeGreaterThanOrEqual(10_000);

    const other = await p.createUserSession();
    const pending = await p.createDeposit(token, 50_000);
    const refused = await call('rechargeOrderCancel', { orderId: pending.orderId }, other.token);
    expect(refused.errcode).toBe(ERR.NOT_FOUND);
    const still = await call('rechargeOrderStatus', { orderId: pending.orderId }, token);
    expect(statusOf('rechargeOrderStatus', still)).toBe('pending');
  });

  it('the sandbox checkout names the brand and gives the expiry in Manila time', async () => {
    const { token } = await p.createUserSession();
    const order = await p.createDeposit(token, 10_000);
    const html = await (await fetch(`${p.url}${order.checkoutUrl}`)).text();
    expect(html).toContain('Pay to Bituin Casino');
    const manila = new Intl.DateTimeFormat('en-PH', {
      timeZone: 'Asia/Manila',
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(order.expiresAt);
    expect(html).toContain(`Expires ${manila} (Manila time)`);
    expect(html).not.toContain(new Date(order.expiresAt).toISOString());
  });
});
