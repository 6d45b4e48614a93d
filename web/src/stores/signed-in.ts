import { CLIENT_VERSION } from '@casino/contracts/constants';
import { call } from '../api/call';
import { isMobile } from '../lib/device';
import { setActivities, setActivityFlags } from './activity';
import { $restriction, $user } from './session';
import { applyRefresh } from './wallet';

/** After login (or a reload with a saved token): user, activities and balances. */
export async function loadSignedIn(): Promise<void> {
  const [info, fresh, protection] = await Promise.all([
    call('getAfterLoginInfoWeb', { version: CLIENT_VERSION, os: isMobile() ? 'mobile-web' : 'desktop-web' }),
    call('refreshData', {}),
    // a cool-off or self-exclusion switches the app to its restricted view (withdraw and history only)
    call('selfLimitInfo', {}),
  ]);
  if (protection.ok) {
    const r = protection.data.restriction;
    $restriction.set(r ? { kind: r.kind, until: r.until } : null);
  }
  if (info.ok) {
    const d = info.data;
    $user.set({
      ...d.user,
      gameLikeIds: d.appGameDataUser.gameLikes,
      gameHistory: d.appGameDataUser.gameHistory,
      inviteCode: d.inviteCode,
      aid: d.aid,
      firstRecharge: d.user.totalRecharge > 0,
      appUserBankList: {},
      // a social sign-in's record outlives the reload of the user
      social: $user.get()?.id === d.user.id ? ($user.get()?.social ?? null) : null,
    });
    setActivities(d.activityIds.activityIds, d.activityIds.activityMap);
    setActivityFlags(d.activityFlags);
  }
  if (fresh.ok) applyRefresh(fresh.data);
}
