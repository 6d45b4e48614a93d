import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../test-support';
import { PAYOUT_PIN, startTestPlatform, type TestPlatform } from '../testing';

// Bodies the contract accepts and a business rule refuses: each 400 still says which field is wrong.
describe('business-rule 400s name the field', () => {
  let p: TestPlatform;
  let call: ReturnType<typeof caller>;
  let token: string;

  beforeAll(async () => {
    p = await startTestPlatform({ payoutReadyPlayers: true });
    call = caller(p.app);
    token = (await p.createUserSession()).token;
  });
  afterAll(async () => {
    await p?.close();
  });

  const cases: [string, Record<string, unknown>, string][] = [
    ['updateProfile', { nickname: ' ' }, 'nickname'],
    ['updateProfile', { nickname: '<b>x</b>' }, 'nickname'],
    [
      'addBankInfo',
      { code: PAYOUT_PIN, bankId: 11, accountName: '12', accountNo: '0012345678' },
      'accountName',
    ],
    [
      'addBankInfo',
      { code: PAYOUT_PIN, bankId: 999_999, accountName: 'Juan Dela Cruz', accountNo: '0012345678' },
      'bankId',
    ],
    ['modifyBankInfo', { code: PAYOUT_PIN, id: 999_999, isDefault: true }, 'id'],
    ['delBankInfo', { id: 999_999 }, 'id'],
    [
      'exchange',
      { code: PAYOUT_PIN, amount: 50_000, userBankId: 999_999, requestId: 'issue-0001-abcd' },
      'userBankId',
    ],
    ['rechargeOrderCreate', { rechargeTypeId: 999_999, amount: 20_000 }, 'rechargeTypeId'],
    ['betRecordReport', { startDate: '2026-02-30', endDate: '2026-03-01' }, 'startDate'],
    ['betRecordReport', { startDate: '2026-03-02', endDate: '2026-03-01' }, 'endDate'],
  ];

  it.each(cases)('%s %j → issues name %s', async (name, body, field) => {
    const res = await call(name, body, token);
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: field, message: expect.any(String) }]);
  });

  it('forgetPassword with a code and a password of the wrong lengths names a field', async () => {
    const res = await call('forgetPassword', { mobile: '09171234567', code: '1', password: 'x' });
    expect(res.status).toBe(400);
    expect((res.body.issues as { path: string }[])[0]?.path).toMatch(/^(smsCode|code|password)$/);
  });
});
