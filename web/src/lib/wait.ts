/** Seconds named in a server message ("… try again in 42 seconds", "(15 min)"), if any. */
export function secondsIn(msg: string): number | undefined {
  const m = /(\d{1,6})\s*(seconds?|secs?|s\b|minutes?|mins?)/i.exec(msg);
  if (!m) return undefined;
  const n = Number(m[1]);
  return /^m/i.test(m[2] ?? '') ? n * 60 : n;
}
