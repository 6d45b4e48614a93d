// Autoplay: the same play call, one round after another, until a stop the player set (or any trouble) ends it.
// Pure logic over an injected play function, wait and page: the platform judges every round (each play is the
// engine's own call with its own request id); autoplay only decides whether to ask for the next one, from the
// answers it got. It never looks ahead: a stop is decided from rounds already played and the next stake.
import { ERR } from '@casino/contracts/errors';
import { atom, type ReadableAtom } from 'nanostores';

/** What the player sets before autoplay may start. Money in minor units; all three are required. */
export interface AutoplayLimits {
  /** How many rounds at most (1…AUTOPLAY_MAX_ROUNDS). */
  rounds: number;
  /** Stop after a round whose payout is above this. */
  singleWinAbove: number;
  /** Stop before the balance could fall by more than this since the start (net of wins). */
  lossLimit: number;
}

export const AUTOPLAY_MAX_ROUNDS = 1000;
export const AUTOPLAY_ROUND_CHOICES = [10, 25, 50, 100] as const;

/** One round as the engine answers it once it has settled and shown it (or the failure of its call). */
export type AutoplayStep =
  | { ok: true; bet: number; win: number }
  | { ok: false; errcode: number; msg?: string };

export type StopReason =
  /** every round asked for was played */
  | 'done'
  /** a round paid more than the single-win stop */
  | 'singleWin'
  /** the next stake could take the loss past the player's stop */
  | 'lossLimit'
  /** a round call failed */
  | 'error'
  /** the platform refused for a limit (the player's own loss, stake or time limit, a block, the balance) */
  | 'limit'
  /** the page was hidden (another app, another tab, the screen off) */
  | 'hidden'
  /** the player pressed Stop */
  | 'manual';

export interface AutoplayState {
  status: 'idle' | 'running' | 'stopping';
  /** Rounds asked for, played so far, and the net (wins less stakes) since the start. */
  total: number;
  played: number;
  net: number;
  /** Why the last run ended (null before any, and while one runs). */
  stopped: StopReason | null;
  /** The failure's text when it ended on one. */
  message?: string;
}

/** The page autoplay watches: hidden means stop. Injected so tests drive it. */
export interface PageWatch {
  hidden(): boolean;
  /** Calls back when the page is hidden; answers the unsubscribe. */
  onHide(cb: () => void): () => void;
}

export interface AutoplayDeps {
  /** Plays one round and resolves once it is settled and shown. */
  play: () => Promise<AutoplayStep>;
  /** The stake the next round will take (minor units). */
  nextBet: () => number;
  /** The pause between rounds (injected clock). */
  wait: (ms: number) => Promise<void>;
  /** Between rounds, ms. */
  gapMs?: number;
  page?: PageWatch;
}

/** Refusals that are a limit, not a fault: the stop says so. */
export const LIMIT_ERRCODES: readonly number[] = [
  ERR.SELF_LIMIT_REACHED,
  ERR.SELF_RESTRICTED,
  ERR.PLAYER_BLOCKED,
  ERR.EXCLUSION_LISTED,
  ERR.INSUFFICIENT_BALANCE,
];

/** What is wrong with the limits as entered (null when autoplay may start). */
export type LimitsProblem = 'rounds' | 'singleWin' | 'lossLimit';

export function checkLimits(l: Partial<AutoplayLimits>): LimitsProblem | null {
  if (!Number.isInteger(l.rounds) || l.rounds! < 1 || l.rounds! > AUTOPLAY_MAX_ROUNDS) return 'rounds';
  if (!Number.isInteger(l.singleWinAbove) || l.singleWinAbove! <= 0) return 'singleWin';
  if (!Number.isInteger(l.lossLimit) || l.lossLimit! <= 0) return 'lossLimit';
  return null;
}

/** The browser's page: document.visibilityState. */
export const documentPage: PageWatch = {
  hidden: () => typeof document !== 'undefined' && document.visibilityState === 'hidden',
  onHide(cb) {
    if (typeof document === 'undefined') return () => {};
    const on = () => {
      if (document.visibilityState === 'hidden') cb();
    };
    document.addEventListener('visibilitychange', on);
    return () => document.removeEventListener('visibilitychange', on);
  },
};

export interface Autoplay {
  $state: ReadableAtom<AutoplayState>;
  /** Runs until a stop; resolves with the reason. Refused (null) if running or the limits are incomplete. */
  start(limits: AutoplayLimits, deps: AutoplayDeps): Promise<StopReason | null>;
  /** Asks the run to end: a round already sent is answered and shown first. */
  stop(reason?: StopReason): void;
}

const IDLE: AutoplayState = { status: 'idle', total: 0, played: 0, net: 0, stopped: null };

export function createAutoplay(): Autoplay {
  const $state = atom<AutoplayState>(IDLE);
  let requested: StopReason | null = null;

  const set = (patch: Partial<AutoplayState>) => $state.set({ ...$state.get(), ...patch });

  return {
    $state,
    stop(reason = 'manual') {
      if ($state.get().status !== 'running') return;
      requested ??= reason;
      set({ status: 'stopping' });
    },
    async start(limits, deps) {
      if ($state.get().status !== 'idle' || checkLimits(limits)) return null;
      const page = deps.page ?? documentPage;
      requested = page.hidden() ? 'hidden' : null;
      $state.set({ status: 'running', total: limits.rounds, played: 0, net: 0, stopped: null });
      const unwatch = page.onHide(() => {
        if ($state.get().status === 'running') {
          requested ??= 'hidden';
          set({ status: 'stopping' });
        }
      });
      let reason: StopReason = 'done';
      let message: string | undefined;
      try {
        for (;;) {
          const s = $state.get();
          if (requested) {
            reason = requested;
            break;
          }
          if (s.played >= limits.rounds) {
            reason = 'done';
            break;
          }
          // the fall since the start plus the whole next stake (a round may pay nothing) stays within the stop:
          // the balance never ends more than the stop below where autoplay began
          if (-s.net + deps.nextBet() > limits.lossLimit) {
            reason = 'lossLimit';
            break;
          }
          let step: AutoplayStep;
          try {
            step = await deps.play();
          } catch (e) {
            step = { ok: false, errcode: -1, msg: e instanceof Error ? e.message : undefined };
          }
          if (!step.ok) {
            reason = LIMIT_ERRCODES.includes(step.errcode) ? 'limit' : 'error';
            message = step.msg;
            break;
          }
          const net = $state.get().net + step.win - step.bet;
          set({ played: $state.get().played + 1, net });
          if (step.win > limits.singleWinAbove) {
            reason = 'singleWin';
            break;
          }
          if ($state.get().played < limits.rounds && !requested) await deps.wait(deps.gapMs ?? 0);
        }
      } finally {
        unwatch();
      }
      requested = null;
      set({ status: 'idle', stopped: reason, message });
      return reason;
    },
  };
}
