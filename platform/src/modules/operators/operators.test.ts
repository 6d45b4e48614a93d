import { OPS_ERR } from '@casino/contracts/ops-errors';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliActor } from '../../core/audit';
import { queryRows } from '../../db/client';
import { dbKinds, postCall } from '../../test-support';
import { createTestOperator, postOpsCall, startTestPlatform, type TestPlatform } from '../../testing';
import { createOperator } from './operators';
import { operatorSignIn } from './sign-in';
import { totpCodeAt } from './totp';

describe.each(dbKinds)('operators on $kind', ({ databaseServerUrl }) => {
  let p: TestPlatform;
  beforeAll(async () => {
    p = await startTestPlatform({ databaseServerUrl });
  });
  afterAll(async () => {
    await p?.close();
  });

  const auditRows = (requestId: string) =>
    queryRows<{ action: string; operator_login: string; role: string }>(
      p.db,
      sql`select action, operator_login, role from audit_log where request_id = ${requestId}`,
    );

  it('signs in with password and authenticator code at /ops/v1, and knows who is signed in', async () => {
    const made = await createOperator(p.db, cliActor('test'), {
      login: 'maria.finance',
      roles: ['finance'],
      password: 'correct horse battery',
    });
    const now = Date.now();
    const login = await postOpsCall(p.app, 'operatorLogin', {
      login: 'Maria.Finance',
      password: 'correct horse battery',
      totp: totpCodeAt(made.totpSecret, now),
    });
    expect(login.errcode).toBe(0);
    expect(login.headers['cache-control']).toBe('no-store');
    const { token } = login.data as { token: string };
    expect(token.startsWith('op_')).toBe(true);
    expect(await auditRows(login.requestId)).toEqual([
      expect.objectContaining({ action: 'operator.login', operator_login: 'maria.finance' }),
    ]);
    const me = await postOpsCall(p.app, 'operatorMe', {}, token);
    expect(me.data).toMatchObject({ id: made.id, login: 'maria.finance', roles: ['finance'] });
  });

  it('refuses a player token on operator calls and an operator token on player calls (401), a wrong role (403)', async () => {
    const support = await createTestOperator(p.db, ['support']);
    const player = await p.createSession();
    const asPlayer = await postOpsCall(p.app, 'operatorMe', {}, player);
    expect(asPlayer.status).toBe(401);
    expect(asPlayer.msg).toMatch(/player token/);
    const none = await postOpsCall(p.app, 'operatorMe', {});
    expect(none.status).toBe(401);
    const onPlayerCall = await postCall(p.app, 'refreshData', {}, { authorization: support.token });
    expect(onPlayerCall.status).toBe(401);
    expect(onPlayerCall.msg).toMatch(/operator token/);
    const wrongRole = await postOpsCall(p.app, 'operatorList', {}, support.token);
    expect(wrongRole.status).toBe(403);
    expect(wrongRole.msg).toMatch(/operatorList needs one of the roles admin; you have support/);
  });

  it('refuses a wrong or expired code, and a code used once (counting toward the lock)', async () => {
    const made = await createOperator(p.db, cliActor('test'), {
      login: 'code.check',
      roles: ['kyc'],
      password: 'correct horse battery',
    });
    const t0 = Date.UTC(2030, 0, 1, 9, 0, 0);
    const meta = (at: number) => ({ now: new Date(at), ip: '', device: '', requestId: `r-${at}` });
    const input = (totp: string) => ({ login: 'code.check', password: 'correct horse battery', totp });
    const codeThen = totpCodeAt(made.totpSecret, t0);
    // Two steps (60 s) later the code has expired.
    await expect(operatorSignIn(p.db, input(codeThen), meta(t0 + 61_000))).rejects.toMatchObject({
      errcode: OPS_ERR.TOTP_WRONG,
      detail: { attemptsLeft: 4 },
    });
    const wrong = codeThen === '000000' ? '111111' : '000000';
    await expect(operatorSignIn(p.db, input(wrong), meta(t0))).rejects.toMatchObject({
      errcode: OPS_ERR.TOTP_WRONG,
    });
    // Within its step (and the next, for a slow typist) the code works once.
    await expect(operatorSignIn(p.db, input(codeThen), meta(t0 + 20_000))).resolves.toMatchObject({
      operator: { login: 'code.check' },
    });
    await expect(operatorSignIn(p.db, input(codeThen), meta(t0 + 25_000))).rejects.toMatchObject({
      errcode: OPS_ERR.TOTP_WRONG,
    });
  });

  it('locks an operator after 5 failures, in the database, until the lock ends', async () => {
    const made = await createOperator(p.db, cliActor('test'), {
      login: 'lock.me',
      roles: ['support'],
      password: 'correct horse battery',
    });
    const t0 = Date.UTC(2030, 0, 2, 9, 0, 0);
    const meta = (at: number) => ({ now: new Date(at), ip: '', device: '', requestId: `l-${at}` });
    const bad = { login: 'lock.me', password: 'wrong password!', totp: '123456' };
    for (let i = 1; i <= 4; i++) {
      await expect(operatorSignIn(p.db, bad, meta(t0))).rejects.toMatchObject({
        errcode: OPS_ERR.WRONG_CREDENTIALS,
        detail: { attemptsLeft: 5 - i },
      });
    }
    await expect(operatorSignIn(p.db, bad, meta(t0))).rejects.toMatchObject({ errcode: OPS_ERR.LOCKED });
    const good = (at: number) => ({
      login: 'lock.me',
      password: 'correct horse battery',
      totp: totpCodeAt(made.totpSecret, at),
    });
    // Locked: even the right password and code are refused, with the seconds to wait.
    await expect(operatorSignIn(p.db, good(t0 + 60_000), meta(t0 + 60_000))).rejects.toMatchObject({
      errcode: OPS_ERR.LOCKED,
      detail: { retryAfterSeconds: 14 * 60 },
    });
    const after = t0 + 15 * 60_000 + 1000;
    await expect(operatorSignIn(p.db, good(after), meta(after))).resolves.toMatchObject({
      operator: { login: 'lock.me' },
    });
  });

  it('signs out everywhere: every session of the operator ends, audited', async () => {
    const op = await createTestOperator(p.db, ['marketing']);
    const second = await operatorSignIn(
      p.db,
      { login: op.login, password: op.password, totp: totpCodeAt(op.totpSecret, Date.now() + 60_000) },
      { now: new Date(Date.now() + 60_000), ip: '', device: '', requestId: 'second' },
    );
    const all = await postOpsCall(p.app, 'operatorLogoutAll', {}, op.token);
    expect(all.data).toEqual({ revoked: 2 });
    expect(await auditRows(all.requestId)).toEqual([
      expect.objectContaining({ action: 'operator.logoutAll', role: 'marketing' }),
    ]);
    expect((await postOpsCall(p.app, 'operatorMe', {}, op.token)).status).toBe(401);
    expect((await postOpsCall(p.app, 'operatorMe', {}, second.token)).status).toBe(401);
  });

  it('lets an admin create and disable operators; a disabled operator is signed out at once', async () => {
    const admin = await createTestOperator(p.db, ['admin']);
    const created = await postOpsCall(
      p.app,
      'operatorCreate',
      { login: 'new.agent', roles: ['support'] },
      admin.token,
    );
    expect(created.errcode).toBe(0);
    const data = created.data as { id: number; totpSecret: string; initialPassword: string };
    expect(data.totpSecret).toMatch(/^[A-Z2-7]{32}$/);
    const again = await postOpsCall(
      p.app,
      'operatorCreate',
      { login: 'new.agent', roles: ['kyc'] },
      admin.token,
    );
    expect(again.errcode).toBe(OPS_ERR.LOGIN_TAKEN);

    const signedIn = await operatorSignIn(
      p.db,
      { login: 'new.agent', password: data.initialPassword, totp: totpCodeAt(data.totpSecret, Date.now()) },
      { now: new Date(), ip: '', device: '', requestId: 'agent' },
    );
    const off = await postOpsCall(
      p.app,
      'operatorSetDisabled',
      { operatorId: data.id, disabled: true, reason: 'Left the company' },
      admin.token,
    );
    expect(off.data).toEqual({ id: data.id, disabled: true });
    expect((await postOpsCall(p.app, 'operatorMe', {}, signedIn.token)).status).toBe(401);
    const self = await postOpsCall(
      p.app,
      'operatorSetDisabled',
      { operatorId: admin.id, disabled: true, reason: 'oops' },
      admin.token,
    );
    expect(self.errcode).toBe(OPS_ERR.CANNOT_DISABLE_SELF);
  });

  it("lets an admin change another operator's roles, effective on their next call, never their own", async () => {
    const admin = await createTestOperator(p.db, ['admin']);
    const agent = await createTestOperator(p.db, ['support']);
    expect((await postOpsCall(p.app, 'chatInbox', {}, agent.token)).status).toBe(200);
    const changed = await postOpsCall(
      p.app,
      'operatorSetRoles',
      { operatorId: agent.id, roles: ['compliance', 'kyc'], reason: 'Moved to the KYC desk' },
      admin.token,
    );
    // kept in the roles table's order, whatever order the admin ticked them in
    expect(changed.data).toEqual({ id: agent.id, login: agent.login, roles: ['kyc', 'compliance'] });
    expect((await postOpsCall(p.app, 'operatorMe', {}, agent.token)).data).toMatchObject({
      roles: ['kyc', 'compliance'],
    });
    expect((await postOpsCall(p.app, 'chatInbox', {}, agent.token)).status).toBe(403);
    expect((await postOpsCall(p.app, 'kycQueue', {}, agent.token)).status).toBe(200);
    const [row] = await queryRows<{ action: string; before: unknown; after: unknown; reason: string }>(
      p.db,
      sql`select action, before, after, reason from audit_log where request_id = ${changed.requestId}`,
    );
    expect(row).toEqual({
      action: 'operator.roles',
      before: { login: agent.login, roles: ['support'] },
      after: { login: agent.login, roles: ['kyc', 'compliance'] },
      reason: 'Moved to the KYC desk',
    });

    const own = await postOpsCall(
      p.app,
      'operatorSetRoles',
      { operatorId: admin.id, roles: ['support'], reason: 'Stepping down' },
      admin.token,
    );
    expect(own.errcode).toBe(OPS_ERR.OWN_OPERATOR);
    expect((await postOpsCall(p.app, 'operatorMe', {}, admin.token)).data).toMatchObject({
      roles: ['admin'],
    });
    const nobody = await postOpsCall(
      p.app,
      'operatorSetRoles',
      { operatorId: 999_999, roles: ['support'], reason: 'Typo' },
      admin.token,
    );
    expect(nobody.errcode).toBe(OPS_ERR.OPERATOR_NOT_FOUND);
  });

  it("takes two admins' changes to one operator at once one after the other, each audited", async () => {
    const a = await createTestOperator(p.db, ['admin']);
    const b = await createTestOperator(p.db, ['admin']);
    const agent = await createTestOperator(p.db, ['support']);
    const [toKyc, reissued] = await Promise.all([
      postOpsCall(
        p.app,
        'operatorSetRoles',
        { operatorId: agent.id, roles: ['kyc'], reason: 'Desk A' },
        a.token,
      ),
      postOpsCall(p.app, 'operatorReissueSignIn', { operatorId: agent.id, reason: 'Desk B' }, b.token),
    ]);
    expect([toKyc.errcode, reissued.errcode]).toEqual([0, 0]);
    const rows = await queryRows<{ action: string }>(
      p.db,
      sql`select action from audit_log where target_id = ${String(agent.id)} and action in ('operator.roles', 'operator.reissue') order by id`,
    );
    expect(rows.map((r) => r.action).sort()).toEqual(['operator.reissue', 'operator.roles']);
    // the re-issue answers the roles as they were when it held the row: kyc if the change came first
    expect([['support'], ['kyc']]).toContainEqual((reissued.data as { roles: string[] }).roles);
  });

  it("re-issues a locked-out operator's sign-in: the old password, code and sessions stop, the new ones work once shown", async () => {
    const admin = await createTestOperator(p.db, ['admin']);
    const agent = await createTestOperator(p.db, ['finance']);
    const t0 = Date.UTC(2031, 0, 1, 9, 0, 0);
    /** The agent signing in at `at` with a password and the code of an authenticator secret. */
    const signIn = (password: string, secret: string, at: number) =>
      operatorSignIn(
        p.db,
        { login: agent.login, password, totp: secret === '' ? '123456' : totpCodeAt(secret, at) },
        { now: new Date(at), ip: '', device: '', requestId: `re-${at}` },
      );
    for (let i = 0; i < 5; i++) await signIn('not the password', '', t0).catch(() => undefined);
    await expect(signIn(agent.password, agent.totpSecret, t0)).rejects.toMatchObject({
      errcode: OPS_ERR.LOCKED,
    });

    const reissued = await postOpsCall(
      p.app,
      'operatorReissueSignIn',
      { operatorId: agent.id, reason: 'Lost the phone with the authenticator' },
      admin.token,
    );
    expect(reissued.errcode).toBe(0);
    const fresh = reissued.data as { totpSecret: string; initialPassword: string; sessionsEnded: number };
    expect(fresh).toMatchObject({ id: agent.id, login: agent.login, roles: ['finance'], sessionsEnded: 1 });
    expect(fresh.totpSecret).toMatch(/^[A-Z2-7]{32}$/);
    expect(fresh.totpSecret).not.toBe(agent.totpSecret);
    expect((await postOpsCall(p.app, 'operatorMe', {}, agent.token)).status).toBe(401);

    const at = t0 + 1_000;
    await expect(signIn(agent.password, fresh.totpSecret, at)).rejects.toMatchObject({
      errcode: OPS_ERR.WRONG_CREDENTIALS,
    });
    await expect(signIn(fresh.initialPassword, agent.totpSecret, at)).rejects.toMatchObject({
      errcode: OPS_ERR.TOTP_WRONG,
    });
    // the two refusals above count again from zero: the lock lifted with the re-issue
    await expect(signIn(fresh.initialPassword, fresh.totpSecret, at)).resolves.toMatchObject({
      operator: { login: agent.login },
    });

    const [row] = await queryRows<{ action: string; reason: string; after: unknown }>(
      p.db,
      sql`select action, reason, after from audit_log where request_id = ${reissued.requestId}`,
    );
    expect(row).toEqual({
      action: 'operator.reissue',
      reason: 'Lost the phone with the authenticator',
      after: { login: agent.login, sessionsEnded: 1 },
    });
    const own = await postOpsCall(
      p.app,
      'operatorReissueSignIn',
      { operatorId: admin.id, reason: 'Forgot it' },
      admin.token,
    );
    expect(own.errcode).toBe(OPS_ERR.OWN_OPERATOR);
  });

  it('keeps the audit trail append-only in the database: update, delete and truncate are refused', async () => {
    await createTestOperator(p.db, ['support']);
    // The driver wraps the database's error: its cause carries the trigger's message.
    const refused = (query: SQL) =>
      p.db.execute(query).then(
        () => 'not refused',
        (err: Error & { cause?: Error }) => err.cause?.message ?? err.message,
      );
    const [row] = await queryRows<{ id: number }>(p.db, sql`select id from audit_log order by id limit 1`);
    expect(await refused(sql`update audit_log set reason = 'x' where id = ${row!.id}`)).toMatch(
      /audit_log is append-only/,
    );
    expect(await refused(sql`delete from audit_log where id = ${row!.id}`)).toMatch(
      /audit_log is append-only/,
    );
    expect(await refused(sql`truncate audit_log cascade`)).toMatch(/audit_log is append-only/);
    const [still] = await queryRows<{ n: number }>(
      p.db,
      sql`select count(*)::int as n from audit_log where id = ${row!.id}`,
    );
    expect(still!.n).toBe(1);
  });
});
