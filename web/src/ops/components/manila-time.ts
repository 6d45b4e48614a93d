// The desk works in Manila time (UTC+8, no daylight saving) whatever the browser's zone: a datetime-local field's
// "2026-12-01T08:00" means 08:00 in Manila.
const OFFSET_MS = 8 * 3600_000;

/** "YYYY-MM-DDTHH:mm" in Manila → epoch ms; null when empty or malformed. */
export function fromManilaInput(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  return Date.UTC(y, mo - 1, d, h, mi) - OFFSET_MS;
}

/** epoch ms → "YYYY-MM-DDTHH:mm" in Manila (for a datetime-local field); '' for 0. */
export function toManilaInput(ms: number): string {
  return ms > 0 ? new Date(ms + OFFSET_MS).toISOString().slice(0, 16) : '';
}
