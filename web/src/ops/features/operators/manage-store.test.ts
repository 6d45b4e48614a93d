import { afterEach, describe, expect, it } from 'vitest';
import { fakeOps, resetOps, signInAs } from '../../test/fake-ops';
import {
  $managing,
  $reissue,
  $roles,
  checkRoles,
  forgetReissued,
  manage,
  reissueSignIn,
  saveRoles,
  stopManaging,
} from './manage-store';
import type { OperatorRow } from './operators-store';

const agent: OperatorRow = {
  id: 7,
  login: 'new.agent',
  roles: ['support'],
  disabled: false,
  lockedUntil: 0,
  lastLoginAt: 0,
  createdAt: 1_767_000_000_000,
};
const page = { data: { list: [], total: 0, pageNum: 1, pageSize: 50, pages: 1 } };
const reissued = {
  id: 7,
  login: 'new.agent',
  roles: ['support'],
  totpSecret: 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU',
  totpUri: 'otpauth://totp/Casino%20PH:new.agent?secret=KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU&issuer=Casino%20PH',
  initialPassword: 'Hb7x-4kQw-Yx2n-Pm8d',
  sessionsEnded: 2,
};

describe("another operator's roles and sign-in", () => {
  afterEach(() => {
    stopManaging();
    resetOps();
  });

  it('refuses no role, the same roles and a missing reason before sending', async () => {
    expect(checkRoles(['support'], [], 'Moved desks')).toEqual(['roles']);
    expect(checkRoles(['support', 'kyc'], ['kyc', 'support'], 'Moved desks')).toEqual(['unchanged']);
    expect(checkRoles(['support'], ['kyc'], ' ok ')).toEqual(['reason']);
    signInAs(1, ['admin']);
    const sent = fakeOps({});
    manage(agent);
    expect(await saveRoles(agent, ['support'], '')).toBe(false);
    expect($roles.get().error).toEqual({ errors: ['unchanged', 'reason'] });
    expect(sent).toHaveLength(0);
  });

  it('saves roles in the roles table order with the reason, and the panel shows the new roles', async () => {
    signInAs(1, ['admin']);
    const sent = fakeOps({
      operatorSetRoles: (b) => ({ data: { id: 7, login: 'new.agent', roles: b.roles } }),
      operatorList: () => page,
      auditLog: () => page,
    });
    manage(agent);
    expect(await saveRoles(agent, ['compliance', 'kyc'], '  Moved to the KYC desk ')).toBe(true);
    expect(sent.find((s) => s.name === 'operatorSetRoles')?.body).toEqual({
      operatorId: 7,
      roles: ['kyc', 'compliance'],
      reason: 'Moved to the KYC desk',
    });
    expect($managing.get()?.roles).toEqual(['kyc', 'compliance']);
    expect(sent.map((s) => s.name)).toEqual(expect.arrayContaining(['operatorList', 'auditLog']));
  });

  it("shows the platform's refusal in its words and keeps the ticks", async () => {
    signInAs(1, ['admin']);
    fakeOps({
      operatorSetRoles: () => ({
        errcode: 8015,
        msg: 'Another administrator must change your own roles or sign-in.',
      }),
    });
    manage(agent);
    expect(await saveRoles(agent, ['kyc'], 'Moved desks')).toBe(false);
    expect($roles.get().error).toEqual({
      msg: 'Another administrator must change your own roles or sign-in.',
      forbidden: false,
    });
    expect($managing.get()?.roles).toEqual(['support']);
  });

  it('holds a re-issued password and secret until the panel closes, then forgets them', async () => {
    signInAs(1, ['admin']);
    const sent = fakeOps({
      operatorReissueSignIn: () => ({ data: reissued }),
      operatorList: () => page,
      auditLog: () => page,
    });
    manage(agent);
    expect(await reissueSignIn(7, ' Lost the phone ')).toBe(true);
    expect(sent[0]).toMatchObject({
      name: 'operatorReissueSignIn',
      body: { operatorId: 7, reason: 'Lost the phone' },
    });
    expect($reissue.get().result).toEqual(reissued);
    forgetReissued();
    expect(JSON.stringify($reissue.get())).not.toContain(reissued.totpSecret);
    // managing another operator starts clean
    manage({ ...agent, id: 8, login: 'other' });
    expect($roles.get()).toEqual({ busy: false, error: null, result: null });
  });
});
