import { ERR } from '@casino/contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../../test-support';
import { startTestPlatform, type TestPlatform } from '../../testing';
import { LOGIN_GLOBAL_MAX_FAILURES } from './login-guard';

describe('wrong passwords: no account enumeration, no lock-out of the player by strangers', () => {
  let p: TestPlatform;
  let call: ReturnType<typeof caller>;
  const login = (account: string, password: string, ip: string) =>
    call('accountLogin', { account, password }, undefined, { 'x-forwarded-for': ip });

  beforeAll(async () => {
    p = await startTestPlatform();
    call = caller(p.app);
  });
  afterAll(async () => {
    await p?.close();
  });

  async function player(account: string, ip: string) {
    const r = await call(
      'accountRegist',
      { account, password: 'secret123', eligibilityAccepted: true },
      undefined,
      { 'x-forwarded-for': ip },
    );
    expect(r.errcode).toBe(0);
  }

  it('an unknown account answers exactly as a registered one, lock included', async () => {
    await player('real_one', '192.0.2.1');
    const attempts = async (account: string) => {
      const seen: [number, string][] = [];
      for (let i = 0; i < 7; i++) {
        const r = await login(account, 'wrong-pass', '203.0.113.50');
        seen.push([r.errcode, r.msg.replace(/\d{1,2}:\d{2}\s?[AP]M/, 'HH:MM')]);
      }
      return seen;
    };
    const known = await attempts('real_one');
    const unknown = await attempts('no_such_one');
    expect(known.map(([code]) => code)).toEqual([
      ...Array(4).fill(ERR.WRONG_CREDENTIALS),
      ...Array(3).fill(ERR.ACCOUNT_LOCKED),
    ]);
    expect(unknown).toEqual(known);
  });

  it("a stranger's five wrong passwords lock only the stranger's client: the player signs in from theirs", async () => {
    await player('victim_one', '192.0.2.2');
    for (let i = 0; i < 5; i++) await login('victim_one', 'wrong-pass', '203.0.113.66');
    expect((await login('victim_one', 'secret123', '203.0.113.66')).errcode).toBe(ERR.ACCOUNT_LOCKED);
    expect((await login('victim_one', 'secret123', '192.0.2.2')).errcode).toBe(0);
    // and from a new device too: one stranger is not enough for the backstop
    expect((await login('victim_one', 'secret123', '192.0.2.99')).errcode).toBe(0);
  });

  it('guessing from many addresses hits the backstop: new clients are held, the player’s own device is not — same answers for an unknown name', async () => {
    await player('victim_two', '192.0.2.3');
    const spread = async (account: string) => {
      for (let i = 0; i < LOGIN_GLOBAL_MAX_FAILURES; i++) {
        const r = await login(account, 'wrong-pass', `198.18.${i >> 2}.${i}`);
        expect([ERR.WRONG_CREDENTIALS, ERR.ACCOUNT_LOCKED]).toContain(r.errcode);
      }
    };
    await spread('victim_two');
    await spread('nobody_two');
    // a client never seen before: held, whether or not the account exists
    expect((await login('victim_two', 'secret123', '198.19.0.1')).errcode).toBe(ERR.ACCOUNT_LOCKED);
    expect((await login('nobody_two', 'secret123', '198.19.0.1')).errcode).toBe(ERR.ACCOUNT_LOCKED);
    // the device the player signed up from still signs in
    expect((await login('victim_two', 'secret123', '192.0.2.3')).errcode).toBe(0);
  });
});
