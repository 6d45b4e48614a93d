import { afterEach, describe, expect, it } from 'vitest';
import { fakeOps, resetOps } from '../../test/fake-ops';
import {
  $maintenanceErrors,
  $maintenanceForm,
  $maintenanceLoad,
  $maintenanceState,
  loadMaintenance,
  maintenanceRequest,
  resetMaintenanceSave,
  saveMaintenance,
} from './maintenance-store';

const NOW = Date.UTC(2026, 10, 28, 0, 0); // 08:00 in Manila
const form = { on: true, title: 'Upgrade', message: 'Back soon', endsAt: '2026-11-28T10:30' };

describe('maintenance switch', () => {
  afterEach(() => {
    resetOps();
    $maintenanceForm.set({ on: false, title: '', message: '', endsAt: '' });
    resetMaintenanceSave();
  });

  it('reads the end time as Manila time and sends it as an instant', () => {
    expect(maintenanceRequest(form, NOW)).toEqual({
      on: true,
      title: 'Upgrade',
      message: 'Back soon',
      endsAt: Date.UTC(2026, 10, 28, 2, 30),
    });
  });

  it('refuses to switch on without a message for players or with an end already past', () => {
    expect(maintenanceRequest({ ...form, message: ' ' }, NOW)).toEqual({ errors: ['message'] });
    expect(maintenanceRequest({ ...form, endsAt: '2026-11-28T07:59' }, NOW)).toEqual({ errors: ['endsAt'] });
    // switching off needs nothing else
    expect(maintenanceRequest({ on: false, title: '', message: '', endsAt: 'junk' }, NOW)).toEqual({
      on: false,
    });
  });

  it('sends the switch and shows the state the platform answers', async () => {
    const sent = fakeOps({
      maintenanceSet: (b) => ({
        data: { on: b.on, title: 'Upgrade', message: 'Back soon', endsAt: b.endsAt },
      }),
    });
    $maintenanceForm.set(form);
    expect(await saveMaintenance(NOW)).toBe(true);
    expect(sent[0]?.name).toBe('maintenanceSet');
    expect($maintenanceState.get()).toMatchObject({ busy: false, error: null, result: { on: true } });
    $maintenanceForm.set({ ...form, message: '' });
    expect(await saveMaintenance(NOW)).toBe(false);
    expect($maintenanceErrors.get()).toEqual(['message']);
    expect(sent).toHaveLength(1);
  });

  it('opens the form on what players see now: on, with its message and the end in Manila time', async () => {
    const ends = Date.UTC(2026, 10, 28, 2, 30);
    const sent = fakeOps({
      maintenanceGet: () => ({ data: { on: true, title: 'Upgrade', message: 'Back soon', endsAt: ends } }),
    });
    const loading = loadMaintenance();
    expect($maintenanceLoad.get().status).toBe('loading');
    await loading;
    expect(sent.map((s) => s.name)).toEqual(['maintenanceGet']);
    expect($maintenanceForm.get()).toEqual({
      on: true,
      title: 'Upgrade',
      message: 'Back soon',
      endsAt: '2026-11-28T10:30',
    });
    expect($maintenanceLoad.get()).toMatchObject({ status: 'ready', current: { on: true } });
  });

  it('keeps the form closed and says why when the state cannot be read', async () => {
    fakeOps({ maintenanceGet: () => ({ status: 403, errcode: 403, msg: 'needs admin' }) });
    await loadMaintenance();
    expect($maintenanceLoad.get()).toMatchObject({ status: 'failed', forbidden: true });
    fakeOps({ maintenanceGet: () => ({ status: 502, errcode: 502, msg: 'upstream down' }) });
    await loadMaintenance();
    expect($maintenanceLoad.get()).toMatchObject({
      status: 'failed',
      forbidden: false,
      msg: 'upstream down',
    });
  });
});
