import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliActor, writeAudit } from '../core/audit';
import { queryRows } from '../db/client';
import { recordFindings } from '../modules/compliance/aml-detect';
import { dbKinds } from '../test-support';
import { startTestPlatform, type TestPlatform } from '../testing';
import { prune } from './prune';

// AML rules keep records at least 5 years (RA 10927): whatever pruning runs — `ops prune`, the daily prune, every
// background job of the platform — ledger, KYC, AML and audit rows younger than that stay, and the database
// itself refuses deleting them.

const YEAR_MS = 365.25 * 86_400_000;

/** The database's own words when it refuses a statement ('done' when it did not). */
async function refusal(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
    return 'done';
  } catch (err) {
    const e = err as { message?: string; cause?: { message?: string } };
    return `${e.cause?.message ?? ''} ${e.message ?? ''}`;
  }
}

describe.each(dbKinds)('5-year retention on $kind', ({ databaseServerUrl }) => {
  let p: TestPlatform;
  beforeAll(async () => {
    p = await startTestPlatform({ databaseServerUrl });
  });
  afterAll(() => p?.close());

  const count = async (table: string, userId: number) =>
    Number(
      (
        await queryRows<{ n: string }>(
          p.db,
          sql`select count(*)::text as n from ${sql.identifier(table)} where ${sql.identifier(
            table === 'audit_log' ? 'target_user_id' : 'user_id',
          )} = ${userId}`,
        )
      )[0]!.n,
    );

  it('every pruning job and `ops prune` leave 4-year-old ledger, KYC, AML and audit rows; the database refuses deleting them', async () => {
    const { userId } = await p.createUserSession();
    await p.credit(userId, 10_000);
    await p.verifyKyc(userId);
    await recordFindings(p.db, [
      {
        kind: 'covered',
        userId,
        relatedUserIds: [],
        amount: 600_000_000,
        txType: 'deposit',
        txRef: 'R-old',
        txAt: new Date(0),
        narrative: 'old covered deposit',
        dedupeKey: `retention:${userId}`,
      },
    ]);
    await writeAudit(p.db, cliActor('retention'), { action: 'cli.test', targetUserId: userId });
    // Older than every retention the jobs know (demo 30 days, event log 90, orphan uploads 7), younger than 5 years.
    const old = new Date(Date.parse('2026-01-01T00:00:00Z') - 4 * YEAR_MS).toISOString();
    await p.db.execute(sql`update ledger set created_at = ${old}::timestamptz where user_id = ${userId}`);
    await p.db.execute(
      sql`update kyc_submissions set created_at = ${old}::timestamptz where user_id = ${userId}`,
    );
    await p.db.execute(sql`update aml_items set detected_at = ${old}::timestamptz where user_id = ${userId}`);
    const tables = ['ledger', 'kyc_submissions', 'aml_items', 'audit_log'] as const;
    const counts = async () =>
      Object.fromEntries(await Promise.all(tables.map(async (t) => [t, await count(t, userId)] as const)));
    const before = await counts();
    expect(Object.values(before).every((n) => n > 0)).toBe(true);

    await prune(p.db, { demoDays: 1, eventLogDays: 1 });
    await p.ops('prune', '--demo-days', '1', '--event-days', '1');
    for (const job of p.app.platform.jobDefinitions) await job.run();

    const after = await counts();
    expect(after).toEqual(before);

    for (const table of ['ledger', 'kyc_submissions', 'aml_items']) {
      expect(
        await refusal(p.db.execute(sql`delete from ${sql.identifier(table)} where user_id = ${userId}`)),
        table,
      ).toMatch(/kept 5 years/);
    }
    expect(await refusal(p.db.execute(sql`delete from audit_log where target_user_id = ${userId}`))).toMatch(
      /append-only/,
    );
    expect(await count('ledger', userId)).toBe(before.ledger);
  });

  it('an AML record past 5 years may go (the floor is a floor, not a ban)', async () => {
    const { userId } = await p.createUserSession();
    await recordFindings(p.db, [
      {
        kind: 'covered',
        userId,
        relatedUserIds: [],
        amount: 1,
        txType: 'deposit',
        txRef: '',
        txAt: new Date(0),
        narrative: 'ancient',
        dedupeKey: `ancient:${userId}`,
      },
    ]);
    await p.db.execute(
      sql`update aml_items set detected_at = now() - interval '6 years' where user_id = ${userId}`,
    );
    await p.db.execute(sql`delete from aml_items where user_id = ${userId}`);
    expect(await count('aml_items', userId)).toBe(0);
  });
});
