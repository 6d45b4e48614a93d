/**
 * When the next reality check is due in a game: every `everyMinutes` from when the player sat down
 * (`startedAt`), the first one still ahead of `now` — a check dismissed late never fires twice at once.
 */
export function nextRealityCheck(startedAt: number, everyMinutes: number, now: number): number {
  const every = Math.max(1, everyMinutes) * 60_000;
  const done = Math.floor(Math.max(0, now - startedAt) / every);
  return startedAt + (done + 1) * every;
}
