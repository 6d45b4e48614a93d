// Bet history at volume: the bench's "volume" part. Loads N synthetic rounds (default 10M) and their ledger rows
// into a PostgreSQL database with generate_series (indexes dropped while loading, rebuilt after, as a restore
// would), then has a real platform on that database answer a player's history page (betRecord), the player's
// day report (betRecordReport) and the operator's day report (`ops report <day>`), and prints the plan of every
// statement those calls send (EXPLAIN ANALYZE of the very text and values, caught at the driver).
import { createRequire } from 'node:module';
import { CLIENT_DEFAULTS } from '@casino/contracts';
import { startTestPlatform } from '@casino/platform/testing';

// The platform's own node-postgres: the statements are caught where the platform sends them.
/** What this file uses of node-postgres (the tests package has no types of its own for it). */
interface PgClient {
  connect(): Promise<void>;
  end(): Promise<void>;
  query<R = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: R[] }>;
}
interface PgModule {
  Client: (new (o: { connectionString: string }) => PgClient) & { prototype: object };
  Pool: { prototype: object };
}
const pg = createRequire(import.meta.resolve('@casino/platform/testing'))('pg') as PgModule;

export const VOLUME_DB = 'bench_volume';
/** Days the synthetic rounds spread over, newest now. */
const SPAN_DAYS = 90;
/** Synthetic players; one more, the heavy player, holds 1 % of all rounds. */
const PLAYERS = 100_000;

export interface VolumeOptions {
  pgUrl: string;
  rounds: number;
  /** Keep the loaded database for the next run (it is reused when it already holds `rounds` rounds). */
  keep: boolean;
  log?: (line: string) => void;
}

export interface CaughtPlan {
  call: string;
  sql: string;
  plan: string[];
  ms: number;
  /** Every scan of game_rounds or ledger in the plan goes through an index (no Seq Scan on them). */
  indexed: boolean;
}

export interface VolumeResult {
  rounds: number;
  ledgerRows: number;
  loadSeconds: number | null;
  plans: CaughtPlan[];
}

const dbUrl = (server: string) => {
  const u = new URL(server);
  u.pathname = `/${VOLUME_DB}`;
  return u.toString();
};

async function withClient<T>(url: string, fn: (c: PgClient) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** Secondary indexes and unique constraints of a table, as statements that make them again. */
async function secondaryIndexes(c: PgClient, table: string) {
  const { rows } = await c.query<{ name: string; def: string; constraint: boolean }>(
    `select i.relname as name,
            coalesce('alter table ' || $1 || ' add constraint ' || quote_ident(con.conname) || ' ' ||
                     pg_get_constraintdef(con.oid), pg_get_indexdef(x.indexrelid)) as def,
            con.oid is not null as constraint
       from pg_index x join pg_class i on i.oid = x.indexrelid
       left join pg_constraint con on con.conindid = x.indexrelid and con.contype = 'u'
      where x.indrelid = $1::regclass and not x.indisprimary`,
    [table],
  );
  return rows;
}

/** Loads the synthetic players, rounds and ledger rows; answers the heavy player's id. */
async function load(c: PgClient, rounds: number, heavy: number, log: (s: string) => void) {
  await c.query(`set maintenance_work_mem = '256MB'`);
  const dropped: { name: string; def: string; constraint: boolean; table: string }[] = [];
  for (const table of ['game_rounds', 'ledger']) {
    for (const ix of await secondaryIndexes(c, table)) {
      dropped.push({ ...ix, table });
      await c.query(
        ix.constraint ? `alter table ${table} drop constraint ${ix.name}` : `drop index ${ix.name}`,
      );
    }
  }
  log(`[bench] volume: ${dropped.length} indexes dropped while loading`);
  await c.query(
    `insert into users (uuid, nickname) select 'volume-' || g, 'Player ' || g from generate_series(1, $1) g`,
    [PLAYERS],
  );
  const { rows } = await c.query<{ lo: number }>(
    `select min(id) as lo from users where uuid like 'volume-%'`,
  );
  const lo = Number(rows[0]!.lo);
  // Round g: every 100th is the heavy player's, the rest spread over the synthetic players; 2 % are demo;
  // one in three wins 2.5×; newest first over SPAN_DAYS.
  await c.query(
    `insert into game_rounds (round_id, session_id, request_id, user_id, game_id, engine, mode, status, bet, win,
        balance_before, balance_after, seed_id, server_seed_hash, client_seed, nonce, variant, state, created_at,
        updated_at)
     select 'v' || g, 's' || (g / 200), 'q' || g,
            case when g % 100 = 0 then $2::int else $3::int + ((g::bigint * 7919) % $4::int)::int end,
            case when g % 4 = 0 then 1002 else 1001 end, case when g % 4 = 0 then 'color' else 'slots' end,
            case when g % 50 = 1 then 'demo' else 'real' end, 'settled', 100,
            case when g % 3 = 0 then 250 else 0 end, 100000, 100000 + case when g % 3 = 0 then 150 else -100 end,
            null, md5(g::text), 'client', g % 100000, 'default', '{}'::jsonb, t, t
       from generate_series(1, $1::int) g,
            lateral (select now() - (g::float8 / $1::int * $5::int) * interval '1 day' as t) ts`,
    [rounds, heavy, lo, PLAYERS, SPAN_DAYS],
  );
  log('[bench] volume: rounds written; ledger rows next');
  await c.query(
    `insert into ledger (user_id, delta, balance_after, kind, ref_type, ref_id, reason, game_id, game_type, created_at)
     select user_id, -bet, balance_before - bet, 'bet', 'game_round', round_id, 'Bet', game_id, 1, created_at
       from game_rounds where mode = 'real' and round_id like 'v%'
     union all
     select user_id, win, balance_after, 'win', 'game_round', round_id, 'Game win', game_id, 1, created_at
       from game_rounds where mode = 'real' and round_id like 'v%' and win > 0`,
  );
  log('[bench] volume: rebuilding the indexes');
  for (const ix of dropped) await c.query(ix.def);
  await c.query('vacuum analyze game_rounds');
  await c.query('vacuum analyze ledger');
  await c.query('analyze users');
}

/**
 * node-postgres's query (on the pool, where a call's reads go, and on a checked-out client, in transactions),
 * wrapped while the calls run: each select touching game_rounds or ledger is EXPLAIN ANALYZEd first, with its
 * own values, then sent as it was.
 */
function catchPlans(plans: CaughtPlan[], current: { call: string }) {
  type Query = (...a: unknown[]) => unknown;
  const targets = [pg.Pool.prototype, pg.Client.prototype] as unknown as { query: Query }[];
  const originals = targets.map((t) => t.query);
  targets.forEach((target, i) => {
    const original = originals[i]!;
    target.query = function (this: unknown, ...args: unknown[]) {
      const first = args[0] as string | { text?: string; values?: unknown[] };
      const text = typeof first === 'string' ? first : first?.text;
      const values =
        (Array.isArray(args[1]) ? args[1] : undefined) ??
        (typeof first === 'object' ? first?.values : undefined);
      const touches = text && /\b(game_rounds|ledger)\b/.test(text) && /^\s*(with|select)\b/i.test(text);
      if (!touches || typeof args.at(-1) === 'function') return original.apply(this, args);
      const started = performance.now();
      const explain = original.call(this, `explain (analyze, buffers) ${text}`, values ?? []) as Promise<{
        rows: { 'QUERY PLAN': string }[];
      }>;
      return explain
        .then(
          (r) => {
            const plan = r.rows.map((x) => x['QUERY PLAN']);
            plans.push({
              call: current.call,
              sql: text!.replace(/\s+/g, ' ').trim(),
              plan,
              ms: performance.now() - started,
              indexed: !/Seq Scan on (game_rounds|ledger)\b/.test(plan.join('\n')),
            });
          },
          (err: Error) =>
            plans.push({
              call: current.call,
              sql: text!,
              plan: [`EXPLAIN failed: ${err.message}`],
              ms: 0,
              indexed: false,
            }),
        )
        .then(() => original.apply(this, args));
    };
  });
  return () => {
    targets.forEach((t, i) => {
      t.query = originals[i]!;
    });
  };
}

export async function benchVolumePart(o: VolumeOptions): Promise<VolumeResult> {
  const log = o.log ?? console.log;
  const url = dbUrl(o.pgUrl);
  const present = await withClient(o.pgUrl, async (c) => {
    const { rows } = await c.query('select 1 from pg_database where datname = $1', [VOLUME_DB]);
    return rows.length > 0;
  });
  let loaded = 0;
  if (present)
    loaded = await withClient(url, async (c) => {
      const { rows } = await c
        .query<{ n: string }>(`select count(*)::text as n from game_rounds where round_id like 'v%'`)
        .catch(() => ({ rows: [{ n: '0' }] }));
      return Number(rows[0]!.n);
    });
  if (present && loaded !== o.rounds)
    await withClient(o.pgUrl, (c) => c.query(`drop database ${VOLUME_DB} with (force)`));
  if (!present || loaded !== o.rounds)
    await withClient(o.pgUrl, (c) => c.query(`create database ${VOLUME_DB}`));

  // The platform migrates the database (indexes from the migrations included) and makes the heavy player.
  const p = await startTestPlatform({ databaseUrl: url, validateAnswers: false });
  let loadSeconds: number | null = null;
  try {
    const heavy = await withClient(url, async (c) => {
      const { rows } = await c.query<{ id: number }>(`select id from users where uuid = 'volume-heavy'`);
      return rows[0] ? Number(rows[0].id) : null;
    });
    let token: string;
    let heavyId: number;
    if (heavy === null || loaded !== o.rounds) {
      const made = await p.createUserSession();
      token = made.token;
      heavyId = made.userId;
      await withClient(url, (c) =>
        c.query(`update users set uuid = 'volume-heavy' where id = $1`, [heavyId]),
      );
      log(`[bench] volume: loading ${o.rounds.toLocaleString('en')} rounds…`);
      const t0 = performance.now();
      await withClient(url, (c) => load(c, o.rounds, heavyId, log));
      loadSeconds = (performance.now() - t0) / 1000;
      log(`[bench] volume: loaded in ${loadSeconds.toFixed(0)} s`);
    } else {
      heavyId = heavy;
      token = await p.createSession();
      // A session of the heavy player: the test kit's token made for a fresh user is moved onto it.
      await withClient(url, (c) =>
        c.query(`update sessions set user_id = $1 where id = (select max(id) from sessions)`, [heavyId]),
      );
    }
    const counts = await withClient(url, async (c) => {
      const { rows } = await c.query<{ r: string; l: string; day: string }>(
        `select (select count(*) from game_rounds)::text as r, (select count(*) from ledger)::text as l,
                to_char((now() - interval '1 day') at time zone 'Asia/Manila', 'YYYY-MM-DD') as day`,
      );
      return rows[0]!;
    });

    const plans: CaughtPlan[] = [];
    const current = { call: '' };
    const release = catchPlans(plans, current);
    try {
      const post = async (name: string, body: unknown) => {
        current.call = name;
        const res = await fetch(`${p.url}/app/v1/${name}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: token },
          body: JSON.stringify({ ...CLIENT_DEFAULTS, platform: 0, ...(body as object) }),
        });
        const env = (await res.json()) as { errcode: number; msg: string };
        if (env.errcode !== 0) throw new Error(`${name}: ${env.errcode} ${env.msg}`);
      };
      // The first page and a deep page of the heavy player's history, and a week of their day report.
      await post('betRecord', { pageNo: 1, pageSize: 20 });
      await post('betRecord', { pageNo: 50, pageSize: 20 });
      await post('betRecordReport', {
        startDate: counts.day,
        endDate: counts.day,
        pageNo: 1,
        pageSize: 20,
      });
      current.call = `ops report ${counts.day}`;
      // Synthetic rounds have no deposits behind them, so the report's conservation row is off and the command
      // answers with an error: its statements are what is measured here, not its figures.
      await p.ops('report', counts.day).catch(() => undefined);
    } finally {
      release();
    }
    return { rounds: Number(counts.r), ledgerRows: Number(counts.l), loadSeconds, plans };
  } finally {
    await p.close();
    if (!o.keep)
      await withClient(o.pgUrl, (c) => c.query(`drop database if exists ${VOLUME_DB} with (force)`));
  }
}
