// The statements every spin sends go straight to node-postgres: their SQL is raw text with values, so
// drizzle's compiler (an entity check per chunk) and its prepared-query object, tracing spans and config copy
// per call are pure overhead there. The rounds bench's platform profile had them at ~15 % of a spin's CPU.
import { SQL, StringChunk } from 'drizzle-orm';
import pg from 'pg';

/**
 * Text and values of a raw SQL (strings, nested `sql`, primitive values), numbered `$1…` in order as drizzle
 * numbers them; null when it holds anything else (a column, a table, a Param…), for drizzle's own compiler.
 */
export function compileRaw(query: SQL): { sql: string; params: unknown[] } | null {
  const text: string[] = [];
  const params: unknown[] = [];
  return walk(query, text, params) ? { sql: text.join(''), params } : null;
}

function walk(query: SQL, text: string[], params: unknown[]): boolean {
  // sql.raw / inlineParams(): drizzle writes the values into the text; leave those to it.
  if ((query as unknown as { shouldInlineParams: boolean }).shouldInlineParams) return false;
  for (const chunk of query.queryChunks) {
    if (chunk instanceof StringChunk) text.push(chunk.value.join(''));
    else if (chunk instanceof SQL) {
      if (!walk(chunk, text, params)) return false;
    } else if (chunk === undefined) {
      // drizzle writes nothing for it either
    } else if (
      chunk === null ||
      typeof chunk === 'string' ||
      typeof chunk === 'number' ||
      typeof chunk === 'boolean' ||
      typeof chunk === 'bigint'
    ) {
      params.push(chunk);
      text.push(`$${params.length}`);
    } else return false;
  }
  return true;
}

// The parsers drizzle's node-postgres driver gives a raw query (times stay text), so answers do not change.
const KEEP_TEXT = new Set<number>([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1231,
  1115,
  1185,
  1187,
  1182,
]);
const asText = (value: string) => value;
const types = {
  getTypeParser: (typeId: number, format?: string) =>
    KEEP_TEXT.has(typeId) ? asText : pg.types.getTypeParser(typeId, format as 'text'),
};

/** The node-postgres pool or transaction client behind a drizzle handle; null on PGlite. */
export function pgClientOf(session: unknown): pg.Pool | pg.Client | null {
  const client = (session as { client?: unknown }).client;
  return client instanceof pg.Pool || client instanceof pg.Client ? client : null;
}

/** A named (prepared) statement on node-postgres, with drizzle's raw-query parsers. */
export async function queryNamed<T>(
  client: pg.Pool | pg.Client,
  name: string,
  text: string,
  values: unknown[],
): Promise<T[]> {
  const result = await client.query({ name, text, values, types } as pg.QueryConfig);
  return result.rows as T[];
}

// One set of StringChunks per template literal: a tagged template's strings array is the same object on every
// call from one place in the code, and drizzle never changes a chunk.
const chunksOf = new WeakMap<TemplateStringsArray, StringChunk[]>();

/**
 * drizzle's `sql` for the statements every spin builds: the same SQL object (it composes with `sql` both ways
 * and drizzle compiles it alike), without what `sql` costs on each call — a new StringChunk per piece of text and
 * an entity check of every chunk, only to list tables used (none in raw text).
 */
export function hotSql(strings: TemplateStringsArray, ...values: unknown[]): SQL {
  let texts = chunksOf.get(strings);
  if (texts === undefined) {
    texts = strings.map((s) => new StringChunk(s));
    chunksOf.set(strings, texts);
  }
  const chunks: unknown[] = [texts[0]];
  for (let i = 0; i < values.length; i++) chunks.push(values[i], texts[i + 1]);
  const query = new SQL([]);
  (query as { queryChunks: unknown[] }).queryChunks = chunks;
  return query;
}
