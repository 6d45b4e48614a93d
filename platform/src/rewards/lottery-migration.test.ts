import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, openDb, queryRows } from '../db/client';
import { reconcileProps } from './reconcile-props';

// The migration that moved users.lottery onto the props ledger, run on a database holding tickets the old way.
describe('users.lottery moves onto the lottery-ticket prop', () => {
  const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('gives every holder the same number of tickets as props, with an opening ledger row', async () => {
    cpSync(MIGRATIONS_DIR, dir, { recursive: true });
    const journalPath = join(dir, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
    const moveAt = journal.entries.findIndex((e) => e.tag.endsWith('lottery-to-props'));
    expect(moveAt).toBeGreaterThan(0);
    // the schema as it was before the move
    writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, moveAt) }));
    const handle = await openDb({ pgliteDir: 'memory://', migrate: false });
    try {
      const db = handle.db as unknown as Parameters<typeof migrate>[0];
      await migrate(db, { migrationsFolder: dir });
      await handle.db.execute(
        sql`insert into users (uuid, nickname, lottery) values ('u1', 'a', 3), ('u2', 'b', 0), ('u3', 'c', 12)`,
      );
      writeFileSync(journalPath, JSON.stringify(journal));
      await migrate(db, { migrationsFolder: dir });
      const held = await queryRows<{ uuid: string; balance: string | null }>(
        handle.db,
        sql`select u.uuid, p.balance::text as balance from users u
              left join user_props p on p.user_id = u.id and p.prop_id = 80001 order by u.uuid`,
      );
      expect(held).toEqual([
        { uuid: 'u1', balance: '3' },
        { uuid: 'u2', balance: null },
        { uuid: 'u3', balance: '12' },
      ]);
      expect((await reconcileProps(handle.db)).offenders).toEqual([]);
      const columns = await queryRows<{ n: string }>(
        handle.db,
        sql`select count(*)::text as n from information_schema.columns where table_name = 'users' and column_name = 'lottery'`,
      );
      expect(columns[0]?.n).toBe('0');
    } finally {
      await handle.close();
    }
    // migrating a fresh PGlite from scratch, twice: slow on a busy machine
  }, 300_000);
});
