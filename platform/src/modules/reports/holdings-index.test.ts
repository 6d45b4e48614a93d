import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { queryRows } from '../../db/client';
import { kindsOf } from '../../ledger/kind-classes';
import { openTestPglite } from '../../testing';

// holdingsAt sums the safebox and hold rows through a partial index whose predicate names their kinds: a kind
// added to either class must be added to the index too, or the opening balances would read the whole ledger.
describe('the holdings index', () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await openTestPglite();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('covers exactly the safebox and held kinds of kind-classes.ts', async () => {
    const [row] = await queryRows<{ def: string }>(
      h.db,
      sql`select indexdef as def from pg_indexes where indexname = 'ledger_holding_kinds_idx'`,
    );
    const named = [...(row?.def ?? '').matchAll(/'([A-Za-z]+)'::text/g)].map((m) => m[1]).sort();
    expect(named).toEqual([...kindsOf('safebox'), ...kindsOf('held')].sort());
  });
});
