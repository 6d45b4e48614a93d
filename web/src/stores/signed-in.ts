import { CLIENT_VERSION } from '@casino/contracts/constants';
import { call } from '../api/call';
import { isMobile } from '../lib/device';
import { setActivities, setActivityFlags } from './activity';
import { $user, $vip, $wallet } from './session';

/** After login (or a reload with a saved token): user, activities and balances. */
export async function loadSignedIn(): Promise<void> {
  const [info, fresh] = await Promise.all([
    call('getAfterLoginInfoWeb', { version: CLIENT_VERSION, os: isMobile() ? 'mobile-web' : 'desktop-web' }),
    call('refreshData', {}),
  ]);
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
  if (fresh.ok) {
    const r = fresh.data;
    $wallet.set({ coin: r.coin, lottery: r.lottery, bet: r.bet, status: 'ready' });
    $vip.set({ vip: r.vip, vipExp: r.vipExp, userLevel: r.userLevel });
    const user = $user.get();
    if (user)
      $user.set({
        ...user,
        coin: r.coin,
        lottery: r.lottery,
        vip: r.vip,
        vipExp: r.vipExp,
        hasPassword: r.hasPassword,
      });
  }
}
