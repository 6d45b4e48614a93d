// Exact rationals for RTP statements: a declared figure is a fraction, never a rounded float.

export interface Fraction {
  readonly num: bigint;
  readonly den: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** num/den in lowest terms, den > 0. */
export function fraction(num: bigint | number, den: bigint | number = 1n): Fraction {
  let n = BigInt(num);
  let d = BigInt(den);
  if (d === 0n) throw new RangeError('zero denominator');
  if (d < 0n) [n, d] = [-n, -d];
  const g = gcd(n, d) || 1n;
  return { num: n / g, den: d / g };
}

export function add(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.den + b.num * a.den, a.den * b.den);
}

export function sub(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.den - b.num * a.den, a.den * b.den);
}

export function mul(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.num, a.den * b.den);
}

/** −1, 0 or 1 as a < b, a = b, a > b. */
export function compare(a: Fraction, b: Fraction): number {
  const d = a.num * b.den - b.num * a.den;
  return d < 0n ? -1 : d > 0n ? 1 : 0;
}

export function equals(a: Fraction, b: Fraction): boolean {
  return a.num === b.num && a.den === b.den;
}

/** The nearest float64 (15 significant digits are exact enough for any display). */
export function toNumber(f: Fraction): number {
  const scale = 10n ** 18n;
  const whole = f.num / f.den;
  const rest = ((f.num % f.den) * scale) / f.den;
  return Number(whole) + Number(rest) / 1e18;
}

/** A percentage with `digits` decimals, rounded half up, e.g. "96.05". */
export function toPercent(f: Fraction, digits = 2): string {
  const scale = 10n ** BigInt(digits + 2);
  const scaled = (f.num * scale * 2n + f.den) / (2n * f.den);
  const s = scaled.toString().padStart(digits + 1, '0');
  return digits === 0 ? s : `${s.slice(0, -digits)}.${s.slice(-digits)}`;
}

/** Basis points rounded half up, as the two-decimal percent (the catalogue's `rtp` field: 9607 = 96.07 %). */
export function toBasisPoints(f: Fraction): number {
  return Number((f.num * 20_000n + f.den) / (2n * f.den));
}

export function formatFraction(f: Fraction): string {
  return `${f.num}/${f.den}`;
}
