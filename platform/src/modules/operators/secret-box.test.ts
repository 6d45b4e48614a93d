import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OPS_ERR } from '@casino/contracts/ops-errors';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { dbKinds } from '../../test-support';
import { createTestOperator, postOpsCall, startTestPlatform, type TestPlatform } from '../../testing';
import { keyFromFile, openSecret, resolveOpsSecretKey, sealPlainTotpSecrets, sealSecret } from './secret-box';
import { totpCodeAt } from './totp';

describe('the TOTP secret key', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'ops-key-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses to start in production without OPS_SECRET_KEY, and takes a 32-byte key in hex or base64', () => {
    expect(() => resolveOpsSecretKey({ env: {}, production: true, keyFile: join(dir, 'never') })).toThrow(
      /OPS_SECRET_KEY is not set/,
    );
    expect(() => statSync(join(dir, 'never'))).toThrow(); // no key made up on the machine
    const key = randomBytes(32);
    expect(resolveOpsSecretKey({ env: { OPS_SECRET_KEY: key.toString('hex') }, production: true })).toEqual(
      key,
    );
    expect(
      resolveOpsSecretKey({ env: { OPS_SECRET_KEY: key.toString('base64') }, production: true }),
    ).toEqual(key);
    expect(() => resolveOpsSecretKey({ env: { OPS_SECRET_KEY: 'short' }, production: true })).toThrow(
      /32 bytes/,
    );
  });

  it('on the embedded default makes one key file, readable by its owner only, and keeps it', () => {
    const file = join(dir, 'data', 'ops-secret.key');
    const first = resolveOpsSecretKey({ env: {}, production: false, keyFile: file });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(keyFromFile(file)).toEqual(first);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.toString('hex'));
  });

  it('seals with AES-256-GCM: a fresh nonce each time, and another key or a changed byte does not open it', () => {
    const key = randomBytes(32);
    const a = sealSecret('JBSWY3DPEHPK3PXP', key);
    const b = sealSecret('JBSWY3DPEHPK3PXP', key);
    expect(a).not.toBe(b);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(openSecret(a, key)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => openSecret(a, randomBytes(32))).toThrow();
    const flipped = `${a.slice(0, -2)}${a.at(-2) === 'A' ? 'B' : 'A'}${a.at(-1)}`;
    expect(() => openSecret(flipped, key)).toThrow();
  });
});

describe.each(dbKinds)('TOTP secrets at rest on $kind', ({ databaseServerUrl }) => {
  let p: TestPlatform;
  beforeAll(async () => {
    p = await startTestPlatform({ databaseServerUrl });
  });
  afterAll(async () => {
    await p?.close();
  });

  const stored = async (id: number) =>
    (await queryRows<{ s: string }>(p.db, sql`select totp_secret as s from operators where id = ${id}`))[0]!
      .s;

  it('the database column never holds the secret, and signing in with its code still works', async () => {
    const op = await createTestOperator(p.db, ['support']);
    const column = await stored(op.id);
    expect(column).not.toContain(op.totpSecret);
    expect(column.startsWith('v1:')).toBe(true);
    const now = Date.now();
    const ok = await postOpsCall(p.app, 'operatorLogin', {
      login: op.login,
      password: op.password,
      // The next step's code: the helper's sign-in spent the current one.
      totp: totpCodeAt(op.totpSecret, now + 30_000),
    });
    expect(ok.errcode, ok.msg).toBe(0);
  });

  it('seals a secret an older version stored in clear, once; that operator signs in as before', async () => {
    const op = await createTestOperator(p.db, ['support']);
    await p.db.execute(
      sql`update operators set totp_secret = ${op.totpSecret}, totp_last_step = 0 where id = ${op.id}`,
    );
    expect(await sealPlainTotpSecrets(p.db)).toBeGreaterThanOrEqual(1);
    expect(await sealPlainTotpSecrets(p.db)).toBe(0);
    const column = await stored(op.id);
    expect(column).not.toContain(op.totpSecret);
    const wrong = await postOpsCall(p.app, 'operatorLogin', {
      login: op.login,
      password: op.password,
      totp: '000000',
    });
    expect(wrong.errcode).toBe(OPS_ERR.TOTP_WRONG);
    const ok = await postOpsCall(p.app, 'operatorLogin', {
      login: op.login,
      password: op.password,
      totp: totpCodeAt(op.totpSecret, Date.now()),
    });
    expect(ok.errcode, ok.msg).toBe(0);
  });
});
