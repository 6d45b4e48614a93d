// Fresh balance after money moved (deposit credited, withdrawal held, balance retrieved): header follows $wallet.
import { call } from '../../api/call';
import { $user, $wallet } from '../../stores/session';

export async function refreshBalance(): Promise<void> {
  const res = await call('refreshData', {});
  if (!res.ok) return;
  const r = res.data;
  $wallet.set({ coin: r.coin, lottery: r.lottery, bet: r.bet, status: 'ready' });
  const user = $user.get();
  if (user) $user.set({ ...user, coin: r.coin, lottery: r.lottery });
}

export function setCoin(coin: number): void {
  $wallet.set({ ...$wallet.get(), coin, status: 'ready' });
  const user = $user.get();
  if (user) $user.set({ ...user, coin });
}
