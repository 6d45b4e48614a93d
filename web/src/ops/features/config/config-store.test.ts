import { afterEach, describe, expect, it } from 'vitest';
import { fakeOps, resetOps, signInAs } from '../../test/fake-ops';
import {
  $configDoc,
  $configSave,
  $draft,
  draftProblems,
  openProgramme,
  pendingChanges,
  resetConfigSave,
  revert,
  saveConfig,
  setField,
} from './config-store';

const NOW = Date.UTC(2026, 10, 28, 0, 0);
const settings = {
  userRegisterCoin: 5000,
  registerBonusTurnoverMultiple: 20,
  otpStatus: 1,
  depositActivities: {
    turnoverMultiple: 10,
    firstDeposit: { minDeposit: 10_000, rateBp: 10_000, cap: 50_000 },
    ladder: [{ depositNo: 2, minDeposit: 20_000, rateBp: 5000, cap: 30_000 }],
    accumulated: { tiers: [{ target: 100_000, bonus: 2000 }] },
    continuous: { minDeposit: 20_000, days: [{ day: 2, bonus: 1000 }] },
  },
};
const empty = { data: { list: [], total: 0 } };

function server(
  onSet?: (body: Record<string, unknown>) => { errcode?: number; msg?: string; data?: unknown },
) {
  let doc: Record<string, unknown> = structuredClone(settings);
  return fakeOps({
    configGet: () => ({ data: { key: 'settings', doc, version: 3, pending: null } }),
    configHistory: () => empty,
    configSet: (b) => {
      const answer = onSet?.(b) ?? {
        data: { version: 4, key: 'settings', status: 'applied', effectiveAt: NOW, before: doc, after: b.doc },
      };
      if (!answer.errcode && (answer.data as { status?: string }).status === 'applied')
        doc = b.doc as Record<string, unknown>;
      return answer;
    },
  });
}

describe('bonus programme forms', () => {
  afterEach(() => {
    resetOps();
    resetConfigSave();
  });

  it("opens a programme as its part of the settings document, with the document's version", async () => {
    signInAs(2, ['marketing']);
    const sent = server();
    await openProgramme('deposit');
    expect(sent.find((s) => s.name === 'configGet')?.body).toEqual({ key: 'settings' });
    expect($configDoc.get()).toMatchObject({ status: 'ready', key: 'settings', version: 3 });
    expect(Object.keys($draft.get())).toEqual(['depositActivities']);
    expect(pendingChanges()).toEqual([]);
  });

  it('saves a rate typed in percent as basis points, keeping the rest of the document as it is', async () => {
    signInAs(2, ['marketing']);
    const sent = server();
    await openProgramme('deposit');
    setField(['depositActivities', 'firstDeposit', 'rateBp'], { ok: true, value: 12_000 });
    expect(pendingChanges()).toEqual([
      { path: ['depositActivities', 'firstDeposit', 'rateBp'], before: 10_000, after: 12_000 },
    ]);
    expect(await saveConfig('Holiday first deposit 120%', '', NOW)).toBe(true);
    const body = sent.find((s) => s.name === 'configSet')?.body as { doc: typeof settings; key: string };
    expect(body.key).toBe('settings');
    expect(body.doc.depositActivities.firstDeposit.rateBp).toBe(12_000);
    expect(body.doc.userRegisterCoin).toBe(5000);
    expect(body.doc.otpStatus).toBe(1);
    expect($configSave.get()).toMatchObject({ busy: false, error: null, result: { version: 4 } });
    // the form now starts from the new version: nothing left to save
    expect(pendingChanges()).toEqual([]);
  });

  it("never sends a draft the programme's schema refuses, an unreadable amount, or a change without a reason", async () => {
    signInAs(2, ['marketing']);
    const sent = server();
    await openProgramme('deposit');
    expect(await saveConfig('nothing yet', '', NOW)).toBe(false);
    expect($configSave.get()).toMatchObject({ error: { error: 'nothing' }, result: null });

    setField(['depositActivities', 'ladder', 1], {
      ok: true,
      value: { depositNo: 2, minDeposit: 1, rateBp: 1, cap: 1 },
    });
    expect(draftProblems()).toEqual({ 'depositActivities.ladder': 'duplicate depositNo' });
    expect(await saveConfig('two second deposits', '', NOW)).toBe(false);
    revert();

    setField(['depositActivities', 'firstDeposit', 'cap'], { ok: false, error: 'An amount in pesos' });
    expect(await saveConfig('cap typo', '', NOW)).toBe(false);
    expect($configSave.get()).toMatchObject({
      error: { fields: { 'depositActivities.firstDeposit.cap': 'An amount in pesos' } },
    });
    setField(['depositActivities', 'firstDeposit', 'cap'], { ok: true, value: 60_000 });
    expect(await saveConfig(' ', '', NOW)).toBe(false);
    expect($configSave.get()).toMatchObject({ error: { error: 'reason' } });
    expect(await saveConfig('later', '2026-11-28T07:00', NOW)).toBe(false);
    expect($configSave.get()).toMatchObject({ error: { error: 'effectiveAt' } });
    expect(sent.filter((s) => s.name === 'configSet')).toHaveLength(0);
  });

  it("schedules a change for a Manila time and names the field of the platform's refusal", async () => {
    signInAs(2, ['marketing']);
    let refuse = false;
    const sent = server((b) =>
      refuse
        ? { errcode: 400, msg: 'The document was refused: doc.userRegisterCoin: Too big' }
        : {
            data: {
              version: 5,
              key: 'settings',
              status: 'pending',
              effectiveAt: b.effectiveAt,
              before: {},
              after: {},
            },
          },
    );
    await openProgramme('registration');
    expect($draft.get()).toEqual({ userRegisterCoin: 5000, registerBonusTurnoverMultiple: 20 });
    setField(['userRegisterCoin'], { ok: true, value: 10_000 });
    expect(await saveConfig('Holiday sign-up bonus', '2026-11-29T00:00', NOW)).toBe(true);
    expect(sent.find((s) => s.name === 'configSet')?.body).toMatchObject({
      effectiveAt: Date.UTC(2026, 10, 28, 16, 0),
      reason: 'Holiday sign-up bonus',
    });
    // waiting for its time: the form stays on what is in force
    expect($draft.get()).toEqual({ userRegisterCoin: 5000, registerBonusTurnoverMultiple: 20 });

    refuse = true;
    setField(['userRegisterCoin'], { ok: true, value: 10_000 });
    expect(await saveConfig('again', '', NOW)).toBe(false);
    expect($configSave.get()).toMatchObject({ busy: false, error: { field: 'userRegisterCoin' } });
  });
});
