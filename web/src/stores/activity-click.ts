import { ACTIVITY_TYPE, CLICK_ACTION, CLICK_TYPE, UNLOGIN_SHOW_STATUS } from '@casino/contracts/enums';
import { track } from './events';
import { loginPath } from './logout';
import { navigate } from './nav';
import { openOverlay } from './overlays';

/** What an activity entry or a banner needs to decide its click (spec §2 "activity entry click"). */
export interface ClickEntry {
  id?: number;
  activityType?: number;
  clickType: number;
  clickAction: number;
  target: string;
  unloginShowStatus?: number;
}

export type EntryAction =
  | { kind: 'route'; to: string }
  | { kind: 'external'; url: string }
  | { kind: 'overlay'; overlay: 'spin' | 'jackpot' }
  | { kind: 'login'; to: string }
  | { kind: 'none' };

/** The click rules: visitors on hidden entries → login; action 20 → spin; lucky jackpot → jackpot; then by clickType. */
export function entryAction(entry: ClickEntry, loggedIn: boolean): EntryAction {
  if (!loggedIn && entry.unloginShowStatus === UNLOGIN_SHOW_STATUS.hidden)
    return { kind: 'login', to: loginPath() };
  if (entry.clickAction === CLICK_ACTION.spinModal) return { kind: 'overlay', overlay: 'spin' };
  if (entry.activityType === ACTIVITY_TYPE.LuckyJackpot) return { kind: 'overlay', overlay: 'jackpot' };
  switch (entry.clickType) {
    case CLICK_TYPE.route:
      return entry.target.startsWith('/') && !entry.target.startsWith('//')
        ? { kind: 'route', to: entry.target }
        : { kind: 'none' };
    case CLICK_TYPE.game: {
      // the game id travels in target, or in clickAction on banners (the seeded catalogue does that)
      const gameId = /^\d+$/.test(entry.target)
        ? entry.target
        : entry.clickAction > 0
          ? String(entry.clickAction)
          : '';
      if (!gameId) return { kind: 'none' };
      const activity = entry.id && entry.activityType ? `&activityId=${entry.id}` : '';
      return { kind: 'route', to: `/game/start?gameId=${gameId}${activity}` };
    }
    case CLICK_TYPE.externalLink:
      return /^https?:\/\//i.test(entry.target) ? { kind: 'external', url: entry.target } : { kind: 'none' };
    default:
      return { kind: 'none' };
  }
}

export function performEntryClick(entry: ClickEntry, loggedIn: boolean): EntryAction {
  const action = entryAction(entry, loggedIn);
  track('click', { target: 'activity_entry', id: entry.id ?? 0, action: action.kind });
  if (action.kind === 'route' || action.kind === 'login') navigate(action.to);
  else if (action.kind === 'external') window.open(action.url, '_blank', 'noopener,noreferrer');
  else if (action.kind === 'overlay') openOverlay(action.overlay, { activityId: entry.id ?? 0 });
  return action;
}
