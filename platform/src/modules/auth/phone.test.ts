import { ERR } from '@casino/contracts/errors';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsCodes, smsThrottle } from '../../db/schema';
import { reconcile } from '../../ledger/reconcile';
import { caller, contractData, dbKinds, setSetting } from '../../test-support';
import { startTestPlatform, type TestPlatform } from '../../testing';

interface Login {
  token: string;
  isNewUser: boolean;
  user: { id: number; mobile: string; coin: number; hasPassword: boolean; account: string };
}

const LOGIN = 3; // AUTH_MODE.loginAndRegister

describe.each(dbKinds)('phone sign-in and SMS codes on $kind', ({ databaseServerUrl }) => {
  let p: TestPlatform;
  let call: ReturnType<typeof caller>;
  let n = 0;
  /** A fresh number per test: the cooldown and the daily limit are per number. */
  const newNumber = () =>
    `0917${String(2_000_000 + n++ * 7919 + (databaseServerUrl ? 500_000 : 0)).padStart(7, '0')}`;
  beforeAll(async () => {
    p = await startTestPlatform({ databaseServerUrl });
    call = caller(p.app);
  });
  afterAll(async () => {
    await p?.close();
  });

  /** Lets the next code go out at once, as if the 60 s cooldown had passed. */
  const skipCooldown = (mobile: string) =>
    p.db
      .update(smsThrottle)
      .set({ lastSentAt: new Date(Date.now() - 61_000) })
      .where(eq(smsThrottle.mobile, mobile));
  const canonical = (local: string) => `+63${local.slice(1)}`;

  const smsLogin = async (mobile: string, extra: Record<string, unknown> = {}) => {
    await call('smsSend', { mobile, type: LOGIN });
    return call('accountLoginSms', {
      mobile,
      loginType: 1,
      smsCode: await p.latestSmsCode(mobile),
      eligibilityAccepted: true,
      ...extra,
    });
  };

  it('sends a 6-digit code to the sandbox outbox and answers the cooldown and lifetime', async () => {
    const mobile = newNumber();
    const sent = contractData('smsSend', await call('smsSend', { mobile, type: LOGIN }));
    expect(sent).toEqual({ resendAfterSeconds: 60, expiresInSeconds: 300 });
    const [message] = await p.readSmsOutbox(mobile);
    expect(message!.code).toMatch(/^\d{6}$/);
    expect(message!.text).toContain(message!.code);
    expect(message!.mobile).toBe(canonical(mobile));
  });

  it('refuses another code within 60 seconds, saying how long to wait', async () => {
    const mobile = newNumber();
    await call('smsSend', { mobile, type: LOGIN });
    const again = await call('smsSend', { mobile: canonical(mobile), type: LOGIN });
    expect(again.errcode).toBe(ERR.SMS_COOLDOWN);
    expect(again.msg).toMatch(/^Please wait (59|60) seconds before requesting another code\.$/);
    // the same wait, typed: clients count down from it and never parse the message
    expect(again.detail).toEqual({ retryAfterSeconds: Number(/\d+/.exec(again.msg)?.[0]) });
    expect(await p.readSmsOutbox(mobile)).toHaveLength(1);
  });

  it('stops at smsCodeSendLimit codes per number per day', async () => {
    const mobile = newNumber();
    for (let i = 0; i < 5; i++) {
      expect((await call('smsSend', { mobile, type: LOGIN })).errcode).toBe(0);
      await skipCooldown(canonical(mobile));
    }
    const sixth = await call('smsSend', { mobile, type: LOGIN });
    expect([sixth.errcode, sixth.msg]).toEqual([
      ERR.SMS_DAILY_LIMIT,
      "This number has received today's limit of 5 codes. Try again tomorrow.",
    ]);
    expect(sixth.detail).toEqual({ limit: 5 });
    // Another Manila day starts a new count.
    await p.db
      .update(smsThrottle)
      .set({ day: '2000-01-01' })
      .where(eq(smsThrottle.mobile, canonical(mobile)));
    expect((await call('smsSend', { mobile, type: LOGIN })).errcode).toBe(0);
  });

  it('signs a new number up with the code (bonus included), then signs it in again: the code works once', async () => {
    const mobile = newNumber();
    await call('smsSend', { mobile, type: LOGIN });
    const code = await p.latestSmsCode(mobile);
    const body = { mobile, loginType: 1, smsCode: code, eligibilityAccepted: true };
    const first = contractData('accountLoginSms', await call('accountLoginSms', body)) as Login;
    expect(first).toMatchObject({
      isNewUser: true,
      user: { mobile: canonical(mobile), coin: 5000, hasPassword: false },
    });
    const reuse = await call('accountLoginSms', body);
    expect(reuse.errcode).toBe(ERR.SMS_CODE_EXPIRED);

    await skipCooldown(canonical(mobile));
    const second = contractData('accountLoginSms', await smsLogin(mobile)) as Login;
    expect(second).toMatchObject({ isNewUser: false, user: { id: first.user.id } });
  });

  it('treats 09171234567, 639171234567 and +639171234567 as one account', async () => {
    const local = newNumber();
    const a = contractData('accountLoginSms', await smsLogin(local)) as Login;
    await skipCooldown(canonical(local));
    const b = contractData('accountLoginSms', await smsLogin(`63${local.slice(1)}`)) as Login;
    await skipCooldown(canonical(local));
    const c = contractData(
      'accountLoginSms',
      await smsLogin(` +63 ${local.slice(1, 4)}-${local.slice(4)} `),
    ) as Login;
    expect(new Set([a.user.id, b.user.id, c.user.id]).size).toBe(1);
    expect(b.isNewUser || c.isNewUser).toBe(false);
  });

  it('expires codes after 5 minutes', async () => {
    const mobile = newNumber();
    await call('smsSend', { mobile, type: LOGIN });
    await p.db
      .update(smsCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(smsCodes.mobile, canonical(mobile)));
    const r = await call('accountLoginSms', {
      mobile,
      loginType: 1,
      smsCode: await p.latestSmsCode(mobile),
      eligibilityAccepted: true,
    });
    expect([r.errcode, r.msg]).toEqual([
      ERR.SMS_CODE_EXPIRED,
      'The SMS code has expired or was already used. Request a new code.',
    ]);
  });

  it('gives a code 5 tries: wrong ones count down, then even the right one is refused', async () => {
    const mobile = newNumber();
    await call('smsSend', { mobile, type: LOGIN });
    const code = await p.latestSmsCode(mobile);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const body = (smsCode: string) => ({ mobile, loginType: 1, smsCode, eligibilityAccepted: true });
    const first = await call('accountLoginSms', body(wrong));
    expect([first.errcode, first.msg]).toEqual([ERR.SMS_CODE_WRONG, 'The SMS code is wrong. 4 tries left.']);
    expect(first.detail).toEqual({ attemptsLeft: 4 });
    for (let i = 0; i < 3; i++) await call('accountLoginSms', body(wrong));
    expect((await call('accountLoginSms', body(wrong))).errcode).toBe(ERR.SMS_CODE_TOO_MANY_ATTEMPTS);
    expect((await call('accountLoginSms', body(code))).errcode).toBe(ERR.SMS_CODE_TOO_MANY_ATTEMPTS);
  });

  it('serves a code only for the mode it was sent for, and a newer code replaces the older one', async () => {
    const mobile = newNumber();
    await call('smsSend', { mobile, type: 0 });
    const registerCode = await p.latestSmsCode(mobile);
    const r = await call('accountLoginSms', {
      mobile,
      loginType: 1,
      smsCode: registerCode,
      eligibilityAccepted: true,
    });
    expect(r.errcode).toBe(ERR.SMS_CODE_EXPIRED);

    await skipCooldown(canonical(mobile));
    await call('smsSend', { mobile, type: 0 });
    const newer = await p.latestSmsCode(mobile);
    const live = await p.db
      .select()
      .from(smsCodes)
      .where(and(eq(smsCodes.mobile, canonical(mobile)), eq(smsCodes.purpose, 0)));
    expect(live.filter((c) => c.consumedAt === null)).toHaveLength(1);
    const reg = await call('accountRegist4', {
      mobile,
      smsCode: newer,
      password: 'secret123',
      eligibilityAccepted: true,
    });
    expect(reg.errcode).toBe(0);
  });

  it('asks a new phone player for the 21+ confirmation without burning the code', async () => {
    const mobile = newNumber();
    await call('smsSend', { mobile, type: LOGIN });
    const code = await p.latestSmsCode(mobile);
    const without = await call('accountLoginSms', { mobile, loginType: 1, smsCode: code });
    expect(without.errcode).toBe(ERR.ELIGIBILITY_REQUIRED);
    const withIt = await call('accountLoginSms', {
      mobile,
      loginType: 1,
      smsCode: code,
      eligibilityAccepted: true,
    });
    expect(withIt.errcode).toBe(0);
  });

  it('registers by phone with a password (accountRegist4); the number then signs in by password too', async () => {
    const mobile = newNumber();
    const reg = await p.registerUser({ mobile, password: 'phonePass1' });
    expect(reg.user).toMatchObject({
      mobile: canonical(mobile),
      hasPassword: true,
      coin: 5000,
      accountType: 1,
    });
    const byPassword = await call('accountLogin', { account: mobile, password: 'phonePass1' });
    expect((contractData('accountLogin', byPassword) as Login).user.id).toBe(reg.userId);

    await skipCooldown(canonical(mobile));
    const again = await call('smsSend', { mobile, type: 0 });
    expect(again.errcode).toBe(ERR.MOBILE_TAKEN);
  });

  it('allows login type 3 (no OTP) only when otpStatus is 0, and never for a number with a password', async () => {
    const mobile = newNumber();
    const refused = await call('accountLoginSms', { mobile, loginType: 3, eligibilityAccepted: true });
    expect([refused.errcode, refused.msg]).toEqual([
      ERR.OTP_REQUIRED,
      'Sign-in without an SMS code is turned off. Use the code sent to your phone.',
    ]);
    await setSetting(p.app, 'otpStatus', 0);
    try {
      const first = contractData(
        'accountLoginSms',
        await call('accountLoginSms', { mobile, loginType: 3, eligibilityAccepted: true }),
      ) as Login;
      expect(first.isNewUser).toBe(true);
      const second = contractData(
        'accountLoginSms',
        await call('accountLoginSms', { mobile, loginType: 3 }),
      ) as Login;
      expect(second.user.id).toBe(first.user.id);

      const withPassword = newNumber();
      await p.registerUser({ mobile: withPassword });
      const r = await call('accountLoginSms', { mobile: withPassword, loginType: 3 });
      expect([r.errcode, r.msg]).toEqual([
        ERR.OTP_REQUIRED,
        'This number has a password. Sign in with your mobile number and password.',
      ]);
    } finally {
      await setSetting(p.app, 'otpStatus', 1);
    }
  });

  it('resets a forgotten password by SMS: every session ends, the lock lifts, the new password works', async () => {
    const mobile = newNumber();
    const reg = await p.registerUser({ mobile, password: 'oldPass11' });
    for (let i = 0; i < 5; i++) await call('accountLogin', { account: mobile, password: 'wrong-one' });
    expect((await call('accountLogin', { account: mobile, password: 'oldPass11' })).errcode).toBe(
      ERR.ACCOUNT_LOCKED,
    );

    const unknown = await call('smsSend', { mobile: newNumber(), type: 2 });
    expect(unknown.errcode).toBe(ERR.MOBILE_NOT_REGISTERED);
    await skipCooldown(canonical(mobile));
    await call('smsSend', { mobile, type: 2 });
    const reset = await call('forgetPassword', {
      mobile,
      smsCode: await p.latestSmsCode(mobile),
      password: 'newPass22',
    });
    expect(reset.errcode).toBe(0);
    expect((await call('refreshData', {}, reg.token)).status).toBe(401);
    expect((await call('accountLogin', { account: mobile, password: 'newPass22' })).errcode).toBe(0);
  });

  it('lets a phone player set a first password once (initPassword)', async () => {
    const mobile = newNumber();
    const login = contractData('accountLoginSms', await smsLogin(mobile)) as Login;
    expect(login.user.hasPassword).toBe(false);
    const noPassword = await call('accountLogin', { account: mobile, password: 'whatever1' });
    expect(noPassword.errcode).toBe(ERR.PASSWORD_NOT_SET);
    const set = contractData(
      'initPassword',
      await call('initPassword', { password: 'firstPass1' }, login.token),
    ) as {
      user: { hasPassword: boolean };
    };
    expect(set.user.hasPassword).toBe(true);
    expect((await call('initPassword', { password: 'second123' }, login.token)).errcode).toBe(
      ERR.PASSWORD_ALREADY_SET,
    );
    expect((await call('accountLogin', { account: mobile, password: 'firstPass1' })).errcode).toBe(0);
  });

  it('binds a number to an account player once; a number in use or a second number is refused', async () => {
    const player = await p.registerUser();
    const mobile = newNumber();
    await call('smsSend', { mobile, type: 1 });
    const bound = await call('bindAccount', { mobile, smsCode: await p.latestSmsCode(mobile) }, player.token);
    expect((contractData('bindAccount', bound) as { user: { mobile: string } }).user.mobile).toBe(
      canonical(mobile),
    );
    // The account player can now sign in with the code too: same account.
    await skipCooldown(canonical(mobile));
    const viaPhone = contractData('accountLoginSms', await smsLogin(mobile)) as Login;
    expect(viaPhone.user.id).toBe(player.userId);

    const other = await p.registerUser();
    await skipCooldown(canonical(mobile));
    expect((await call('smsSend', { mobile, type: 1 })).errcode).toBe(ERR.MOBILE_TAKEN);
    const second = newNumber();
    await call('smsSend', { mobile: second, type: 1 });
    const again = await call(
      'bindAccount',
      { mobile: second, smsCode: await p.latestSmsCode(second) },
      player.token,
    );
    expect(again.errcode).toBe(ERR.MOBILE_ALREADY_BOUND);
    expect(other.user.mobile).toBe('');
  });

  it('keeps the outbox behind GET /dev/sms-outbox for dev and test', async () => {
    const mobile = newNumber();
    await call('smsSend', { mobile, type: LOGIN });
    const res = await p.app.inject({ method: 'GET', url: `/dev/sms-outbox?mobile=${mobile}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      errcode: 0,
      data: {
        mobile: canonical(mobile),
        messages: [{ code: await p.latestSmsCode(mobile), purpose: LOGIN }],
      },
    });
    const bad = await p.app.inject({ method: 'GET', url: '/dev/sms-outbox?mobile=12345' });
    expect(bad.statusCode).toBe(400);
  });

  it('leaves the ledger reconciled after all of it', async () => {
    expect((await reconcile(p.db)).offenders).toEqual([]);
  });
});
