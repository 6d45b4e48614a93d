import { onCallEvent } from '../api/call-events';
import { logout } from './logout';
import { showTips } from './overlays';
import { noteRestricted } from './session';

/** The Tips dialog's text on a timeout (spec §8). */
export const TIMEOUT_TIPS_KEY = 'errors.timeout';

let wired = false;

/** Connects the calls' app-wide outcomes to the stores that act on them: once, at start (and in tests). */
export function wireCallEffects(): void {
  if (wired) return;
  wired = true;
  onCallEvent((event) => {
    if (event.kind === 'timeout') showTips(TIMEOUT_TIPS_KEY);
    else if (event.kind === 'unauthorized') logout();
    else noteRestricted(event.retryAfterSeconds);
  });
}
