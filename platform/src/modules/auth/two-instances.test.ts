import { AUTH_MODE } from '@casino/contracts/enums';
import { ERR } from '@casino/contracts/errors';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { caller, dbKinds } from '../../test-support';
import { startTestPlatform, type TestPlatform } from '../../testing';

// Two platform instances serving one database (DESIGN §11): what one instance counts or keeps, the other sees.
describe.each(dbKinds)('two platform instances on one database ($kind)', ({ databaseServerUrl }) => {
  let a: TestPlatform;
  let b: TestPlatform;
  let callA: ReturnType<typeof caller>;
  let callB: ReturnType<typeof caller>;

  beforeAll(async () => {
    a = await startTestPlatform({ databaseServerUrl });
    b = await startTestPlatform({ shareDatabaseOf: a });
    callA = caller(a.app);
    callB = caller(b.app);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const loginOn = (call: ReturnType<typeof caller>, account: string, password: string, ip: string) =>
    call('accountLogin', { account, password }, undefined, { 'x-forwarded-for': ip });

  it('five wrong passwords split across both instances lock the account on both, until the lock ends', async () => {
    await a.registerUser({ account: 'split_guess', password: 'secret123' });
    const stranger = '203.0.113.77';
    const answers: number[] = [];
    for (const call of [callA, callB, callA, callB, callB]) {
      answers.push((await loginOn(call, 'split_guess', 'wrong-pass', stranger)).errcode);
    }
    expect(answers).toEqual([...Array(4).fill(ERR.WRONG_CREDENTIALS), ERR.ACCOUNT_LOCKED]);
    // The right password from that client is refused by either instance.
    expect((await loginOn(callA, 'split_guess', 'secret123', stranger)).errcode).toBe(ERR.ACCOUNT_LOCKED);
    expect((await loginOn(callB, 'split_guess', 'secret123', stranger)).errcode).toBe(ERR.ACCOUNT_LOCKED);
    // Fifteen minutes on, that client may sign in again, through either instance.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 15 * 60_000 + 1000);
      expect((await loginOn(callB, 'split_guess', 'secret123', stranger)).errcode).toBe(0);
      expect((await loginOn(callA, 'split_guess', 'secret123', stranger)).errcode).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a name that is no account locks the same way across both instances', async () => {
    const answers: number[] = [];
    for (const call of [callB, callA, callB, callA, callA, callB]) {
      answers.push((await loginOn(call, 'nobody_split', 'wrong-pass', '203.0.113.78')).errcode);
    }
    expect(answers).toEqual([
      ...Array(4).fill(ERR.WRONG_CREDENTIALS),
      ERR.ACCOUNT_LOCKED,
      ERR.ACCOUNT_LOCKED,
    ]);
  });

  it('an SMS code sent through one instance reads through the other and registers there', async () => {
    const mobile = '+639171239876';
    expect((await callA('smsSend', { mobile, type: AUTH_MODE.register })).errcode).toBe(0);
    const [sent] = await b.readSmsOutbox(mobile);
    expect(sent).toMatchObject({ mobile, purpose: AUTH_MODE.register });
    const res = await b.app.inject({ method: 'GET', url: `/dev/sms-outbox?mobile=${mobile}` });
    expect(res.json()).toMatchObject({ data: { messages: [{ code: sent!.code }] } });
    const registered = await callB('accountRegist4', {
      mobile,
      smsCode: sent!.code,
      password: 'secret123',
      eligibilityAccepted: true,
    });
    expect(registered.errcode).toBe(0);
  });
});
