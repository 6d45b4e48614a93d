import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, contractData, dbKinds } from '../../test-support';
import { startTestPlatform, type TestPlatform } from '../../testing';

/** Deposits as VIP experience: vip.json rules.depositExpPerPeso per whole ₱1 deposited, on top of turnover. */
describe.each(dbKinds)('VIP experience from deposits on $kind', ({ databaseServerUrl }) => {
  let p: TestPlatform;
  let call: ReturnType<typeof caller>;
  const vip = async (token: string) =>
    contractData('getVipInfo', await call('getVipInfo', {}, token)) as { vip: number; vipExp: number };
  const setPerPeso = async (n: number) => {
    await p.db.execute(
      sql`update catalogue set doc = jsonb_set(doc, '{rules,depositExpPerPeso}', ${String(n)}::jsonb)
           where key = 'vip'`,
    );
    p.app.platform.catalogue.invalidate();
  };

  beforeAll(async () => {
    p = await startTestPlatform({ databaseServerUrl });
    call = caller(p.app);
  });
  afterAll(async () => {
    await p?.close();
  });

  it('counts nothing while the rule is 0, then its multiple of each whole peso deposited, raising the level', async () => {
    await setPerPeso(0);
    const a = await p.createUserSession();
    await p.deposit(a.token, 60050, 6);
    expect(await vip(a.token)).toMatchObject({ vip: 0, vipExp: 0 });

    await setPerPeso(2);
    const b = await p.createUserSession();
    // ₱600.50 deposited: 600 whole pesos × 2 = 1,200 experience ≥ VIP 1's 1,000.
    await p.deposit(b.token, 60050, 6);
    expect(await vip(b.token)).toMatchObject({ vip: 1, vipExp: 1200 });
    // A second deposit adds on the lifetime total (₱1,000.50 → 2,000), never twice for the same deposit.
    await p.deposit(b.token, 40000, 6);
    await p.app.platform.accruals.catchUp(b.userId);
    expect(await vip(b.token)).toMatchObject({ vipExp: 2000 });
    await setPerPeso(0);
  });
});
