import { atom } from 'nanostores';

/** Every modal and bottom sheet the app can stack. Later issues fill the shells. */
export type OverlayKind =
  | 'tips'
  | 'reward'
  | 'download'
  | 'notice'
  | 'firstDeposit'
  | 'inviteSpin'
  | 'spin'
  | 'jackpot'
  | 'vipGift';

export interface Overlay {
  id: number;
  kind: OverlayKind;
  /** Same key twice keeps one overlay (e.g. three timed-out calls show one Tips dialog). */
  key: string;
  props: Record<string, unknown>;
}

export const $overlays = atom<Overlay[]>([]);
let nextId = 1;

export function openOverlay(
  kind: OverlayKind,
  props: Record<string, unknown> = {},
  key: string = kind,
): number {
  const existing = $overlays.get().find((o) => o.key === key);
  if (existing) return existing.id;
  const id = nextId++;
  $overlays.set([...$overlays.get(), { id, kind, key, props }]);
  return id;
}

export function closeOverlay(id: number): void {
  $overlays.set($overlays.get().filter((o) => o.id !== id));
}

export function closeAllOverlays(): void {
  $overlays.set([]);
}

/** The Tips dialog (spec §8); message is an i18n key. */
export function showTips(messageKey: string): number {
  return openOverlay('tips', { messageKey }, `tips:${messageKey}`);
}

/**
 * Reward popup (TAP THE SCREEN TO CONTINUE): items are reward item ids with counts; `turnoverMultiple` states
 * the bets its coin needs before it can be withdrawn (fair terms: a bonus says so when it is given).
 */
export function showReward(
  items: { propId: number; count: number }[],
  terms: { turnoverMultiple?: number } = {},
): number {
  return openOverlay('reward', { items, ...terms }, `reward:${nextId}`);
}
