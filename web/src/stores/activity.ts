import type { Activity } from '@casino/contracts/entities/activity';
import type { CallAnswer } from '@casino/contracts/registry';
import { atom } from 'nanostores';
import { $dots, type Dots } from './session';

export type ActivityFlags = CallAnswer<'activityGetStatusList'>;

export interface ActivityState {
  status: 'idle' | 'ready';
  ids: number[];
  map: Record<string, Activity>;
  flags: ActivityFlags | null;
}

export const EMPTY_ACTIVITY: ActivityState = { status: 'idle', ids: [], map: {}, flags: null };
export const $activity = atom<ActivityState>(EMPTY_ACTIVITY);

export function setActivities(ids: number[], map: Record<string, Activity>): void {
  $activity.set({ ...$activity.get(), status: 'ready', ids, map });
}

/** Award flags drive the red dots (spec §3). */
export function dotsFromFlags(flags: ActivityFlags): Dots {
  return {
    spin: flags.spinAwardFlag,
    task: flags.taskAwardFlag,
    agent5: flags.agent5AwardFlag,
    vip: flags.vipAwardFlag,
    signIn: flags.signInFlag,
    email: flags.emailAwardFlag,
    drawChance: flags.canReceiveDrawChance,
  };
}

export function setActivityFlags(flags: ActivityFlags): void {
  $activity.set({ ...$activity.get(), flags });
  $dots.set(dotsFromFlags(flags));
}

/** Visible activities of one type, in sort order. */
export function activitiesOfType(state: ActivityState, activityType: number): Activity[] {
  return Object.values(state.map)
    .filter((a) => a.activityType === activityType && (state.ids.length === 0 || state.ids.includes(a.id)))
    .sort((a, b) => a.sort - b.sort);
}
