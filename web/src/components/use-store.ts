import type { ReadableAtom } from 'nanostores';
import { useSyncExternalStore } from 'react';

/**
 * A nanostores value in a component. @nanostores/react does the same but brings `listenKeys` and the
 * deep-map path helpers into the first load (~1 KB gzip) for a `keys` option we never use.
 */
export function useStore<T>(store: ReadableAtom<T>): T {
  return useSyncExternalStore(store.listen, store.get, store.get);
}
