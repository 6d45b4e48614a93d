import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, contractData, dbKinds } from '../test-support';
import { startTestPlatform, type TestPlatform } from '../testing';
import { applyDueConfig, configGet, configHistory, configSet } from './config-versions';
import { switchMaintenance } from './maintenance';

describe.each(dbKinds)('versioned configuration changes on $kind', ({ databaseServerUrl }) => {
  let p: TestPlatform;
  let call: ReturnType<typeof caller>;
  const set = (key: string, doc: unknown, effectiveAt?: number, now = Date.now()) =>
    configSet(p.db, { key, doc, effectiveAt, reason: 'test', by: 'op:9' }, { now });

  beforeAll(async () => {
    p = await startTestPlatform({ databaseServerUrl });
    call = caller(p.app);
  });
  afterAll(async () => {
    await p?.close();
  });

  it('applies a checked change now, keeps who/when/before/after, and players see it', async () => {
    const { doc } = await configGet(p.db, 'settings');
    const before = doc as { userRegisterCoin: number };
    const v = await set('settings', { ...before, userRegisterCoin: before.userRegisterCoin + 100 });
    expect(v).toMatchObject({ status: 'applied', changedBy: 'op:9', key: 'settings' });
    expect((v.before as { userRegisterCoin: number }).userRegisterCoin).toBe(before.userRegisterCoin);
    expect((v.after as { userRegisterCoin: number }).userRegisterCoin).toBe(before.userRegisterCoin + 100);
    p.app.platform.catalogue.invalidate();
    const config = contractData('anonymous/appConfig', await call('anonymous/appConfig', {})) as {
      userRegisterCoin: number;
    };
    expect(config.userRegisterCoin).toBe(before.userRegisterCoin + 100);
    const now = await configGet(p.db, 'settings');
    expect(now.version).toBe(v.version);
    const history = await configHistory(p.db, 'settings', { pageNum: 1, pageSize: 10 });
    expect(history.list[0]).toMatchObject({ version: v.version, status: 'applied' });
  });

  it('refuses a document the seed loader would refuse, naming the field, and writes nothing', async () => {
    const { doc } = await configGet(p.db, 'themes');
    const themes = doc as { active: string };
    const count = (await configHistory(p.db, 'themes', { pageNum: 1, pageSize: 1 })).total;
    await expect(set('themes', { ...themes, active: 'no-such-theme' })).rejects.toMatchObject({
      errcode: 400,
      issues: [expect.objectContaining({ path: 'doc.active' })],
    });
    await expect(set('themes', { ...themes, extra: 1 })).rejects.toMatchObject({ errcode: 400 });
    await expect(set('nope', {})).rejects.toMatchObject({ errcode: 400 });
    expect((await configHistory(p.db, 'themes', { pageNum: 1, pageSize: 1 })).total).toBe(count);
    expect((await configGet(p.db, 'themes')).doc).toEqual(doc);
  });

  it('refuses a bonus programme its module would refuse (settings is loose elsewhere) and still takes a good one', async () => {
    const { doc } = await configGet(p.db, 'settings');
    const settings = doc as { depositActivities: { firstDeposit: { rateBp: number } } } & Record<
      string,
      unknown
    >;
    const count = (await configHistory(p.db, 'settings', { pageNum: 1, pageSize: 1 })).total;
    const firstDeposit = { ...settings.depositActivities.firstDeposit, rateBp: -5 };
    await expect(
      set('settings', { ...settings, depositActivities: { ...settings.depositActivities, firstDeposit } }),
    ).rejects.toMatchObject({
      errcode: 400,
      issues: [expect.objectContaining({ path: 'doc.depositActivities.firstDeposit.rateBp' })],
    });
    await expect(set('settings', { ...settings, spin: { segments: [] } })).rejects.toMatchObject({
      issues: expect.arrayContaining([expect.objectContaining({ path: 'doc.spin.depositPerSpin' })]),
    });
    expect((await configHistory(p.db, 'settings', { pageNum: 1, pageSize: 1 })).total).toBe(count);
    const raised = { ...settings.depositActivities.firstDeposit, rateBp: 12_000 };
    const v = await set('settings', {
      ...settings,
      depositActivities: { ...settings.depositActivities, firstDeposit: raised },
    });
    expect(v.status).toBe('applied');
    expect((await configGet(p.db, 'settings')).doc).toMatchObject({
      depositActivities: { firstDeposit: raised },
    });
  });

  it('a change for later waits, then the job applies it once', async () => {
    const now = Date.now();
    const { doc } = await configGet(p.db, 'activities');
    const acts = doc as { activities: { id: number; sort: number }[] };
    const changed = { activities: acts.activities.map((a, i) => (i === 0 ? { ...a, sort: a.sort + 7 } : a)) };
    const v = await set('activities', changed, now + 3_600_000, now);
    expect(v).toMatchObject({ status: 'pending', appliedAt: null });
    expect((await configGet(p.db, 'activities')).pending).toEqual({
      version: v.version,
      effectiveAt: now + 3_600_000,
    });
    expect(await applyDueConfig(p.db, now + 60_000)).toBe(0);
    expect(((await configGet(p.db, 'activities')).doc as typeof acts).activities[0]!.sort).toBe(
      acts.activities[0]!.sort,
    );
    const runs = await Promise.all([
      applyDueConfig(p.db, now + 3_600_000),
      applyDueConfig(p.db, now + 3_600_000),
    ]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    const after = await configGet(p.db, 'activities');
    expect((after.doc as typeof acts).activities[0]!.sort).toBe(acts.activities[0]!.sort + 7);
    expect(after.pending).toBeNull();
  });

  it('maintenance on and off through the one switch, with before and after', async () => {
    const on = await switchMaintenance(p.db, {
      on: true,
      title: 'Upgrade',
      message: 'Back soon',
      endsAt: 1_900_000_000_000,
    });
    expect(on.before.status).toBe(0);
    expect(on.after).toEqual({
      status: 1,
      title: 'Upgrade',
      content: 'Back soon',
      endTime: 1_900_000_000_000,
    });
    const off = await switchMaintenance(p.db, { on: false });
    expect(off.after).toEqual({ status: 0, title: 'Upgrade', content: 'Back soon', endTime: 0 });
  });
});
