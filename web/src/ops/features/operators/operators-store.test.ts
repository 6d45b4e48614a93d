import { afterEach, describe, expect, it } from 'vitest';
import { fakeOps, resetOps, signInAs } from '../../test/fake-ops';
import {
  $create,
  $toggle,
  checkCreate,
  createOperator,
  forgetCreated,
  operatorActivity,
  operatorsTable,
  setDisabled,
} from './operators-store';

const created = {
  id: 7,
  login: 'new.agent',
  roles: ['support'],
  totpSecret: 'JBSWY3DPEHPK3PXP',
  totpUri: 'otpauth://totp/Casino%20PH:new.agent?secret=JBSWY3DPEHPK3PXP&issuer=Casino%20PH',
  initialPassword: 'Qm4x-7xT2-pL9w-Zk3e',
};
const page = { data: { list: [], total: 0, pageNum: 1, pageSize: 50, pages: 1 } };

describe('operator management', () => {
  afterEach(() => {
    resetOps();
    forgetCreated();
    $toggle.set({ status: 'idle' });
  });

  it('refuses a login the platform would refuse and an operator without a role, before sending', async () => {
    expect(checkCreate({ login: 'ab', roles: ['support'] })).toEqual(['login']);
    expect(checkCreate({ login: 'Maria.Support', roles: [] })).toEqual(['roles']);
    const sent = fakeOps({});
    expect(await createOperator({ login: 'has space', roles: [] })).toBe(false);
    expect($create.get()).toEqual({ busy: false, error: { errors: ['login', 'roles'] }, result: null });
    expect(sent).toHaveLength(0);
  });

  it('creates one with its login lower-cased and roles in table order, and holds the secret until closed', async () => {
    signInAs(1, ['admin']);
    const sent = fakeOps({
      operatorCreate: () => ({ data: created }),
      operatorList: () => page,
      auditLog: () => page,
    });
    expect(await createOperator({ login: ' New.Agent ', roles: ['admin', 'support'] })).toBe(true);
    expect(sent.find((s) => s.name === 'operatorCreate')?.body).toEqual({
      login: 'new.agent',
      roles: ['support', 'admin'],
    });
    expect($create.get()).toEqual({ busy: false, error: null, result: created });
    // the list and the "who changed operators" trail are asked again
    expect(sent.map((s) => s.name)).toEqual(expect.arrayContaining(['operatorList', 'auditLog']));
    forgetCreated();
    expect(JSON.stringify($create.get())).not.toContain(created.totpSecret);
  });

  it('says a taken login in the platform words', async () => {
    signInAs(1, ['admin']);
    fakeOps({ operatorCreate: () => ({ errcode: 8005, msg: 'Another operator already has this login.' }) });
    expect(await createOperator({ login: 'maria', roles: ['kyc'] })).toBe(false);
    expect($create.get()).toEqual({
      busy: false,
      error: { msg: 'Another operator already has this login.', forbidden: false },
      result: null,
    });
  });

  it('disables with the reason and shows the refreshed list; a refusal stays on screen', async () => {
    signInAs(1, ['admin']);
    let disabled = false;
    const sent = fakeOps({
      operatorSetDisabled: (b) => {
        disabled = b.disabled as boolean;
        return { data: { id: b.operatorId, disabled } };
      },
      operatorList: () => ({
        data: {
          list: [
            { id: 7, login: 'x', roles: ['support'], disabled, lockedUntil: 0, lastLoginAt: 0, createdAt: 1 },
          ],
          total: 1,
        },
      }),
      auditLog: () => page,
    });
    expect(await setDisabled(7, true, 'Left the company')).toBe(true);
    expect(sent[0]).toMatchObject({
      name: 'operatorSetDisabled',
      body: { operatorId: 7, disabled: true, reason: 'Left the company' },
    });
    expect(operatorsTable.$state.get().rows[0]?.disabled).toBe(true);
    expect(operatorActivity.$state.get().status).toBe('ready');

    fakeOps({ operatorSetDisabled: () => ({ status: 403, errcode: 403, msg: 'forbidden' }) });
    expect(await setDisabled(7, false, 'back')).toBe(false);
    expect($toggle.get()).toEqual({ status: 'failed', operatorId: 7, msg: 'forbidden', forbidden: true });
  });
});
