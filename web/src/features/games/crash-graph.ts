// The Crash graph: the climb drawn on a canvas whose axes stretch as the multiplier and the time grow, so the
// kite always flies in view and a 1.5× round fills the graph as a 50× one does. Pure scale math (tested) and
// one draw function the frame loop calls; the kite itself is an element the loop moves by transform.
import { CRASH_GROWTH_PER_MS } from '@casino/contracts/fairness';

/** The least the graph shows: 8 s across and 1× to 2× up, so the start is not a vertical jump. */
const MIN_SPAN_MS = 8_000;
const MIN_TOP = 2;
/** Room left ahead of the kite, as a share of the span (across) and of the climb (up). */
const HEADROOM = 1.25;

export interface GraphScale {
  /** Time across the graph, ms. */
  spanMs: number;
  /** The multiplier at the top edge (the bottom is 1×). */
  top: number;
}

/** The axes for a climb `elapsedMs` long that has reached `multiplier` (a float, 1.5 = 1.50×). */
export function graphScale(elapsedMs: number, multiplier: number): GraphScale {
  return {
    spanMs: Math.max(MIN_SPAN_MS, elapsedMs * HEADROOM),
    top: Math.max(MIN_TOP, 1 + (multiplier - 1) * HEADROOM),
  };
}

/** The climb's multiplier at a time (the platform's formula, unfloored for a smooth line). */
export const climbAt = (ms: number): number => Math.exp(CRASH_GROWTH_PER_MS * Math.max(0, ms));

export interface Box {
  /** Drawing area inside the canvas, CSS px. */
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A point of the climb in the box: time across, multiplier up. */
export function graphPoint(
  ms: number,
  multiplier: number,
  s: GraphScale,
  box: Box,
): { x: number; y: number } {
  return {
    x: box.left + (ms / s.spanMs) * box.width,
    y: box.top + box.height - ((multiplier - 1) / (s.top - 1)) * box.height,
  };
}

/** Multipliers for the grid lines: a round step (0.2, 0.5, 1, 2, 5…) giving at most four lines above 1×. */
export function gridLines(top: number): number[] {
  const range = top - 1;
  let step = 0.1;
  for (const s of [0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000]) {
    step = s;
    if (range / s <= 5) break;
  }
  const out: number[] = [];
  for (let k = 1; 1 + k * step < top - 1e-9; k++) out.push(Math.round((1 + k * step) * 10) / 10);
  return out;
}

export type GraphTone = 'climb' | 'won' | 'bust';
/** How the climb is drawn: the kite's string, or the rocket's exhaust (a smoke band under a flame-hot line). */
export type Trail = 'string' | 'exhaust';
const TONES: Record<Trail, Record<GraphTone, string>> = {
  string: { climb: '#ffd447', won: '#2fe0b3', bust: '#ff6b6b' },
  exhaust: { climb: '#ff9a3c', won: '#2fe0b3', bust: '#ff4d5e' },
};
const SAMPLES = 48;

/**
 * One frame: the grid with its labels, the area under the climb and the climb itself (the kite's string) up to
 * `elapsedMs`. Returns where the head is and which way it heads, for the sprite's transform.
 */
export function drawGraph(
  ctx: CanvasRenderingContext2D,
  box: Box,
  elapsedMs: number,
  tone: GraphTone,
  trail: Trail = 'string',
): GraphHead {
  const TONE = TONES[trail];
  const m = climbAt(elapsedMs);
  const s = graphScale(elapsedMs, m);
  const w = box.left + box.width;
  ctx.clearRect(0, 0, w + 40, box.top + box.height + 40);
  ctx.lineWidth = 1;
  ctx.strokeStyle = 'rgba(255, 255, 255, 0.09)';
  ctx.fillStyle = 'rgba(225, 232, 255, 0.7)';
  ctx.font = '600 11px system-ui, sans-serif';
  // labels on the right edge: the kite starts on the left and flies at most 80 % across
  ctx.textAlign = 'right';
  ctx.beginPath();
  for (const v of gridLines(s.top)) {
    const y = Math.round(graphPoint(0, v, s, box).y) + 0.5;
    ctx.moveTo(box.left, y);
    ctx.lineTo(w, y);
    ctx.fillText(`${v.toFixed(v < 10 ? 1 : 0)}×`, w + 28, y - 3);
  }
  ctx.stroke();

  ctx.beginPath();
  const start = graphPoint(0, 1, s, box);
  ctx.moveTo(start.x, start.y);
  let head = start;
  let before = start;
  for (let i = 1; i <= SAMPLES; i++) {
    const t = (elapsedMs * i) / SAMPLES;
    before = head;
    head = graphPoint(t, climbAt(t), s, box);
    ctx.lineTo(head.x, head.y);
  }
  ctx.lineJoin = 'round';
  ctx.strokeStyle = TONE[tone];
  ctx.lineWidth = 3;
  ctx.stroke();
  // the area under the string, faint
  ctx.lineTo(head.x, start.y);
  ctx.closePath();
  ctx.globalAlpha = 0.16;
  ctx.fillStyle = TONE[tone];
  ctx.fill();
  ctx.globalAlpha = 1;
  if (trail === 'exhaust' && elapsedMs > 0) exhaust(ctx, s, box, elapsedMs);
  return { x: head.x, y: head.y, angle: headingOf(head.x - before.x, before.y - head.y) };
}

/** Samples of the climb the rocket's smoke covers, behind its nozzle. */
const EXHAUST_SAMPLES = 8;

/**
 * The smoke the rocket leaves: one wide, faint stroke over the last stretch of the climb only (no blur, no
 * gradient), so the trail reads as exhaust and a frame strokes little more than the kite's string.
 */
function exhaust(ctx: CanvasRenderingContext2D, s: GraphScale, box: Box, elapsedMs: number) {
  ctx.beginPath();
  for (let i = SAMPLES - EXHAUST_SAMPLES; i <= SAMPLES; i++) {
    const t = (elapsedMs * i) / SAMPLES;
    const p = graphPoint(t, climbAt(t), s, box);
    if (i === SAMPLES - EXHAUST_SAMPLES) ctx.moveTo(p.x, p.y);
    else ctx.lineTo(p.x, p.y);
  }
  ctx.lineCap = 'round';
  ctx.strokeStyle = 'rgba(214, 206, 236, 0.28)';
  ctx.lineWidth = 9;
  ctx.stroke();
  ctx.lineCap = 'butt';
}

/** Where the climb's head is, and its heading: radians clockwise from straight up (a rocket flies along it). */
export interface GraphHead {
  x: number;
  y: number;
  angle: number;
}

/** The heading of a step (right, up) in radians clockwise from up; before the climb moves, up and to the right. */
export function headingOf(right: number, up: number): number {
  if (Math.abs(right) < 0.01 && Math.abs(up) < 0.01) return Math.PI / 4;
  return Math.atan2(right, up);
}
