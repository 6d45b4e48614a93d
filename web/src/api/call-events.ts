// What a call's answer means for the whole app, told to whoever listens: the request function knows no store
// and no screen, so any store may call it without an import cycle (stores/call-effects.ts acts on these).
export type CallEvent =
  /** A call gave up waiting (spec §8: the Tips dialog), unless its caller handles the timeout itself. */
  | { kind: 'timeout' }
  /** A 401 on a call that needs a signed-in player (spec §8: log out and go to login). */
  | { kind: 'unauthorized' }
  /** A cool-off or exclusion started elsewhere (another device): the restricted view, for this long. */
  | { kind: 'restricted'; retryAfterSeconds: number | undefined };

const listeners = new Set<(event: CallEvent) => void>();

/** Listens to every call's app-wide outcome; answers the function that stops listening. */
export function onCallEvent(listener: (event: CallEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitCallEvent(event: CallEvent): void {
  for (const listener of listeners) listener(event);
}
