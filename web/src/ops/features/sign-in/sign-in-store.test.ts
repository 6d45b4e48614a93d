import { OPS_ERR } from '@casino/contracts/ops-errors';
import { afterEach, describe, expect, it } from 'vitest';
import { opsCall } from '../../api/ops-call';
import { sectionsFor } from '../../app/sections';
import { $operator, $opsToken, $signedOutReason } from '../../stores/session';
import { fakeOps, resetOps } from '../../test/fake-ops';
import { $signInErrors, $signInForm, setField, signIn, signOut, submitSignIn } from './sign-in-store';

function fill(login: string, password: string, totp: string) {
  setField('login', login);
  setField('password', password);
  setField('totp', totp);
}

describe('operator sign-in', () => {
  afterEach(() => {
    resetOps();
    $signInForm.set({ login: '', password: '', totp: '' });
    $signInErrors.set({});
    signIn.reset();
  });

  it('asks for the 6-digit code before sending anything, and takes "123 456" as typed from an app', async () => {
    const sent = fakeOps({});
    fill('maria', 'pw', '12345');
    expect(await submitSignIn()).toBe(false);
    expect($signInErrors.get().totp).toBe('totpFormat');
    expect(sent).toHaveLength(0);
    setField('totp', '123 456');
    expect($signInForm.get().totp).toBe('123456');
  });

  it('signs in with login, password and code, learns the roles, and sends the token on every later call', async () => {
    const sent = fakeOps({
      operatorLogin: () => ({
        data: { token: 'op-token-1', expiresAt: 0, operator: { id: 7, login: 'maria', roles: ['kyc'] } },
      }),
      kycQueue: () => ({ data: { list: [], total: 0 } }),
    });
    fill(' maria ', 'secret-pw', '654321');
    expect(await submitSignIn()).toBe(true);
    expect(sent[0]).toEqual({
      name: 'operatorLogin',
      body: { login: 'maria', password: 'secret-pw', totp: '654321' },
      authorization: null,
    });
    expect($operator.get()).toEqual({ id: 7, login: 'maria', roles: ['kyc'] });
    expect($signInForm.get().password).toBe('');
    await opsCall('kycQueue', { pageNum: 1, pageSize: 25 });
    expect(sent.at(-1)?.authorization).toBe('op-token-1');
    // a kyc operator's nav: the audit trail, not the four-eyes inbox (finance, compliance, admin)
    const nav = sectionsFor($operator.get()).map((s) => s.id);
    expect(nav).toContain('audit');
    expect(nav).not.toContain('fourEyes');
  });

  it("shows the server's refusal for a wrong code, clears the code and stays signed out", async () => {
    fakeOps({
      operatorLogin: () => ({ status: 401, errcode: OPS_ERR.TOTP_WRONG, msg: 'The code is not right.' }),
    });
    fill('maria', 'pw', '000000');
    expect(await submitSignIn()).toBe(false);
    expect(signIn.$state.get().error).toEqual({ error: 'refused', msg: 'The code is not right.' });
    expect($signInForm.get().totp).toBe('');
    expect($opsToken.get()).toBeNull();
  });

  it('says how long to wait when the login is locked after failures', async () => {
    fakeOps({
      operatorLogin: () => ({
        status: 429,
        errcode: 4290,
        msg: 'Locked',
        detail: { retryAfterSeconds: 600 },
      }),
    });
    fill('maria', 'pw', '111111');
    await submitSignIn();
    expect(signIn.$state.get().error).toMatchObject({ error: 'locked', retryAfterSeconds: 600 });
  });

  it('goes back to sign-in on a 401 of any call (session expired or ended elsewhere)', async () => {
    fakeOps({
      operatorLogin: () => ({ data: { token: 't', operator: { id: 1, login: 'a', roles: ['finance'] } } }),
      withdrawalQueue: () => ({ status: 401, errcode: 401, msg: 'Session expired' }),
    });
    fill('a', 'pw', '123456');
    await submitSignIn();
    expect($operator.get()?.roles).toEqual(['finance']);
    const res = await opsCall('withdrawalQueue', { pageNum: 1, pageSize: 25 });
    expect(res.ok).toBe(false);
    expect($operator.get()).toBeNull();
    expect($opsToken.get()).toBeNull();
    expect($signedOutReason.get()).toBe('expired');
  });

  it('marks a 403 as "your role cannot do this", not a failure to retry', async () => {
    fakeOps({ auditLog: () => ({ status: 403, errcode: 403, msg: 'Forbidden' }) });
    const res = await opsCall('auditLog', { pageNum: 1, pageSize: 50 });
    expect(res).toMatchObject({ ok: false, forbidden: true });
  });

  it('signs out here or everywhere: the server is told which, and the tab forgets the token', async () => {
    const sent = fakeOps({
      operatorLogin: () => ({ data: { token: 't', operator: { id: 1, login: 'a', roles: ['admin'] } } }),
      operatorLogoutAll: () => ({ data: { revoked: 2 } }),
    });
    fill('a', 'pw', '123456');
    await submitSignIn();
    await signOut(true);
    expect(sent.at(-1)).toMatchObject({ name: 'operatorLogoutAll', body: {}, authorization: 't' });
    expect($operator.get()).toBeNull();
    expect(sessionStorage.getItem('ops.token')).toBeNull();
    expect($signedOutReason.get()).toBe('signedOut');
  });
});
