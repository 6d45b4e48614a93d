import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliActor } from '../core/audit';
import { queryRows } from '../db/client';
import { totpCodeAt } from '../modules/operators';
import { createTestOperator, postOpsCall, startTestPlatform, type TestPlatform } from '../testing';
import { startOpsChannel } from './channel';
import { runOps } from './commands';

const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));
const TSX = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));

/** Runs the real CLI process with standard input, as an operator types it. */
function runCli(
  argv: string[],
  stdin: string,
  env: Record<string, string>,
): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      TSX,
      [CLI, ...argv],
      { env: { ...process.env, ...env } },
      (err, stdout, stderr) => {
        resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, out: `${stdout}${stderr}` });
      },
    );
    child.stdin?.end(stdin);
  });
}

describe('operators from the ops CLI', () => {
  let p: TestPlatform;
  const dir = mkdtempSync(join(tmpdir(), 'ops-cli-'));
  beforeAll(async () => {
    p = await startTestPlatform();
  });
  afterAll(async () => {
    await p?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const ctx = () => ({ db: p.db, invalidate: () => p.app.platform.catalogue.invalidate() });

  it('creates the first admin from standard input, printing one JSON line; the admin signs in with the secret', async () => {
    const out = await runOps({ ...ctx(), stdin: 'first admin password\n', actor: cliActor('ana') }, [
      'operator',
      'add',
      'boss',
      '--role',
      'admin',
    ]);
    expect(out.split('\n')).toHaveLength(1);
    const made = JSON.parse(out) as { id: number; login: string; totpSecret: string };
    expect(made).toEqual({
      id: expect.any(Number),
      login: 'boss',
      totpSecret: expect.stringMatching(/^[A-Z2-7]+$/),
    });
    const login = await postOpsCall(p.app, 'operatorLogin', {
      login: 'boss',
      password: 'first admin password',
      totp: totpCodeAt(made.totpSecret, Date.now()),
    });
    expect(login.errcode).toBe(0);
    const rows = await queryRows<{ operator_login: string; role: string; after: unknown }>(
      p.db,
      sql`select operator_login, role, after from audit_log where action = 'operator.create' and target_id = ${String(made.id)}`,
    );
    expect(rows).toEqual([
      { operator_login: 'cli:ana', role: 'cli', after: { login: 'boss', roles: ['admin'] } },
    ]);
    await expect(
      runOps({ ...ctx(), stdin: 'short' }, ['operator', 'add', 'weak', '--role', 'admin']),
    ).rejects.toThrow(/10 to 128 characters/);
    await expect(
      runOps({ ...ctx(), stdin: 'long enough password' }, ['operator', 'add', 'x1x', '--role', 'boss']),
    ).rejects.toThrow(/--role takes one of support, kyc/);
  });

  it('gives the last admin a way back in: a new password and secret printed once, roles changed by name', async () => {
    const lost = await createTestOperator(p.db, ['admin']);
    const out = await runOps({ ...ctx(), actor: cliActor('ana') }, [
      'operator',
      'reissue',
      lost.login,
      'Lost',
      'the',
      'phone',
    ]);
    const fresh = JSON.parse(out) as { password: string; totpSecret: string; sessionsEnded: number };
    expect(fresh).toMatchObject({ login: lost.login, sessionsEnded: 1 });
    expect((await postOpsCall(p.app, 'operatorMe', {}, lost.token)).status).toBe(401);
    const back = await postOpsCall(p.app, 'operatorLogin', {
      login: lost.login,
      password: fresh.password,
      totp: totpCodeAt(fresh.totpSecret, Date.now()),
    });
    expect(back.errcode).toBe(0);

    expect(
      await runOps({ ...ctx(), actor: cliActor('ana') }, [
        'operator',
        'roles',
        lost.login,
        '--role',
        'finance',
        '--role',
        'admin',
        'Also',
        'signs',
        'payouts',
      ]),
    ).toBe(`operator ${lost.login} now has roles finance, admin`);
    const [row] = await queryRows<{ operator_login: string; reason: string }>(
      p.db,
      sql`select operator_login, reason from audit_log where action = 'operator.roles' and target_id = ${String(lost.id)}`,
    );
    expect(row).toEqual({ operator_login: 'cli:ana', reason: 'Also signs payouts' });
    await expect(
      runOps({ ...ctx(), actor: cliActor('ana') }, ['operator', 'reissue', lost.login]),
    ).rejects.toThrow(/say why/);
  });

  it('audits every changing command as cli:<os user>, with its arguments, and not the reads', async () => {
    await runOps({ ...ctx(), actor: cliActor('ana') }, ['maintenance', 'on', '--title', 'Upgrade']);
    await runOps({ ...ctx(), actor: cliActor('ana') }, ['maintenance', 'off']);
    await runOps({ ...ctx(), actor: cliActor('ana') }, ['status']);
    const rows = await queryRows<{ action: string; operator_login: string; after: { args: string[] } }>(
      p.db,
      sql`select action, operator_login, after from audit_log where operator_login = 'cli:ana' and action like 'cli.%' order by id`,
    );
    expect(rows.map((r) => [r.action, r.after.args])).toEqual([
      ['cli.maintenance', ['on', '--title', 'Upgrade']],
      ['cli.maintenance', ['off']],
    ]);
  });

  it('files a command about one player under that player, so their audit tab lists it', async () => {
    const { userId } = await p.createUserSession();
    await runOps({ ...ctx(), actor: cliActor('ana') }, [
      'mail',
      'send',
      '--to',
      String(userId),
      '--title',
      'Hello',
      '--body',
      'A note from the team',
    ]);
    const audit = await postOpsCall(
      p.app,
      'auditLog',
      { targetUserId: userId },
      (await createTestOperator(p.db, ['support'])).token,
    );
    expect((audit.data as { list: unknown[] }).list).toEqual([
      expect.objectContaining({
        action: 'cli.mail',
        operatorId: null,
        operatorLogin: 'cli:ana',
        targetType: 'player',
      }),
    ]);
  });

  it('passes the password typed into the CLI process over the socket to the running platform (PGlite)', async () => {
    const pgliteDir = join(dir, 'pglite');
    const channel = await startOpsChannel(p.app, pgliteDir);
    try {
      const res = await runCli(
        ['operator', 'add', 'sock.admin', '--role', 'admin', '--role', 'finance'],
        'typed on stdin 123\n',
        {
          PGLITE_DIR: pgliteDir,
          DATABASE_URL: '',
        },
      );
      expect(res.code, res.out).toBe(0);
      const made = JSON.parse(res.out.trim()) as { login: string; totpSecret: string };
      expect(made.login).toBe('sock.admin');
      const login = await postOpsCall(p.app, 'operatorLogin', {
        login: 'sock.admin',
        password: 'typed on stdin 123',
        totp: totpCodeAt(made.totpSecret, Date.now()),
      });
      expect(login.data).toMatchObject({ operator: { roles: ['admin', 'finance'] } });
      const [row] = await queryRows<{ operator_login: string }>(
        p.db,
        sql`select operator_login from audit_log where action = 'operator.create' order by id desc limit 1`,
      );
      expect(row!.operator_login).toMatch(/^cli:.+/);
    } finally {
      await channel.close();
    }
  }, 60_000);
});
