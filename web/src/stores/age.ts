import { atom } from 'nanostores';
import { KEY, readLocal, readSession, SESSION_KEY, writeLocal, writeSession } from '../lib/storage';

export type AgeNoticeState = 'pending' | 'accepted' | 'declined';

function initial(): AgeNoticeState {
  if (readLocal(KEY.ageAccepted) === '1') return 'accepted';
  return readSession(SESSION_KEY.ageDeclined) === '1' ? 'declined' : 'pending';
}

/** Age/eligibility notice (spec §5). Acceptance is remembered on this device; a decline only for the session. */
export const $ageNotice = atom<AgeNoticeState>(initial());

export function acceptAgeNotice(): void {
  writeLocal(KEY.ageAccepted, '1');
  writeSession(SESSION_KEY.ageDeclined, null);
  $ageNotice.set('accepted');
}

export function declineAgeNotice(): void {
  writeSession(SESSION_KEY.ageDeclined, '1');
  $ageNotice.set('declined');
}

/**
 * Acceptance in another tab (or the page around a frame) hides the sheet here too; a storage cleared there
 * brings it back. A decline stays this tab's own (sessionStorage).
 */
export function followAgeAcrossTabs(win: Window = window): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === KEY.ageAccepted || e.key === null) $ageNotice.set(initial());
  };
  win.addEventListener('storage', onStorage);
  return () => win.removeEventListener('storage', onStorage);
}

export function reviewAgeNotice(): void {
  writeSession(SESSION_KEY.ageDeclined, null);
  $ageNotice.set('pending');
}

/** The notice is not shown over the documents it links to (spec §5). */
export const AGE_NOTICE_HIDDEN_ON: readonly string[] = [
  '/terms-of-use',
  '/privacy-policy',
  '/member/self-limited',
];

export function ageNoticeVisible(state: AgeNoticeState, pathname: string): boolean {
  return state !== 'accepted' && !AGE_NOTICE_HIDDEN_ON.includes(pathname.replace(/\/+$/, ''));
}
