import type { ReadableAtom } from 'nanostores';
import { useSyncExternalStore } from 'react';

/**
 * A nanostores value in a component, read synchronously. Not the player app's transition-based hook: that one
 * trades a frame of lag for a light first load on phones, and with a controlled field whose value lives in a
 * store the lag lets React put the old value back for a moment (a radio that does not stay ticked, a caret
 * that jumps). The console's forms need the value now; its first load is not a phone's.
 */
export function useStore<T>(store: ReadableAtom<T>): T {
  return useSyncExternalStore(store.listen, store.get, store.get);
}
