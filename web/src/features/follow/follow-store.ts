// /activity/follow: the brand's channels. Opening a channel's link (from this page) is recorded first, which
// opens its reward; receiving goes through the shared claim flow. The platform cannot see a follow, and says so.
import type { CallAnswer } from '@casino/contracts/registry';
import { atom } from 'nanostores';
import { call } from '../../api/call';
import { createClaim } from '../../stores/claim';

export type FollowInfo = CallAnswer<'followInfo'>;
export type Channel = FollowInfo['channels'][number];

export const $follow = atom<{ status: 'idle' | 'loading' | 'ready' | 'error'; data: FollowInfo | null }>({
  status: 'idle',
  data: null,
});
export const followClaim = createClaim('followReceive');
/** The channel a claim was last made for (its error shows on that row only). */
export const $claimChannel = atom<string | null>(null);

export async function loadFollow(): Promise<void> {
  $follow.set({ ...$follow.get(), status: $follow.get().data ? 'ready' : 'loading' });
  const res = await call('followInfo', {});
  $follow.set(res.ok ? { status: 'ready', data: res.data } : { status: 'error', data: null });
}

function setStatus(id: string, status: Channel['status']): void {
  const s = $follow.get();
  if (!s.data) return;
  $follow.set({
    ...s,
    data: { ...s.data, channels: s.data.channels.map((c) => (c.id === id ? { ...c, status } : c)) },
  });
}

/** The player opened the channel's link: record it (the page opens the link itself, in a new tab). */
export async function openChannel(id: string): Promise<void> {
  const res = await call('followOpen', { channel: id });
  if (res.ok) setStatus(id, res.data.status);
}

export async function receiveChannel(id: string): Promise<void> {
  $claimChannel.set(id);
  const got = await followClaim.claim({ channel: id });
  if (got) setStatus(id, 2);
  else await loadFollow();
}
