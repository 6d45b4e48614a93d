// One claim flow for every claim button (mail attachments now, every bonus page later): busy while it runs,
// the typed error code when refused, and on success the reward popup, the fresh balance and the red dots.
import type { ErrorDetail } from '@casino/contracts/error-detail';
import type { CallAnswer, CallName, CallRequest } from '@casino/contracts/registry';
import { atom, type ReadableAtom } from 'nanostores';
import { call } from '../api/call';
import { refreshActivityFlags } from './activity-flags';
import { showReward } from './overlays';
import { refreshBalance } from './wallet';

export interface ClaimError {
  /** The envelope's errcode (ERR.ALREADY_RECEIVED…), or a negative client code (network, timeout). */
  code: number;
  msg: string;
  /** The refusal's typed facts (items held, seconds to wait…) for the page to show; never parse `msg`. */
  detail?: ErrorDetail;
}

export interface ClaimState {
  busy: boolean;
  error: ClaimError | null;
}

export interface Claim<N extends CallName> {
  $state: ReadableAtom<ClaimState>;
  /**
   * The answer, or null when refused or already running (the error is in $state). `quiet`: no reward popup —
   * a claim-all shows one summary for all its claims instead.
   */
  claim(body: CallRequest<N>, opts?: { quiet?: boolean }): Promise<CallAnswer<N> | null>;
  reset(): void;
}

interface RewardItem {
  propId: number;
  count: number;
}

function rewardsOf(data: unknown): RewardItem[] {
  const rewards = (data as { rewards?: unknown } | null)?.rewards;
  return Array.isArray(rewards) ? (rewards as RewardItem[]) : [];
}

export function createClaim<N extends CallName>(name: N): Claim<N> {
  const $state = atom<ClaimState>({ busy: false, error: null });
  return {
    $state,
    async claim(body, opts = {}) {
      // a second tap while the first is on its way is not a second claim
      if ($state.get().busy) return null;
      $state.set({ busy: true, error: null });
      const res = await call(name, body);
      if (!res.ok) {
        const { errcode: code, msg, detail } = res;
        $state.set({ busy: false, error: detail ? { code, msg, detail } : { code, msg } });
        // a refusal may mean the state moved elsewhere (received in another tab): the dots follow
        refreshActivityFlags();
        return null;
      }
      const rewards = rewardsOf(res.data);
      if (rewards.length > 0 && !opts.quiet) showReward(rewards);
      await refreshBalance();
      refreshActivityFlags();
      $state.set({ busy: false, error: null });
      return res.data;
    },
    reset() {
      $state.set({ busy: false, error: null });
    },
  };
}
