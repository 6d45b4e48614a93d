import { readSession, SESSION_KEY, writeSession } from '../lib/storage';

/** A deploy removed the chunk this tab wanted. */
export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError|Unable to preload CSS/i.test(
    text,
  );
}

/**
 * Reloads once for a missing chunk; a second failure within the guard window shows the error page
 * instead of reloading forever.
 */
export function reloadOnceForChunk(now = Date.now()): boolean {
  const last = Number(readSession(SESSION_KEY.chunkReload) ?? 0);
  if (now - last < 60_000) return false;
  writeSession(SESSION_KEY.chunkReload, String(now));
  location.reload();
  return true;
}
