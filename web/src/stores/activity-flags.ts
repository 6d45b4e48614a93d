import { ACTIVITY_REFRESH_DEBOUNCE_MS } from '@casino/contracts/constants';
import { call } from '../api/call';
import { setActivityFlags } from './activity';
import { $session } from './session';

/** Spec §9: activity flags refresh debounced 1 s — a burst of claims, rounds or deposits asks once. */
export const FLAGS_DEBOUNCE_MS = ACTIVITY_REFRESH_DEBOUNCE_MS;

let timer: ReturnType<typeof setTimeout> | null = null;

/** The red dots, asked again a second after the last thing that may have changed them. */
export function refreshActivityFlags(): void {
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => {
    timer = null;
    if (!$session.get()) return;
    void call('activityGetStatusList', {}, { tips: false }).then((res) => {
      if (res.ok && $session.get()) setActivityFlags(res.data);
    });
  }, FLAGS_DEBOUNCE_MS);
}

/** Tests and logout: forget a pending refresh. */
export function cancelActivityFlagsRefresh(): void {
  if (timer) clearTimeout(timer);
  timer = null;
}
