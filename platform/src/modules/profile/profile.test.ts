import { Writable } from 'node:stream';
import { ERR } from '@casino/contracts/errors';
import { ageOn } from '@casino/contracts/manila-day';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcile } from '../../ledger/reconcile';
import { caller, contractData, dbKinds } from '../../test-support';
import { type RegisteredUser, startTestPlatform, type TestPlatform } from '../../testing';

interface UserAnswer {
  user: { nickname: string; avatar: string; pid: number; hasUserOther: boolean };
}

/** Today minus `years` years, YYYY-MM-DD (UTC is close enough: the tests keep a day's margin). */
function yearsAgo(years: number, extraDays = 0): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + extraDays);
  return d.toISOString().slice(0, 10);
}

describe.each(dbKinds)('profile and inviter on $kind', ({ databaseServerUrl }) => {
  let p: TestPlatform;
  let call: ReturnType<typeof caller>;
  let juan: RegisteredUser;
  beforeAll(async () => {
    p = await startTestPlatform({ databaseServerUrl });
    call = caller(p.app);
    juan = await p.registerUser();
  });
  afterAll(async () => {
    await p?.close();
  });

  it('changes nickname and avatar from the shipped set', async () => {
    const r = contractData(
      'updateProfile',
      await call('updateProfile', { nickname: '  Juan  🎰 ', avatar: '7' }, juan.token),
    ) as UserAnswer;
    expect(r.user).toMatchObject({ nickname: 'Juan 🎰', avatar: '7' });
    const unknown = await call('updateProfile', { avatar: '11' }, juan.token);
    expect([unknown.status, unknown.msg]).toEqual([
      400,
      'Invalid request: avatar: choose one of 1, 2, 3, 4, 5, 6, 7, 8, 9, 10',
    ]);
  });

  it('refuses markup, SQL-ish text, invisible and direction-changing characters in a nickname', async () => {
    for (const nickname of [
      '<b>Juan</b>',
      "x'; drop table users;--",
      'Ju\u202Ean',
      'Ju\u200Ban',
      'a\u0007b',
    ]) {
      const r = await call('updateProfile', { nickname }, juan.token);
      expect({ nickname, status: r.status, msg: r.msg }).toEqual({
        nickname,
        status: 400,
        msg: 'Invalid request: nickname: use letters, numbers, emoji, spaces and . _ - only',
      });
    }
    const long = await call('updateProfile', { nickname: 'x'.repeat(17) }, juan.token);
    expect(long.msg).toBe('Invalid request: nickname: must be 2-16 characters');
    const user = contractData(
      'getAfterLoginInfoWeb',
      await call('getAfterLoginInfoWeb', {}, juan.token),
    ) as UserAnswer;
    expect(user.user.nickname).toBe('Juan 🎰');
  });

  it('saves personal details only for players 21 and older, and a plausible address', async () => {
    const minor = await call('updateAppUserOther', { birthday: yearsAgo(21, 2) }, juan.token);
    expect([minor.errcode, minor.msg]).toEqual([ERR.UNDERAGE, 'You must be 21 or older to play.']);
    const notADate = await call('updateAppUserOther', { birthday: '1990-02-30' }, juan.token);
    expect([notADate.status, notADate.msg]).toEqual([400, 'Invalid request: birthday: not a calendar date']);
    const badName = await call('updateAppUserOther', { realName: 'Juan <script>' }, juan.token);
    expect(badName.status).toBe(400);

    const birthday = yearsAgo(21, -2);
    const saved = await call(
      'updateAppUserOther',
      { realName: ' Juan  Dela Cruz ', birthday, email: 'Juan@Example.PH', gender: 'male' },
      juan.token,
    );
    expect(contractData('updateAppUserOther', saved)).toMatchObject({
      realName: 'Juan Dela Cruz',
      birthday,
      email: 'juan@example.ph',
      gender: 'male',
      occupation: '',
      address: null,
    });
    const address = {
      recipient: 'Juan Dela Cruz',
      mobile: '0917 123 4567',
      province: 'Metro Manila',
      city: 'Quezon City',
      barangay: 'Bagumbayan',
      street: '12 Mabini St.',
      postalCode: '1110',
    };
    const addr = contractData('updateAddress', await call('updateAddress', address, juan.token)) as {
      address: { mobile: string };
    };
    expect(addr.address.mobile).toBe('+639171234567');
    const other = contractData('appUserOther', await call('appUserOther', {}, juan.token));
    expect(other).toMatchObject({ realName: 'Juan Dela Cruz', address: { city: 'Quezon City' } });
    const info = contractData(
      'getAfterLoginInfoWeb',
      await call('getAfterLoginInfoWeb', {}, juan.token),
    ) as UserAnswer;
    expect(info.user.hasUserOther).toBe(true);
  });

  it('records the inviter from a share link at sign-up: by pid or invite code; an unknown one is ignored', async () => {
    const after = contractData(
      'getAfterLoginInfoWeb',
      await call('getAfterLoginInfoWeb', {}, juan.token),
    ) as {
      inviteCode: string;
      aid: number;
    };
    expect(after.aid).toBe(juan.userId);
    const byPid = await p.registerUser({ pid: juan.userId });
    expect(byPid.user.pid).toBe(juan.userId);
    const byCode = await call('accountRegist', {
      account: 'by_code_1',
      password: 'secret123',
      eligibilityAccepted: true,
      inviteCode: after.inviteCode.toLowerCase(),
    });
    expect((byCode.data as UserAnswer).user.pid).toBe(juan.userId);
    const ghost = await p.registerUser({ pid: 9_999_999 });
    expect(ghost.user.pid).toBe(0);
  });

  it('sets the inviter once with agentFill: never self, never unknown, never a loop, never a change', async () => {
    const a = await p.registerUser();
    const b = await p.registerUser();
    const c = await p.registerUser();
    const fill = (who: RegisteredUser, pid: number) => call('agentFill', { pid }, who.token);
    expect((await fill(a, a.userId)).errcode).toBe(ERR.PARENT_INVALID);
    expect((await fill(a, 9_999_999)).errcode).toBe(ERR.PARENT_INVALID);
    expect((await fill(b, a.userId)).errcode).toBe(0);
    expect((await fill(c, b.userId)).errcode).toBe(0);
    // a → c would close the loop a ← b ← c.
    const loop = await fill(a, c.userId);
    expect([loop.errcode, loop.msg]).toEqual([
      ERR.PARENT_INVALID,
      'This player was invited by you and cannot be your inviter.',
    ]);
    const change = await fill(b, c.userId);
    expect([change.errcode, change.msg]).toEqual([
      ERR.PARENT_ALREADY_SET,
      'Your inviter is already recorded and cannot be changed.',
    ]);
    const info = contractData(
      'getAfterLoginInfoWeb',
      await call('getAfterLoginInfoWeb', {}, b.token),
    ) as UserAnswer;
    expect(info.user.pid).toBe(a.userId);
  });

  it('counts age in whole years', () => {
    expect(ageOn('2004-03-15', '2025-03-14')).toBe(20);
    expect(ageOn('2004-03-15', '2025-03-15')).toBe(21);
  });

  it('leaves the ledger reconciled after all of it', async () => {
    expect((await reconcile(p.db)).offenders).toEqual([]);
  });
});

describe('logs', () => {
  it('never carry a password, SMS code or token', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const p = await startTestPlatform({ databaseServerUrl: null, logger: { level: 'trace', stream } });
    try {
      const call = caller(p.app);
      const reg = await p.registerUser({ mobile: '09175550101', password: 'LogSecret99' });
      await call('accountLogin', { account: '09175550101', password: 'LogSecret99' }, undefined, {
        authorization: reg.token,
      });
      await call('accountLogin', { account: '09175550101', password: 'WrongSecret1' });
      await call('refreshData', {}, reg.token);
      const code = await p.latestSmsCode('09175550101');
      const text = lines.join('');
      expect(lines.length).toBeGreaterThan(5);
      expect(text).toContain('sandbox SMS kept in the outbox');
      for (const secret of ['LogSecret99', 'WrongSecret1', reg.token, `"${code}"`, `${code} is your`]) {
        expect(text).not.toContain(secret);
      }
    } finally {
      await p.close();
    }
  });
});
