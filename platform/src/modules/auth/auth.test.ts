import { createHash } from 'node:crypto';
import { ERR } from '@casino/contracts/errors';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { bonusGrants, sessions, users } from '../../db/schema';
import { reconcile } from '../../ledger/reconcile';
import { caller, contractData, dbKinds } from '../../test-support';
import { startTestPlatform, type TestPlatform } from '../../testing';
import { SandboxSmsSender } from './sms-sender';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

interface Login {
  token: string;
  expiresAt: number;
  isNewUser: boolean;
  user: { id: number; coin: number; account: string; hasPassword: boolean; nickname: string; pid: number };
}

/**
 * Every text value in every table of the public schema, as one string: what a leaked dump would show. The
 * sandbox SMS outbox is left out: it exists so dev and tests can read codes, and keeps nothing in production
 * (checked below).
 */
async function databaseText(p: TestPlatform): Promise<string> {
  const tables = await queryRows<{ table_name: string }>(
    p.db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_name <> 'sms_outbox'`,
  );
  let text = '';
  for (const { table_name } of tables) {
    const rows = await queryRows<unknown>(p.db, sql`select * from ${sql.identifier(table_name)}`);
    text += JSON.stringify(rows);
  }
  return text;
}

describe.each(dbKinds)('accounts on $kind', ({ databaseServerUrl }) => {
  let p: TestPlatform;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    p = await startTestPlatform({ databaseServerUrl });
    call = caller(p.app);
  });
  afterAll(async () => {
    await p?.close();
  });

  const register = async (account: string, password = 'secret123', extra: Record<string, unknown> = {}) =>
    call('accountRegist', { account, password, eligibilityAccepted: true, ...extra });
  const login = async (account: string, password: string, headers: Record<string, string> = {}) =>
    call('accountLogin', { account, password }, undefined, headers);

  it('registers, logs in, and shows the registration bonus as coin with its turnover requirement', async () => {
    const reg = await register('juan_reg');
    const first = contractData('accountRegist', reg) as Login;
    expect(first.isNewUser).toBe(true);
    expect(first.user).toMatchObject({
      account: 'juan_reg',
      coin: 5000,
      hasPassword: true,
      nickname: 'juan_reg',
    });

    const again = contractData('accountLogin', await login('JUAN_REG', 'secret123')) as Login;
    expect(again.isNewUser).toBe(false);
    expect(again.user.id).toBe(first.user.id);
    expect(again.token).not.toBe(first.token);

    const fresh = await call('refreshData', {}, again.token);
    // refreshData keeps the legacy top-level shape (spec §7).
    expect(fresh.body).toMatchObject({ errcode: 0, coin: 5000, bet: 0, hasPassword: true });
    const after = contractData(
      'getAfterLoginInfoWeb',
      await call('getAfterLoginInfoWeb', {}, again.token),
    ) as {
      inviteCode: string;
      user: { coin: number };
    };
    expect(after.inviteCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(after.user.coin).toBe(5000);
    const [grant] = await p.db.select().from(bonusGrants).where(eq(bonusGrants.userId, first.user.id));
    // 20× the bonus (seed settings registerBonusTurnoverMultiple).
    expect(grant).toMatchObject({
      amount: 5000,
      turnoverRequired: 100_000,
      turnoverDone: 0,
      status: 'active',
    });
    // and the reward record shows it, like every bonus (it went through the grant door)
    const record = contractData(
      'activityAwardGetLog',
      await call('activityAwardGetLog', { pageNum: 1, pageSize: 20 }, again.token),
    ) as { list: { activityType: number; activityName: string; rewards: unknown[] }[] };
    expect(record.list).toEqual([
      expect.objectContaining({
        activityType: 15,
        activityName: 'Registration bonus',
        rewards: [{ propId: 2001, count: 5000 }],
      }),
    ]);
  });

  it('refuses a taken account name in any letter case, and names outside the config lengths', async () => {
    await register('Maria_01');
    const taken = await register('maria_01');
    expect([taken.errcode, taken.msg]).toEqual([
      ERR.ACCOUNT_TAKEN,
      expect.stringMatching(/already registered/),
    ]);
    const short = await register('abc');
    expect([short.status, short.msg]).toEqual([400, 'Invalid request: account: must be 6-16 characters']);
    const longPassword = await register('pedro_01', 'x'.repeat(21));
    expect(longPassword.msg).toBe('Invalid request: password: must be 6-20 characters');
    const mobileLike = await register('09171230000');
    expect([mobileLike.status, mobileLike.msg]).toEqual([
      400,
      expect.stringMatching(/mobile number cannot be an account/),
    ]);
    const noConsent = await call('accountRegist', { account: 'pedro_02', password: 'secret123' });
    expect(noConsent.status).toBe(400);
  });

  it('lets one of two simultaneous registrations of the same name through and tells the other why', async () => {
    const [a, b] = await Promise.all([register('twin_name'), register('twin_name')]);
    expect([a.errcode, b.errcode].sort()).toEqual([0, ERR.ACCOUNT_TAKEN]);
    expect([a, b].find((r) => r.errcode !== 0)!.msg).toMatch(/already registered/);
    const [row] = await queryRows<{ n: string }>(
      p.db,
      sql`select count(*)::text as n from users where lower(account) = 'twin_name'`,
    );
    expect(row!.n).toBe('1');
  });

  it('answers a wrong password and an unknown account alike', async () => {
    await register('ana_login');
    const wrong = await login('ana_login', 'not-it-123');
    const unknown = await login('nobody_here', 'not-it-123');
    expect([wrong.errcode, wrong.msg]).toEqual([ERR.WRONG_CREDENTIALS, 'Wrong account or password.']);
    expect([unknown.errcode, unknown.msg]).toEqual([wrong.errcode, wrong.msg]);
  });

  it('locks the account for 15 minutes after 5 wrong passwords from one client, says until when, and unlocks after', async () => {
    await register('lock_me');
    const from = { 'x-forwarded-for': '198.51.100.7' };
    for (let i = 0; i < 4; i++)
      expect((await login('lock_me', 'wrong-pass', from)).errcode).toBe(ERR.WRONG_CREDENTIALS);
    const fifth = await login('lock_me', 'wrong-pass', from);
    expect(fifth.errcode).toBe(ERR.ACCOUNT_LOCKED);
    expect(fifth.msg).toMatch(
      /^Too many wrong passwords\. This account is locked until \d{1,2}:\d{2}\s?[AP]M Philippine time \(15 min\)/,
    );
    expect(fifth.detail?.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(fifth.detail?.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    // Even the right password is refused while locked, from that client.
    expect((await login('lock_me', 'secret123', from)).errcode).toBe(ERR.ACCOUNT_LOCKED);
    // 15 minutes on, the client may try again.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 15 * 60_000 + 1000);
      expect((await login('lock_me', 'secret123', from)).errcode).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgets old failures: wrong passwords spread over more than 15 minutes never lock', async () => {
    await register('slow_typo');
    const from = { 'x-forwarded-for': '198.51.100.8' };
    for (let i = 0; i < 4; i++) await login('slow_typo', 'wrong-pass', from);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 16 * 60_000);
      expect((await login('slow_typo', 'wrong-pass', from)).errcode).toBe(ERR.WRONG_CREDENTIALS);
      expect((await login('slow_typo', 'secret123', from)).errcode).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps tokens, passwords and SMS codes out of the database: only hashes are stored', async () => {
    const reg = contractData('accountRegist', await register('hash_only', 'Pa55word-Only')) as Login;
    await call('smsSend', { mobile: '09171112222', type: 0 });
    const code = await p.latestSmsCode('09171112222');
    const dump = await databaseText(p);
    expect(dump).not.toContain(reg.token);
    expect(dump).not.toContain('Pa55word-Only');
    expect(dump).not.toMatch(new RegExp(`"${code}"`));
    const [s] = await p.db.select().from(sessions).where(eq(sessions.userId, reg.user.id));
    expect(s!.tokenHash).toBe(createHash('sha256').update(reg.token).digest('hex'));
    expect(Buffer.from(reg.token, 'base64url')).toHaveLength(32);
  });

  it('keeps no SMS code at all when the sandbox gateway runs in production', async () => {
    const production = new SandboxSmsSender(p.db, undefined, false);
    await production.send({
      mobile: '+639171113333',
      text: '123456 is your code',
      code: '123456',
      purpose: 0,
    });
    expect(await production.read('+639171113333')).toEqual([]);
    expect(await p.readSmsOutbox('+639171113333')).toEqual([]);
  });

  it('revokes the token on logout', async () => {
    const reg = contractData('accountRegist', await register('log_out_1')) as Login;
    expect((await call('refreshData', {}, reg.token)).status).toBe(200);
    expect((await call('logout', {}, reg.token)).errcode).toBe(0);
    const after = await call('refreshData', {}, reg.token);
    expect([after.status, after.errcode]).toEqual([401, ERR.UNAUTHORIZED]);
  });

  it('changes the password with the old one and revokes every other session', async () => {
    const reg = contractData('accountRegist', await register('change_pw')) as Login;
    const other = contractData('accountLogin', await login('change_pw', 'secret123')) as Login;
    const wrongOld = await call(
      'updatePassword',
      { oldPassword: 'nope-nope', password: 'newSecret1' },
      reg.token,
    );
    expect([wrongOld.errcode, wrongOld.msg]).toEqual([
      ERR.WRONG_CREDENTIALS,
      'The current password is wrong.',
    ]);
    const same = await call('updatePassword', { oldPassword: 'secret123', password: 'secret123' }, reg.token);
    expect(same.errcode).toBe(ERR.PASSWORD_UNCHANGED);

    const changing = Date.now();
    expect(
      (await call('updatePassword', { oldPassword: 'secret123', password: 'newSecret1' }, reg.token)).errcode,
    ).toBe(0);
    const changed = Date.now();
    expect((await call('refreshData', {}, other.token)).status).toBe(401);
    expect((await call('refreshData', {}, reg.token)).status).toBe(200);
    expect((await login('change_pw', 'secret123')).errcode).toBe(ERR.WRONG_CREDENTIALS);
    expect((await login('change_pw', 'newSecret1')).errcode).toBe(0);
    const info = contractData('loginSessionInfo', await call('loginSessionInfo', {}, reg.token)) as {
      passwordChangedAt: number;
    };
    expect(info.passwordChangedAt).toBeGreaterThanOrEqual(changing - 1000);
    expect(info.passwordChangedAt).toBeLessThanOrEqual(changed + 1000);
  });

  it('shows the previous login time, device and address (GLI sessions rule)', async () => {
    await register('gli_player', 'secret123');
    const phone = contractData(
      'accountLogin',
      await login('gli_player', 'secret123', {
        'user-agent': ANDROID,
        'x-forwarded-for': '198.51.100.9, 203.0.113.7',
      }),
    ) as Login;
    const tablet = contractData(
      'accountLogin',
      await login('gli_player', 'secret123', { 'user-agent': IPHONE, 'x-forwarded-for': '203.0.113.8' }),
    ) as Login;
    const info = contractData('loginSessionInfo', await call('loginSessionInfo', {}, tablet.token)) as {
      current: { sessionId: string; device: string; ip: string };
      previous: { device: string; ip: string; loginTime: number };
    };
    expect(info.current).toMatchObject({ device: 'iPhone · Safari', ip: '203.0.113.8' });
    expect(info.current.sessionId).toMatch(/^s-[0-9a-f]{16}$/);
    // The BFF appends the peer it saw last: that hop is the one trusted.
    expect(info.previous).toMatchObject({ device: 'Android · Chrome', ip: '203.0.113.7' });
    expect(phone.token).not.toBe(tablet.token);
  });

  it('slides the expiry forward on use', async () => {
    // each expiry is compared with the moment read before the call that set it (never one read later)
    const registering = Date.now();
    const reg = contractData('accountRegist', await register('sliding_1')) as Login;
    expect(reg.expiresAt).toBeGreaterThan(registering + 29 * 86_400_000);
    const soon = Date.now() + 3_600_000;
    await p.db
      .update(sessions)
      .set({ expiresAt: new Date(soon) })
      .where(eq(sessions.userId, reg.user.id));
    const using = Date.now();
    expect((await call('refreshData', {}, reg.token)).status).toBe(200);
    const [s] = await p.db.select().from(sessions).where(eq(sessions.userId, reg.user.id));
    expect(s!.expiresAt.getTime()).toBeGreaterThan(using + 29 * 86_400_000);
  });

  it('refuses a suspended player at sign-in', async () => {
    const reg = contractData('accountRegist', await register('suspended')) as Login;
    await p.db.update(users).set({ status: 1 }).where(eq(users.id, reg.user.id));
    const r = await login('suspended', 'secret123');
    expect(r.errcode).toBe(ERR.ACCOUNT_SUSPENDED);
  });

  it('names the constraint a duplicate hit, whatever the driver (how sign-up races are told apart)', async () => {
    const a = await p.createUserSession({ mobile: '+639179990001' });
    const err = await p.db
      .update(users)
      .set({ mobile: '+639179990001' })
      .where(eq(users.id, (await p.createUserSession()).userId))
      .catch((e: unknown) => e);
    expect(uniqueViolation(err)).toBe('users_mobile_unique');
    expect(uniqueViolation(new Error('other'))).toBeNull();
    expect(a.userId).toBeGreaterThan(0);
  });

  it('answers hostile bodies with a 400 or an errcode, never a 500', async () => {
    const player = await p.registerUser();
    const hostile: unknown[] = [
      { account: 'a'.repeat(100_000), password: 'x' },
      { account: ['x'], password: { $ne: 1 } },
      { mobile: '0917 123 4567\u0000', type: 0 },
      { mobile: { toString: 1 }, smsCode: 123456 },
      { nickname: '\u202Eevil', avatar: '../../etc/passwd' },
      { realName: '<img src=x onerror=alert(1)>', birthday: '9999-99-99' },
      { pid: -1, provider: 9, accessToken: 'x'.repeat(5000) },
      { __proto__: { admin: true }, constructor: { prototype: {} } },
      [],
      null,
    ];
    const names = [
      'accountRegist',
      'accountRegist4',
      'accountLogin',
      'accountLoginSms',
      'smsSend',
      'forgetPassword',
      'initPassword',
      'updatePassword',
      'bindAccount',
      'bindSocialAccount',
      'googleLogin',
      'updateProfile',
      'updateAppUserOther',
      'updateAddress',
      'agentFill',
    ];
    for (const name of names) {
      for (const [i, body] of hostile.entries()) {
        const r = await call(name, body ?? 'null', player.token);
        // Fields a call does not know are dropped, so an all-optional call may accept an empty update.
        expect({ name, body: i, serverError: r.status >= 500 }).toEqual({
          name,
          body: i,
          serverError: false,
        });
      }
    }
  });

  it('leaves the ledger reconciled after all of it', async () => {
    const report = await reconcile(p.db);
    expect(report.offenders).toEqual([]);
    expect(report.wallets).toBeGreaterThan(10);
  });
});
