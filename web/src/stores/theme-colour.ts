// Colour arithmetic for the shades a theme does not name (stores/theme.ts). sRGB channels 0-255, no alpha:
// the derived shades are solid fills and lines.

export type Rgb = [number, number, number];

/** `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa` or `rgb()`/`rgba()` with plain numbers; anything else is null. */
export function parseColour(value: string): Rgb | null {
  const hex = /^#([0-9a-f]{3,8})$/i.exec(value)?.[1];
  if (hex && hex.length !== 5 && hex.length !== 7) {
    const long = hex.length <= 4 ? [...hex].map((d) => d + d).join('') : hex;
    return [0, 2, 4].map((i) => Number.parseInt(long.slice(i, i + 2), 16)) as Rgb;
  }
  const fn = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(,\s*[\d.]+\s*)?\)$/i.exec(value);
  if (!fn) return null;
  const channels = fn.slice(1, 4).map(Number);
  return channels.every((c) => c <= 255) ? (channels as Rgb) : null;
}

export function toHex(c: Rgb): string {
  return `#${c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

/** `weight` of `b` into `a` (0 = a, 1 = b). */
export function mix(a: Rgb, b: Rgb, weight: number): Rgb {
  return a.map((v, i) => v + ((b[i] as number) - v) * weight) as Rgb;
}

export function darken(c: Rgb, amount: number): Rgb {
  return mix(c, [0, 0, 0], amount);
}

/** WCAG relative luminance. */
function luminance(c: Rgb): number {
  const [r, g, b] = c.map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Text for a fill of this colour: near-black on a light fill, white on a dark one (the higher contrast). */
export function readableOn(fill: Rgb): Rgb {
  const l = luminance(fill);
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? [27, 20, 0] : [255, 255, 255];
}
