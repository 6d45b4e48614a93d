import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { compileRaw } from './hot-query';
import { users } from './schema';

// compileRaw must number and order values exactly as drizzle's compiler does, or a prepared statement's
// parameters would be bound to the wrong places.
describe('compileRaw', () => {
  const dialect = new PgDialect();
  it('gives the same text and values as drizzle for nested raw SQL', () => {
    const inner = (n: number) => sql`(select ${n}::int where ${'a'}::text <> ${null})`;
    const q = sql`with x as (${inner(1)}) select ${inner(2)}, ${true}, ${undefined}${sql``} from x where y = ${'b'}`;
    const { sql: text, params } = dialect.sqlToQuery(q);
    expect(compileRaw(q)).toEqual({ sql: text, params });
  });
  it('leaves SQL holding columns, tables or inlined values to drizzle', () => {
    expect(compileRaw(sql`select ${users.id} from ${users}`)).toBeNull();
    expect(compileRaw(sql`select ${sql.raw('1')}`)).toEqual({ sql: 'select 1', params: [] });
    expect(compileRaw(sql`select ${1}`.inlineParams())).toBeNull();
  });
});
