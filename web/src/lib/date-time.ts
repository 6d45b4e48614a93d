import { TIME_ZONE } from '@casino/contracts/constants';

// Times are shown in Philippine time whatever the device's zone: the product day boundary is Manila.
const dateTime = new Intl.DateTimeFormat('en-PH', {
  timeZone: TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});

export function formatDateTime(epochMs: number): string {
  return dateTime.format(new Date(epochMs));
}

// Narrow tables (jackpot ranking, records): "Nov 27, 19:47" on one line.
const compact = new Intl.DateTimeFormat('en-PH', {
  timeZone: TIME_ZONE,
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function formatDateTimeShort(epochMs: number): string {
  return compact.format(new Date(epochMs));
}

/** A span in Philippine time, the shared parts said once: "Nov 29, 2026, 1:39 – 1:45 PM". */
export function formatDateTimeRange(startMs: number, endMs: number): string {
  return dateTime.formatRange(new Date(startMs), new Date(Math.max(startMs, endMs)));
}
