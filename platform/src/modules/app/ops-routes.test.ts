import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOperator, postOpsCall, startTestPlatform, type TestPlatform } from '../../testing';

// The console's maintenance form opens on what players see now, so an admin never switches blind.
describe('maintenance read for the console', () => {
  let p: TestPlatform;
  beforeAll(async () => {
    p = await startTestPlatform();
  });
  afterAll(async () => {
    await p?.close();
  });

  it('answers the switch as it stands, after the console or the CLI changed it', async () => {
    const admin = await createTestOperator(p.db, ['admin']);
    const off = await postOpsCall(p.app, 'maintenanceGet', {}, admin.token);
    expect(off.errcode, off.msg).toBe(0);
    expect(off.data).toMatchObject({ on: false, endsAt: 0 });

    const endsAt = Date.UTC(2030, 0, 1, 4, 0);
    const set = await postOpsCall(
      p.app,
      'maintenanceSet',
      { on: true, title: 'Upgrade', message: 'Back at noon', endsAt },
      admin.token,
    );
    expect(set.errcode, set.msg).toBe(0);
    const on = await postOpsCall(p.app, 'maintenanceGet', {}, admin.token);
    expect(on.data).toEqual({ on: true, title: 'Upgrade', message: 'Back at noon', endsAt });

    await p.ops('maintenance', 'off');
    expect((await postOpsCall(p.app, 'maintenanceGet', {}, admin.token)).data).toMatchObject({
      on: false,
      endsAt: 0,
    });
    const support = await createTestOperator(p.db, ['support']);
    expect((await postOpsCall(p.app, 'maintenanceGet', {}, support.token)).status).toBe(403);
  });
});
