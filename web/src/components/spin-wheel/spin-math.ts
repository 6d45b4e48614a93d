/**
 * The wheel's rotation (degrees, clockwise) that brings segment `index` of `n` under the pointer at the top,
 * starting from `from` and turning forward at least `turns` full turns. Segment i spans [i·s, (i+1)·s) from
 * the top, so its centre is under the pointer when the disc is turned by −(i + ½)·s (mod 360).
 */
export function landingRotation(from: number, index: number, n: number, turns: number): number {
  if (!Number.isInteger(index) || index < 0 || index >= n) throw new RangeError(`segment ${index} of ${n}`);
  const slice = 360 / n;
  const target = (((360 - (index + 0.5) * slice) % 360) + 360) % 360;
  const base = from + turns * 360;
  const current = ((base % 360) + 360) % 360;
  return base + ((target - current + 360) % 360);
}

/** The segment under the pointer for a disc turned by `rotation` degrees (the inverse, for tests). */
export function segmentAt(rotation: number, n: number): number {
  const slice = 360 / n;
  const turned = ((rotation % 360) + 360) % 360;
  return Math.floor(((360 - turned) % 360) / slice) % n;
}
