import { atom } from 'nanostores';
import { useEffect, useRef, useState } from 'react';
import { useStore } from './use-store';

/**
 * Every modal layer on screen (Tips and the other overlay-host popups, the age sheet, dialogs pages open),
 * in the order they opened. The latest is drawn on top and is the only one Escape reaches: the age sheet
 * (rendered after the overlay host) used to cover a Tips dialog that opened later, and one Escape closed
 * every open dialog at once.
 */
export const $layers = atom<number[]>([]);
const onEscape = new Map<number, (() => void) | undefined>();
let nextId = 1;
/** Where the focus goes once the layer under a closed one is no longer inert (see useLayer). */
let restoreTo: HTMLElement | null = null;

/** Above the page's sticky bars (20, 30); each layer one above the one it opened over. */
const BASE_Z = 60;

function onKey(e: KeyboardEvent): void {
  if (e.key !== 'Escape') return;
  const top = $layers.get().at(-1);
  if (top === undefined) return;
  // a top layer that cannot be dismissed (the age sheet) keeps Escape from reaching the ones below
  e.preventDefault();
  onEscape.get(top)?.();
}

/**
 * Joins the stack for as long as the component is mounted. Returns the z-index to draw at and whether this
 * layer is on top (the others are inert under it). Focus goes back where it was when the layer closes.
 */
export function useLayer(close?: () => void): { zIndex: number; top: boolean } {
  const [id] = useState(() => nextId++);
  const layers = useStore($layers);
  const latest = useRef(close);
  latest.current = close;
  const wasTop = useRef(true);
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    onEscape.set(id, () => latest.current?.());
    if ($layers.get().length === 0) window.addEventListener('keydown', onKey);
    $layers.set([...$layers.get(), id]);
    return () => {
      onEscape.delete(id);
      const onTop = $layers.get().at(-1) === id;
      const rest = $layers.get().filter((l) => l !== id);
      $layers.set(rest);
      if (rest.length === 0) window.removeEventListener('keydown', onKey);
      // A layer closing under another must not pull the focus out of the one on top. The layer it covered
      // is still inert until it renders as the top one: it takes the focus back then (below).
      if (!onTop) return;
      if (rest.length > 0) restoreTo = before;
      else if (before?.isConnected) before.focus();
    };
  }, [id]);
  const index = layers.indexOf(id);
  // before its effect has run a new layer is not in the list yet, and it is the newest
  const top = index < 0 || index === layers.length - 1;
  useEffect(() => {
    if (top && !wasTop.current) {
      if (restoreTo?.isConnected) restoreTo.focus();
      restoreTo = null;
    }
    wasTop.current = top;
  }, [top]);
  return { zIndex: BASE_Z + (index < 0 ? layers.length : index), top };
}
