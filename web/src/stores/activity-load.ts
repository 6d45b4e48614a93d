import { call } from '../api/call';
import { $activity, activitiesOfType, setActivities } from './activity';
import { $session } from './session';

let pending: Promise<void> | null = null;

/** Visitors need the public activity list for the activity login check and the popup chain. */
export function ensureActivities(): Promise<void> {
  if ($activity.get().status === 'ready') return Promise.resolve();
  pending ??= call('getActivityIds', {}, { tips: false })
    .then((res) => {
      if (res.ok) setActivities(res.data.activityIds, res.data.activityMap);
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}

/** Activity login check (spec §6): a visitor may open the page only if that activity is shown to visitors. */
export async function activityOpenToVisitor(activityType: number): Promise<boolean> {
  if ($session.get()) return true;
  await ensureActivities();
  const found = activitiesOfType($activity.get(), activityType);
  return found.some((a) => a.unloginShowStatus === 1);
}
