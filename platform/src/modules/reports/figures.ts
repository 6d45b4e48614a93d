// The operator's figures for a stretch of Manila days, computed from the ledger (by kind, through
// ledger/kind-classes.ts), the users and the catalogue. The conservation row checks the books: what players held
// at the start, plus every class of flow, equals what they hold at the end — to the centavo.

import type { CoinChangeKind } from '@casino/contracts/enums';
import type { ReportAnswer } from '@casino/contracts/ops-calls/reports';
import { sql } from 'drizzle-orm';
import type { CatalogueService } from '../../catalogue/service';
import { dayKey, dayStartOf } from '../../core/periods';
import { type Db, queryRows } from '../../db/client';
import { kindsOf, LEDGER_KIND_CLASS, type LedgerClass } from '../../ledger/kind-classes';
import { poolsOutstanding, readJackpot } from '../jackpot';

const DAY_MS = 86_400_000;
type Holdings = ReportAnswer['opening'];

const inList = (kinds: readonly string[]) =>
  sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  );

/**
 * What players held just before `at`: last balance_after of each wallet + safebox + pending withdrawal holds.
 * Read through indexes whatever the ledger's size: each wallet's last row before `at` is one backward step on
 * (user_id, id) — every ledger row's player has a wallet, the ledger writes through it — and the safebox and hold
 * sums read the partial index of those kinds (ledger_holding_kinds_idx; its kinds are kindsOf('safebox','held')).
 */
export async function holdingsAt(db: Db, at: Date): Promise<Holdings> {
  const t = at.toISOString();
  const [row] = await queryRows<{ wallet: string; safebox: string; held: string }>(
    db,
    sql`select
          (select coalesce(sum(last.b), 0)::text from wallets w cross join lateral (
             select l.balance_after as b from ledger l
              where l.user_id = w.user_id and l.created_at < ${t}::timestamptz order by l.id desc limit 1) last) as wallet,
          (select coalesce(-sum(delta), 0)::text from ledger
            where created_at < ${t}::timestamptz and kind in (${inList(kindsOf('safebox'))})) as safebox,
          (select coalesce(-sum(delta), 0)::text from ledger
            where created_at < ${t}::timestamptz and kind in (${inList(kindsOf('held'))})) as held`,
  );
  const wallet = Number(row?.wallet ?? 0);
  const safebox = Number(row?.safebox ?? 0);
  const held = Number(row?.held ?? 0);
  return { wallet, safebox, held, total: wallet + safebox + held };
}

/** The first and last Manila day of a range as instants: [00:00 of `from`, 00:00 after `to`). */
export function rangeOf(from: string, to: string): { start: Date; end: Date } | null {
  const start = dayStartOf(from);
  const last = dayStartOf(to);
  if (!start || !last || last < start) return null;
  return { start, end: new Date(last.getTime() + DAY_MS) };
}

export async function reportFigures(
  db: Db,
  catalogue: CatalogueService,
  range: { start: Date; end: Date },
): Promise<ReportAnswer> {
  const s = range.start.toISOString();
  const e = range.end.toISOString();
  const flows = await queryRows<{ kind: string; source: string; n: number; total: string }>(
    db,
    sql`select kind, case when ref_type = 'reward' then split_part(ref_id, ':', 1) else ref_type end as source,
               count(*)::int as n, sum(delta)::text as total
          from ledger where created_at >= ${s}::timestamptz and created_at < ${e}::timestamptz
         group by 1, 2`,
  );
  const byClass = new Map<LedgerClass, number>();
  const counts = new Map<string, number>();
  const bonusByReason: ReportAnswer['bonusByReason'] = [];
  for (const f of flows) {
    const cls = LEDGER_KIND_CLASS[f.kind as CoinChangeKind];
    // A kind written by code newer than this table would silently vanish from the books: refuse instead.
    if (!cls) throw new Error(`ledger kind "${f.kind}" has no class in ledger/kind-classes.ts`);
    const total = Number(f.total);
    byClass.set(cls, (byClass.get(cls) ?? 0) + total);
    counts.set(f.kind, (counts.get(f.kind) ?? 0) + f.n);
    if (cls === 'bonus') bonusByReason.push({ kind: f.kind, source: f.source, amount: total, count: f.n });
  }
  bonusByReason.sort((a, b) => b.amount - a.amount || a.kind.localeCompare(b.kind));
  const sum = (cls: LedgerClass) => byClass.get(cls) ?? 0;
  const deposits = sum('deposit');
  const withdrawals = -sum('withdrawal');
  const bets = -sum('bet');
  const wins = sum('win');
  const bonusCost = sum('bonus');
  const adjustments = sum('adjustment');
  const forfeits = -sum('forfeit');
  const purchases = -sum('purchase');

  const [people] = await queryRows<{ active: number; registrations: number; ftd: number }>(
    db,
    sql`select
          (select count(distinct user_id)::int from ledger where kind = 'bet'
              and created_at >= ${s}::timestamptz and created_at < ${e}::timestamptz) as active,
          (select count(*)::int from users
            where created_at >= ${s}::timestamptz and created_at < ${e}::timestamptz) as registrations,
          (select count(*)::int from (select min(created_at) as first from ledger where kind = 'deposit'
              group by user_id) d where first >= ${s}::timestamptz and first < ${e}::timestamptz) as ftd`,
  );

  const gameRows = await queryRows<{ game_id: number; rounds: number; bets: string; wins: string }>(
    db,
    sql`select game_id,
               count(distinct (ref_type, ref_id)) filter (where kind = 'bet')::int as rounds,
               coalesce(-sum(delta) filter (where kind in ('bet', 'refund')), 0)::text as bets,
               coalesce(sum(delta) filter (where kind = 'win'), 0)::text as wins
          from ledger
         where game_id is not null and created_at >= ${s}::timestamptz and created_at < ${e}::timestamptz
         group by game_id order by game_id`,
  );
  const { config, docs } = await catalogue.snapshot();
  const catalogueGames = new Map(config.appGameList.map((g) => [g.id, g]));
  const games = gameRows.map((g) => {
    const stake = Number(g.bets);
    const won = Number(g.wins);
    const known = catalogueGames.get(g.game_id);
    return {
      gameId: g.game_id,
      name: known?.name ?? `Game ${g.game_id}`,
      rounds: g.rounds,
      bets: stake,
      wins: won,
      measuredRtpBp: stake > 0 ? Math.round((won * 10_000) / stake) : null,
      declaredRtpBp: known?.rtp ?? null,
    };
  });

  const opening = await holdingsAt(db, range.start);
  const closing = await holdingsAt(db, range.end);
  let jackpotPools: ReportAnswer['jackpotPools'] = [];
  try {
    jackpotPools = await poolsOutstanding(db, readJackpot(docs.settings));
  } catch {
    // A broken jackpot config refuses draws; the report still answers, without the pools.
  }
  const ggr = bets - wins;
  return {
    from: dayKey(range.start),
    to: dayKey(range.end.getTime() - 1),
    deposits,
    depositCount: counts.get('deposit') ?? 0,
    withdrawals,
    withdrawalCount: counts.get('withdraw') ?? 0,
    bets,
    wins,
    ggr,
    bonusCost,
    bonusByReason,
    ngr: ggr - bonusCost,
    adjustments,
    forfeits,
    purchases,
    activePlayers: people?.active ?? 0,
    registrations: people?.registrations ?? 0,
    firstTimeDepositors: people?.ftd ?? 0,
    games,
    jackpotPools,
    opening,
    closing,
    conservationDiff:
      opening.total +
      deposits -
      withdrawals -
      bets +
      wins +
      bonusCost +
      adjustments -
      forfeits -
      purchases -
      closing.total,
  };
}
