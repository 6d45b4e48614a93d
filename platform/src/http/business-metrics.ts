import { EXCHANGE_ORDER_STATUS, RECHARGE_ORDER_STATUS } from '@casino/contracts/enums';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client';

/** Stake buckets of the round histogram, in minor units (₱1 … ₱5,000). */
export const STAKE_BUCKETS = [100, 500, 1_000, 5_000, 10_000, 50_000, 100_000, 500_000] as const;

interface GameTotals {
  rounds: number;
  bet: number;
  win: number;
  refund: number;
  /** Cumulative stake bucket counts, STAKE_BUCKETS order. */
  buckets: number[];
}

/** Escapes a label value for the Prometheus text format. */
const label = (v: string | number) =>
  String(v).replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

/**
 * The platform's business figures in the Prometheus text format, read from the database so every platform
 * instance reports the same totals and a restart loses nothing:
 * - real-money play by game from the ledger (append-only: each scrape reads only the rows after the last one it
 *   saw, so a scrape stays cheap however long the ledger grows) — rounds, stakes, wins, refunds, a stake
 *   histogram, and RTP = wins / (stakes − refunds);
 * - deposits by outcome and withdrawals by status (order tables, grouped), claims by reward source.
 * Results are reused for `cacheMs` so several scrapers cost one read.
 */
export function createBusinessMetrics(db: Db, opts: { cacheMs?: number } = {}) {
  const cacheMs = opts.cacheMs ?? 10_000;
  const games = new Map<number, GameTotals>();
  let cursor = 0;
  let cached: { at: number; text: string } | null = null;
  let inFlight: Promise<string> | null = null;

  const emptyTotals = (): GameTotals => ({
    rounds: 0,
    bet: 0,
    win: 0,
    refund: 0,
    buckets: STAKE_BUCKETS.map(() => 0),
  });

  /** Per-game sums of the bet/win/refund rows with `after < id <= upTo` (upTo null: no upper bound). */
  async function sumLedger(after: number, upTo: number | null): Promise<Map<number, GameTotals>> {
    const buckets = STAKE_BUCKETS.map(
      (b, i) => sql`count(*) filter (where kind = 'bet' and -delta <= ${b})::text as ${sql.raw(`b${i}`)}`,
    );
    const rows = await queryRows<Record<string, string | null>>(
      db,
      sql`select coalesce(game_id, 0)::text as game_id,
                 count(*) filter (where kind = 'bet')::text as rounds,
                 coalesce(sum(-delta) filter (where kind = 'bet'), 0)::text as bet,
                 coalesce(sum(delta) filter (where kind = 'win'), 0)::text as win,
                 coalesce(sum(delta) filter (where kind = 'refund'), 0)::text as refund,
                 ${sql.join(buckets, sql`, `)}
            from ledger
           where id > ${after} ${upTo === null ? sql`` : sql`and id <= ${upTo}`}
             and kind in ('bet', 'win', 'refund')
           group by 1`,
    );
    const out = new Map<number, GameTotals>();
    for (const r of rows) {
      out.set(Number(r.game_id), {
        rounds: Number(r.rounds),
        bet: Number(r.bet),
        win: Number(r.win),
        refund: Number(r.refund),
        buckets: STAKE_BUCKETS.map((_, i) => Number(r[`b${i}`])),
      });
    }
    return out;
  }

  const add = (into: Map<number, GameTotals>, from: Map<number, GameTotals>) => {
    for (const [g, t] of from) {
      const a = into.get(g) ?? emptyTotals();
      into.set(g, {
        rounds: a.rounds + t.rounds,
        bet: a.bet + t.bet,
        win: a.win + t.win,
        refund: a.refund + t.refund,
        buckets: a.buckets.map((n, i) => n + (t.buckets[i] ?? 0)),
      });
    }
  };

  /**
   * Ledger ids are taken at insert and committed in any order, so only rows older than a minute (no transaction
   * here runs that long) are folded into the running totals and move the cursor; the newer ones are summed
   * again at each scrape on top.
   */
  async function readLedger(): Promise<Map<number, GameTotals>> {
    const [settled] = await queryRows<{ id: string | null }>(
      db,
      sql`select max(id)::text as id from ledger where id > ${cursor} and created_at < now() - interval '60 seconds'`,
    );
    const upTo = settled?.id ? Number(settled.id) : null;
    if (upTo !== null) {
      add(games, await sumLedger(cursor, upTo));
      cursor = upTo;
    }
    const now = new Map<number, GameTotals>();
    add(now, games);
    add(now, await sumLedger(cursor, null));
    return now;
  }

  async function render(): Promise<string> {
    const totals = await readLedger();
    const [deposits, withdrawals, claims] = await Promise.all([
      queryRows<{ status: string; n: string; amount: string }>(
        db,
        sql`select status, count(*)::text as n, coalesce(sum(amount), 0)::text as amount from recharge_orders group by status`,
      ),
      queryRows<{ status: string; n: string; amount: string }>(
        db,
        sql`select status, count(*)::text as n, coalesce(sum(amount), 0)::text as amount from exchange_orders group by status`,
      ),
      queryRows<{ source: string; n: string }>(
        db,
        sql`select source, count(*)::text as n from reward_grants group by source`,
      ),
    ]);
    const out: string[] = [];
    const family = (name: string, type: string, help: string) =>
      out.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`);

    const byStatus = (rows: { status: string; n: string; amount: string }[], known: readonly string[]) => {
      const m = new Map(known.map((s) => [s, { n: 0, amount: 0 }]));
      for (const r of rows) m.set(r.status, { n: Number(r.n), amount: Number(r.amount) });
      return m;
    };
    const dep = byStatus(deposits, RECHARGE_ORDER_STATUS);
    const depositOutcome: Record<string, string> = { paid: 'credited', failed: 'declined' };
    family(
      'platform_deposits_total',
      'counter',
      'Deposit orders by outcome (credited, declined, expired, cancelled, pending)',
    );
    for (const [s, v] of dep)
      out.push(`platform_deposits_total{outcome="${label(depositOutcome[s] ?? s)}"} ${v.n}`);
    family(
      'platform_deposit_amount_minor_total',
      'counter',
      'Deposit amounts by outcome, minor units (centavos)',
    );
    for (const [s, v] of dep)
      out.push(`platform_deposit_amount_minor_total{outcome="${label(depositOutcome[s] ?? s)}"} ${v.amount}`);

    const wd = byStatus(withdrawals, EXCHANGE_ORDER_STATUS);
    family(
      'platform_withdrawals_total',
      'counter',
      'Withdrawals by status (pending, approved, paid, rejected)',
    );
    for (const [s, v] of wd) out.push(`platform_withdrawals_total{status="${label(s)}"} ${v.n}`);
    family('platform_withdrawal_amount_minor_total', 'counter', 'Withdrawal amounts by status, minor units');
    for (const [s, v] of wd)
      out.push(`platform_withdrawal_amount_minor_total{status="${label(s)}"} ${v.amount}`);

    family('platform_claims_total', 'counter', 'Rewards granted (claims, mail gifts, quests…) by source');
    for (const c of claims) out.push(`platform_claims_total{source="${label(c.source)}"} ${Number(c.n)}`);

    const sorted = [...totals].sort(([a], [b]) => a - b);
    family('platform_rounds_total', 'counter', 'Real-money rounds (bets) by game id, in-house and provider');
    for (const [g, t] of sorted) out.push(`platform_rounds_total{game="${g}"} ${t.rounds}`);
    family('platform_bet_minor_total', 'counter', 'Real-money stakes by game, minor units');
    for (const [g, t] of sorted) out.push(`platform_bet_minor_total{game="${g}"} ${t.bet}`);
    family('platform_win_minor_total', 'counter', 'Real-money wins paid by game, minor units');
    for (const [g, t] of sorted) out.push(`platform_win_minor_total{game="${g}"} ${t.win}`);
    family(
      'platform_refund_minor_total',
      'counter',
      'Stakes refunded (cancelled and rolled-back bets) by game, minor units',
    );
    for (const [g, t] of sorted) out.push(`platform_refund_minor_total{game="${g}"} ${t.refund}`);
    family(
      'platform_rtp_ratio',
      'gauge',
      'Return to player by game since the ledger began: wins / (stakes − refunds)',
    );
    for (const [g, t] of sorted) {
      const staked = t.bet - t.refund;
      if (staked > 0) out.push(`platform_rtp_ratio{game="${g}"} ${Number((t.win / staked).toFixed(6))}`);
    }
    family('platform_round_stake_minor', 'histogram', 'Real-money stake per round by game, minor units');
    for (const [g, t] of sorted) {
      STAKE_BUCKETS.forEach((b, i) => {
        out.push(`platform_round_stake_minor_bucket{game="${g}",le="${b}"} ${t.buckets[i]}`);
      });
      out.push(`platform_round_stake_minor_bucket{game="${g}",le="+Inf"} ${t.rounds}`);
      out.push(`platform_round_stake_minor_sum{game="${g}"} ${t.bet}`);
      out.push(`platform_round_stake_minor_count{game="${g}"} ${t.rounds}`);
    }
    return `${out.join('\n')}\n`;
  }

  return {
    /** The exposition text; concurrent scrapes share one read, and a read is reused for `cacheMs`. */
    async text(): Promise<string> {
      if (cached && Date.now() - cached.at < cacheMs) return cached.text;
      inFlight ??= render()
        .then((text) => {
          cached = { at: Date.now(), text };
          return text;
        })
        .finally(() => {
          inFlight = null;
        });
      return inFlight;
    },
  };
}
