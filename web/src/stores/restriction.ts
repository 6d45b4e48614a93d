import { atom } from 'nanostores';

/**
 * A running cool-off or self-exclusion of the signed-in player: the app shows its restricted view (withdraw,
 * history, limits) until `until`. `kind` is null when only a refusal told us (its typed wait gives `until`).
 */
export interface Restriction {
  kind: 'coolOff' | 'exclusion' | null;
  until: number;
}

export const $restriction = atom<Restriction | null>(null);

/** A call was refused with SELF_RESTRICTED: the platform says how long it lasts. */
export function noteRestricted(retryAfterSeconds: number | undefined, now = Date.now()): void {
  const until = now + Math.max(1, retryAfterSeconds ?? 60) * 1000;
  $restriction.set({ kind: $restriction.get()?.kind ?? null, until });
}
