// The jackpot lucky draw (spec §4): draw info, the SPIN state machine, records and ranking. The panel, the
// popup and /activity/jackpot render these stores; the timings live in draw-timing.ts.
import { ERR } from '@casino/contracts/errors';
import type { CallAnswer } from '@casino/contracts/registry';
import { atom } from 'nanostores';
import { call } from '../../api/call';
import { ActionKey } from '../../lib/action-key';
import { refreshActivityFlags } from '../../stores/activity-flags';
import { $config } from '../../stores/config';
import { createPagedList } from '../../stores/paged-list';
import { refreshBalance } from '../../stores/wallet';
import { DRAW_TIMING, debounceLeading, drawSteps, type RunHandle, runSteps } from './draw-timing';

export type DrawInfo = CallAnswer<'getJackpotDrawInfo'>;
export type DrawResult = CallAnswer<'receiveDrawChance'>;
export type AwardCell = NonNullable<ReturnType<typeof $config.get>['data']>['jackpotAwardConfigList'][number];

/** The spec's grid: 10 cells. */
export const GRID_CELLS = 10;
/** The jackpot wheel turns for about 4–6 s, then stays 2 s before the amount counts up (spec §4). */
export const WHEEL_MS = 5000;
export const WHEEL_HOLD_MS = 2000;
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
  return ($config.get().data?.jackpotAwardConfigList ?? []).slice(0, GRID_CELLS);
}

export async function loadDrawInfo(): Promise<void> {
  const had = $drawInfo.get().data;
  if (!had) $drawInfo.set({ status: 'loading', data: null });
  const res = await call('getJackpotDrawInfo', {});
  if (res.ok) $drawInfo.set({ status: 'ready', data: res.data });
  else $drawInfo.set(had ? { status: 'ready', data: had } : { status: 'error', data: null });
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
  wheelTimer = setTimeout(() => patch({ phase: 'award' }), WHEEL_HOLD_MS);
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

/** A pool shown as a random figure inside its server-given section, refreshed every 6 s (spec §9). */
export const SHUFFLE_MS = 6000;
export function shuffleIn(section: { min: number; max: number }, random = Math.random): number {
  const lo = Math.min(section.min, section.max);
  const hi = Math.max(section.min, section.max);
  return lo + Math.floor(random() * (hi - lo + 1));
}
