import type { ACTIVITY_TYPE } from '@casino/contracts/enums';
import { lazy, Suspense } from 'react';
import { useStore } from '../components/use-store';
import { $activity, type ActivityState } from '../stores/activity';
import { $loggedIn } from '../stores/session';

// The bubble's code loads only where it shows (the enums module stays out of the first load: a type check).
const JackpotBubble = lazy(() => import('../features/jackpot/jackpot-bubble'));
const LUCKY_JACKPOT: typeof ACTIVITY_TYPE.LuckyJackpot = 47;

/** The nine pages spec §2 shows the floating jackpot bubble on. */
export const BUBBLE_PATHS: ReadonlySet<string> = new Set([
  '/',
  '/bonus/event',
  '/bonus/tasks',
  '/bonus/reward',
  '/bonus/record',
  '/member',
  '/vip/level',
  '/agent',
  '/game/start',
]);

/** The jackpot bubble's rule: a logged-in player, one of those pages, and the jackpot activity exists. */
export function bubbleVisible(path: string, loggedIn: boolean, activity: ActivityState): boolean {
  if (!loggedIn || !BUBBLE_PATHS.has(path)) return false;
  return Object.values(activity.map).some(
    (a) => a.activityType === LUCKY_JACKPOT && (activity.ids.length === 0 || activity.ids.includes(a.id)),
  );
}

export function JackpotBubbleHost({ path }: { path: string }) {
  const loggedIn = useStore($loggedIn);
  const activity = useStore($activity);
  if (!bubbleVisible(path, loggedIn, activity)) return null;
  return (
    <Suspense fallback={null}>
      <JackpotBubble />
    </Suspense>
  );
}
