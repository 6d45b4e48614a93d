// The jackpot lucky draw (spec §4): draw info, the SPIN state machine, records and ranking. The panel, the
// popup and /activity/jackpot render these stores; the timings live in draw-timing.ts.
import {
  DRAW_GRID_CELLS,
  JACKPOT_REFRESH_MS,
  JACKPOT_SHUFFLE_MS,
  JACKPOT_WHEEL,
} from '@casino/contracts/constants';
import { ERR } from '@casino/contracts/errors';
import type { CallAnswer } from '@casino/contracts/registry';
import { atom } from 'nanostores';
import { call } from '../../api/call';
import { ActionKey } from '../../lib/action-key';
import { refreshActivityFlags } from '../../stores/activity-flags';
import { $config } from '../../stores/config';
import { createPagedList } from '../../stores/paged-list';
import { $session } from '../../stores/session';
import { refreshBalance } from '../../stores/wallet';
import { DRAW_TIMING, debounceLeading, drawSteps, type RunHandle, runSteps } from './draw-timing';

export type DrawInfo = CallAnswer<'getJackpotDrawInfo'>;
export type DrawResult = CallAnswer<'receiveDrawChance'>;
export type AwardCell = NonNullable<ReturnType<typeof $config.get>['data']>['jackpotAwardConfigList'][number];

/** The jackpot wheel turns for about 4–6 s (the middle of contracts JACKPOT_WHEEL's range), then stays
 * JACKPOT_WHEEL.closeAfterMs before the amount counts up (spec §4). */
export const WHEEL_MS = (JACKPOT_WHEEL.minSpinMs + JACKPOT_WHEEL.maxSpinMs) / 2;
export const COUNT_UP_MS = 1500;

export interface InfoState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  data: DrawInfo | null;
}
export const $drawInfo = atom<InfoState>({ status: 'idle', data: null });

export type DrawPhase = 'idle' | 'requesting' | 'spinning' | 'wheel' | 'award';
export interface DrawError {
  /** A draw errcode (1001–1004 own texts), another errcode, or 0 = no chance yet (checked before asking). */
  code: number;
}
export interface DrawState {
  phase: DrawPhase;
  /** The highlighted grid cell. */
  cell: number;
  result: DrawResult | null;
  error: DrawError | null;
}
export const $draw = atom<DrawState>({ phase: 'idle', cell: 0, result: null, error: null });

/** The grid: the first 10 cells of jackpotAwardConfigList, in ring order. */
export function gridCells(): AwardCell[] {
  return ($config.get().data?.jackpotAwardConfigList ?? []).slice(0, DRAW_GRID_CELLS);
}

export async function loadDrawInfo(): Promise<void> {
  const had = $drawInfo.get().data;
  if (!had) $drawInfo.set({ status: 'loading', data: null });
  const res = await call('getJackpotDrawInfo', {});
  if (res.ok) {
    takePools(res.data, Date.now());
    $drawInfo.set({ status: 'ready', data: res.data });
  } else $drawInfo.set(had ? { status: 'ready', data: had } : { status: 'error', data: null });
}

/** Closing is refused while the grid or the wheel turns (spec §4). */
export const canClose = (s: DrawState) => s.phase === 'idle' || s.phase === 'award';

/** A SPIN retried after a lost answer is the same draw: the server answers the prize it already drew. */
const drawKey = new ActionKey();

let run: RunHandle | null = null;
let wheelTimer: ReturnType<typeof setTimeout> | undefined;

function patch(next: Partial<DrawState>): void {
  $draw.set({ ...$draw.get(), ...next });
}

/** After every draw: the fresh pools and eligibility, the balance and the red dots. */
function afterDraw(): void {
  void loadDrawInfo();
  void refreshBalance();
  refreshActivityFlags();
}

async function startDraw(): Promise<void> {
  const s = $draw.get();
  if (s.phase !== 'idle') return;
  const info = $drawInfo.get().data;
  // spec §5: no request at all unless the server said a chance is there
  if (!info?.canReceiveDrawChance) {
    patch({ error: { code: 0 } });
    return;
  }
  const cells = gridCells();
  patch({ phase: 'requesting', error: null, result: null });
  const res = await call('receiveDrawChance', { requestId: drawKey.take() });
  drawKey.settle(res);
  if (!res.ok) {
    patch({ phase: 'idle', error: { code: res.errcode } });
    void loadDrawInfo();
    refreshActivityFlags();
    return;
  }
  const result = res.data;
  const target = Math.max(
    0,
    cells.findIndex((c) => c.id === result.id),
  );
  const from = $draw.get().cell;
  patch({ phase: 'spinning', result });
  run = runSteps(
    drawSteps(from, target, Math.max(cells.length, 1)),
    from,
    Math.max(cells.length, 1),
    (cell) => patch({ cell }),
    () => {
      run = null;
      afterDraw();
      patch({ phase: result.type === 2 ? 'wheel' : 'award' });
    },
  );
}

/** SPIN, debounced 300 ms (spec §9). */
export const spin = debounceLeading(() => void startDraw(), DRAW_TIMING.debounceMs);

/** The jackpot wheel stopped: it stays 2 s, then the award popup counts the amount up. */
export function wheelDone(): void {
  clearTimeout(wheelTimer);
  wheelTimer = setTimeout(() => patch({ phase: 'award' }), JACKPOT_WHEEL.closeAfterMs);
}

export function closeAward(): void {
  patch({ phase: 'idle' });
}

/** Leaving the popup or page mid-way (only possible when closing is allowed) stops every timer. */
export function resetDraw(): void {
  run?.cancel();
  run = null;
  clearTimeout(wheelTimer);
  $draw.set({ phase: 'idle', cell: $draw.get().cell, result: null, error: null });
}

export const isDrawError = (code: number) =>
  code === ERR.DRAW_NOT_ELIGIBLE ||
  code === ERR.DRAW_NEEDS_DEPOSIT ||
  code === ERR.DRAW_NEEDS_TURNOVER ||
  code === ERR.DRAW_ALREADY_RECEIVED;

// ---- records and ranking (infinite scroll) -----------------------------------------------------------

export type DrawRecord = CallAnswer<'getPersonJackpotDrawAwardLog'>['list'][number];
export type RankEntry = CallAnswer<'getJackpotRank'>['allRank']['list'][number];
export type PersonRank = CallAnswer<'getJackpotRank'>['personRank'];

/** The record list keyed by the draw's own id (its `id` is the grid cell, shared by many draws). */
export const records = createPagedList<DrawRecord & { cellId: number }>(async (pageNum) => {
  const res = await call('getPersonJackpotDrawAwardLog', { pageNum, pageSize: 20 });
  if (!res.ok) return res;
  return {
    ...res,
    data: {
      ...res.data,
      list: res.data.list.map((r) => ({ ...r, cellId: r.id, id: r.drawId ?? r.createTime })),
    },
  };
});

export const $personRank = atom<PersonRank>(null);
export const ranking = createPagedList<RankEntry>(async (pageNum) => {
  const res = await call('getJackpotRank', { pageNum, pageSize: 10 });
  if (!res.ok) return res;
  if (pageNum === 1) $personRank.set(res.data.personRank);
  return { ...res, data: res.data.allRank };
});

// ---- shown numbers ---------------------------------------------------------------------------------------

// The shown figure steps every JACKPOT_SHUFFLE_MS (spec §9) inside the server's section; the pools reload every
// JACKPOT_REFRESH_MS while they show, and a pool that was just won says so until the next reload, so a player
// back from the award sees it.

type Section = { min: number; max: number };

/**
 * One pool as shown. The figure starts at `from` (the real pool, or where it already showed) and rises in
 * 6-second steps to the section's end by the next refresh; it never goes down unless the pool was won.
 */
export interface PoolFigure {
  /** The real pool the server last said (the section's start). */
  pool: number;
  from: number;
  to: number;
  /** When this section was taken (ms). */
  since: number;
  /** When the pool was seen won, else null. */
  wonAt: number | null;
  /** updateTime of the newest win of this pool the server listed (0: none). */
  lastWin: number;
}

/** The figure shown at `now`: `from` plus the share of the climb that the 6-second steps so far have made. */
export function shownAt(f: PoolFigure, now: number): number {
  const steps = Math.max(0, Math.floor((now - f.since) / JACKPOT_SHUFFLE_MS));
  const share = Math.min(1, (steps * JACKPOT_SHUFFLE_MS) / JACKPOT_REFRESH_MS);
  return f.from + Math.floor((f.to - f.from) * share);
}

/**
 * A fresh section for a pool. A pool that was won (it came back lower, or a newer win of it is listed — a pool
 * still at its seed does not drop) shows its new real figure at once and says so. Otherwise the figure continues
 * from where it showed (never below the real pool, never past the new end).
 */
export function takeSection(
  prev: PoolFigure | undefined,
  section: Section,
  now: number,
  lastWin = 0,
): PoolFigure {
  const pool = Math.min(section.min, section.max);
  const to = Math.max(section.min, section.max);
  if (prev && (pool < prev.pool || lastWin > prev.lastWin)) {
    return { pool, from: pool, to, since: now, wonAt: now, lastWin };
  }
  const was = prev ? shownAt(prev, now) : pool;
  const from = Math.min(Math.max(was, pool), to);
  const wonAt = prev?.wonAt != null && now - prev.wonAt < JACKPOT_REFRESH_MS ? prev.wonAt : null;
  return { pool, from, to, since: now, wonAt, lastWin: Math.max(lastWin, prev?.lastWin ?? 0) };
}

export const justWon = (f: PoolFigure, now: number) => f.wonAt !== null && now - f.wonAt < JACKPOT_REFRESH_MS;

export const POOL_KEYS = ['total', 'mega', 'major', 'minor', 'mini'] as const;
export type PoolKey = (typeof POOL_KEYS)[number];
export type Pools = CallAnswer<'anonymous/jackpotPools'>;
const TIER_OF: Record<PoolKey, number | null> = {
  total: null,
  mega: 50001,
  major: 50002,
  minor: 50003,
  mini: 50004,
};
const SECTION_OF: Record<PoolKey, keyof Pools> = {
  total: 'totalSection',
  mega: 'megaJackpotSection',
  major: 'majorJackpotSection',
  minor: 'minorJackpotSection',
  mini: 'miniJackpotSection',
};

/** Every pool's figure; the pools component ticks it every 6 s and feeds it each reload. */
export const $poolFigures = atom<Partial<Record<PoolKey, PoolFigure>>>({});

export function takePools(pools: Pools, now: number): void {
  const had = $poolFigures.get();
  const next: Partial<Record<PoolKey, PoolFigure>> = {};
  for (const key of POOL_KEYS) {
    const tier = TIER_OF[key];
    const lastWin = pools.jackpotWinnerList
      .filter((w) => tier === null || w.propId === tier)
      .reduce((t, w) => Math.max(t, w.updateTime), 0);
    next[key] = takeSection(had[key], pools[SECTION_OF[key]] as Section, now, lastWin);
  }
  $poolFigures.set(next);
}

/** The pools for a visitor (no draw info without an account); a player's come with the draw info. */
export const $openPools = atom<{ status: InfoState['status']; data: Pools | null }>({
  status: 'idle',
  data: null,
});
export async function loadPools(): Promise<void> {
  if ($session.get()) {
    await loadDrawInfo();
    return;
  }
  const had = $openPools.get().data;
  if (!had) $openPools.set({ status: 'loading', data: null });
  const res = await call('anonymous/jackpotPools', {});
  if (!res.ok) {
    $openPools.set(had ? { status: 'ready', data: had } : { status: 'error', data: null });
    return;
  }
  takePools(res.data, Date.now());
  $openPools.set({ status: 'ready', data: res.data });
}
