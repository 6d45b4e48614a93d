/** What a key press means in a queue: `n` opens the next item, `a` approves it, `r` rejects it. */
export type QueueKey = 'next' | 'approve' | 'reject';
const KEYS: Record<string, QueueKey> = { n: 'next', a: 'approve', r: 'reject' };

/**
 * The queue action for a key press, or null: never while typing in a field (a reason "n…" must not open the
 * next item), with a modifier held (the browser's own shortcuts), or while a dialog is open.
 */
export function queueKey(e: {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  target?: EventTarget | null;
}): QueueKey | null {
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  const el = e.target as (HTMLElement & { isContentEditable?: boolean }) | null;
  const tag = el?.tagName;
  if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || el?.isContentEditable) return null;
  if (typeof document !== 'undefined' && document.querySelector('dialog[open]')) return null;
  return KEYS[e.key] ?? null;
}
