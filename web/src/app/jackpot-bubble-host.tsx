import type { ACTIVITY_TYPE } from '@casino/contracts/enums';
import { lazy, Suspense } from 'react';
import { useStore } from '../components/use-store';
import { $activity } from '../stores/activity';
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

/** The floating jackpot bubble: a logged-in player, one of those pages, and the jackpot activity exists. */
export function JackpotBubbleHost({ path }: { path: string }) {
  const loggedIn = useStore($loggedIn);
  const activity = useStore($activity);
  const exists = Object.values(activity.map).some(
    (a) => a.activityType === LUCKY_JACKPOT && (activity.ids.length === 0 || activity.ids.includes(a.id)),
  );
  if (!loggedIn || !exists || !BUBBLE_PATHS.has(path)) return null;
  return (
    <Suspense fallback={null}>
      <JackpotBubble inGame={path === '/game/start'} />
    </Suspense>
  );
}
