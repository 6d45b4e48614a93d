import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { compileRaw, hotSql } from './hot-query';
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

describe('hotSql', () => {
  const dialect = new PgDialect();
  it('builds the SQL drizzle`s sql builds, nested either way, and reuses nothing a call changes', () => {
    const frag = (n: number) => hotSql`x = ${n} and ${sql`y = ${'a'}`}`;
    const q = (n: number) =>
      hotSql`select ${n}::int, ${frag(n + 1)} from t where ${sql`z = ${hotSql`${n}`}`}`;
    const like = (n: number) =>
      sql`select ${n}::int, ${sql`x = ${n + 1} and ${sql`y = ${'a'}`}`} from t where ${sql`z = ${sql`${n}`}`}`;
    for (const n of [1, 2]) {
      expect(dialect.sqlToQuery(q(n))).toEqual(dialect.sqlToQuery(like(n)));
      expect(compileRaw(q(n))).toEqual(compileRaw(like(n)));
    }
  });
});
