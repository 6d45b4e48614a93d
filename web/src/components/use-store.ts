import type { ReadableAtom } from 'nanostores';
import { startTransition, useEffect, useReducer, useRef } from 'react';

/**
 * A nanostores value in a component, re-rendered in a transition when the store changes.
 *
 * Not useSyncExternalStore (nor @nanostores/react, which is built on it): a store read that way forces every
 * render it triggers to be synchronous, and a store that changes while a transition renders (the catalogue
 * arriving during the first render, say) makes React throw the transition away and render the whole tree
 * again in one blocking task. Measured on the first load of /: a 30–130 ms task on the main thread, ×4 on a
 * mid-range phone. A transition renders in slices that yield to the browser every few ms instead.
 *
 * The price is that two components may briefly show two values of one store (tearing) while a render is in
 * flight; for these stores (config, session, wallet, dots) one frame of that is invisible.
 */
export function useStore<T>(store: ReadableAtom<T>): T {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const value = store.get();
  const shown = useRef(value);
  shown.current = value;
  useEffect(() => {
    const update = () => {
      if (store.get() !== shown.current) startTransition(rerender);
    };
    // the store may have changed between this render and the subscription
    update();
    return store.listen(update);
  }, [store]);
  return value;
}
