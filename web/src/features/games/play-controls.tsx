import './play-controls.css';
import { formatMoney, parseAmount } from '@casino/contracts/money';
import { memo, useEffect, useId, useRef, useState } from 'react';
import { Sheet } from '../../components/sheet';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import {
  AUTOPLAY_ROUND_CHOICES,
  type AutoplayLimits,
  type AutoplayState,
  type AutoplayStep,
  createAutoplay,
  type PageWatch,
} from './autoplay';
import { $turbo, setTurbo } from './play-prefs';

/** Between autoplay rounds, so each result is seen (turbo: shorter). */
export const AUTOPLAY_GAP_MS = 600;
export const AUTOPLAY_TURBO_GAP_MS = 200;

export interface PlayControlsOptions {
  /** Plays one round exactly as the engine's main button does; resolves once it is settled and shown. */
  play: () => Promise<AutoplayStep>;
  /** The stake the next round takes (minor units): the loss stop is checked against it before each round. */
  nextBet: () => number;
  /** Whether a run may start now (no round running, a playable stake, nothing unanswered). */
  ready: boolean;
  /** Why autoplay is unavailable in the engine's current set-up (shown instead of the Auto button). */
  autoBlocked?: string | null;
  /** Tests: the page watched for hiding, the wait between rounds. */
  page?: PageWatch;
  wait?: (ms: number) => Promise<void>;
}

/** What an engine reads back (and hands to <PlayControls>). */
export interface PlayControlsApi {
  /** The player's turbo. */
  turbo: boolean;
  /** Autoplay is running (or finishing its last round): the engine locks its bet controls. */
  autoplaying: boolean;
  /** Turbo or autoplay: shorten win moments and pauses. */
  fast: boolean;
  state: AutoplayState;
  start(limits: AutoplayLimits): void;
  stop(): void;
  /** The stake of the next round, from the engine's latest render (the autoplay form shows it). */
  nextBet(): number;
  options: PlayControlsOptions;
}

const sleep = (ms: number) => new Promise<void>((res) => setTimeout(res, ms));

/**
 * The shared play controls' state for one engine view: its own autoplay store, the device's turbo. The play
 * function is read at each round (the engine's latest closure), so a round plays with the state it has then.
 */
export function usePlayControls(options: PlayControlsOptions): PlayControlsApi {
  const [auto] = useState(createAutoplay);
  const state = useStore(auto.$state);
  const turbo = useStore($turbo);
  const latest = useRef(options);
  latest.current = options;
  const turboRef = useRef(turbo);
  turboRef.current = turbo;
  // leaving the game ends the run
  useEffect(() => () => auto.stop('manual'), [auto]);
  const autoplaying = state.status !== 'idle';
  return {
    turbo,
    autoplaying,
    fast: turbo || autoplaying,
    state,
    options,
    start(limits) {
      void auto.start(limits, {
        play: () => latest.current.play(),
        nextBet: () => latest.current.nextBet(),
        wait: (ms) => (latest.current.wait ?? sleep)(ms),
        get gapMs() {
          return turboRef.current ? AUTOPLAY_TURBO_GAP_MS : AUTOPLAY_GAP_MS;
        },
        page: options.page,
      });
    },
    stop: () => auto.stop('manual'),
    nextBet: () => latest.current.nextBet(),
  };
}

function Bolt() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M13 2 4 14h6l-1 8 9-12h-6z" fill="currentColor" />
    </svg>
  );
}

function Loop() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M17 3l3 3-3 3M20 6H8a4 4 0 0 0-4 4v1M7 21l-3-3 3-3M4 18h12a4 4 0 0 0 4-4v-1"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Pesos as typed → minor units; null when not a positive amount. */
function amountOf(text: string): number | null {
  const r = parseAmount(text);
  return r.ok && r.minor > 0 ? r.minor : null;
}

/** The autoplay form: rounds, and both stops (required). */
function AutoplaySheet({
  bet,
  onStart,
  onClose,
}: {
  bet: number;
  onStart: (limits: AutoplayLimits) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [rounds, setRounds] = useState<number>(AUTOPLAY_ROUND_CHOICES[0]);
  const [win, setWin] = useState('');
  const [loss, setLoss] = useState('');
  const [tried, setTried] = useState(false);
  const winStop = amountOf(win);
  const lossStop = amountOf(loss);
  const winError = winStop === null ? t('games.controls.needWinStop') : null;
  const lossError =
    lossStop === null
      ? t('games.controls.needLossStop')
      : lossStop < bet
        ? t('games.controls.lossBelowBet', { bet: formatMoney(bet) })
        : null;
  const submit = () => {
    setTried(true);
    if (winError || lossError || winStop === null || lossStop === null) return;
    onStart({ rounds, singleWinAbove: winStop, lossLimit: lossStop });
  };
  return (
    <Sheet
      title={t('games.controls.autoTitle')}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="btn btn-gold btn-block" onClick={submit}>
            {t('games.controls.start', { count: rounds })}
          </button>
          <button type="button" className="btn btn-ghost btn-block" onClick={onClose}>
            {t('games.controls.cancel')}
          </button>
        </>
      }
    >
      <form
        className="auto-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <fieldset className="auto-rounds">
          <legend>{t('games.controls.rounds')}</legend>
          {AUTOPLAY_ROUND_CHOICES.map((n) => (
            <label key={n} className={`auto-round${rounds === n ? ' auto-round-on' : ''}`}>
              <input
                type="radio"
                name={`${id}-rounds`}
                checked={rounds === n}
                onChange={() => setRounds(n)}
              />
              <span>{n}</span>
            </label>
          ))}
        </fieldset>
        <div className={tried && winError ? 'field has-error' : 'field'}>
          <label htmlFor={`${id}-win`}>{t('games.controls.winStop')}</label>
          <div className="field-row amount-row">
            <input
              id={`${id}-win`}
              inputMode="decimal"
              autoComplete="off"
              placeholder="500.00"
              value={win}
              aria-invalid={tried && !!winError}
              aria-describedby={`${id}-win-error`}
              onChange={(e) => setWin(e.target.value.replace(/[^\d.,]/g, ''))}
            />
          </div>
          <p id={`${id}-win-error`} className="field-error">
            {tried ? winError : ''}
          </p>
        </div>
        <div className={tried && lossError ? 'field has-error' : 'field'}>
          <label htmlFor={`${id}-loss`}>{t('games.controls.lossStop')}</label>
          <div className="field-row amount-row">
            <input
              id={`${id}-loss`}
              inputMode="decimal"
              autoComplete="off"
              placeholder="100.00"
              value={loss}
              aria-invalid={tried && !!lossError}
              aria-describedby={`${id}-loss-error`}
              onChange={(e) => setLoss(e.target.value.replace(/[^\d.,]/g, ''))}
            />
          </div>
          <p id={`${id}-loss-error`} className="field-error">
            {tried ? lossError : ''}
          </p>
        </div>
        <p className="auto-note">{t('games.controls.note')}</p>
        {/* Enter in a field starts it too */}
        <button type="submit" hidden tabIndex={-1} />
      </form>
    </Sheet>
  );
}

/** The last run's end, in words. */
function stoppedText(s: AutoplayState): string {
  if (!s.stopped) return '';
  const played = t('games.controls.played', { count: s.played });
  return `${t(`games.controls.stopped.${s.stopped}`)} ${played}`;
}

/**
 * Autoplay and turbo, the same for every engine: a row of two buttons under the engine's main button; while a
 * run goes, the rounds left and Stop instead; after it, why it stopped.
 */
export const PlayControls = memo(
  function PlayControls({ controls }: { controls: PlayControlsApi }) {
    const [asking, setAsking] = useState(false);
    const { state, turbo, autoplaying, options } = controls;
    const left = state.total - state.played;
    return (
      <div className="play-controls">
        {autoplaying ? (
          <div className="auto-running">
            <span className="auto-left" role="status" aria-live="polite">
              <Loop />
              {state.status === 'stopping'
                ? t('games.controls.stopping')
                : t('games.controls.left', { count: left })}
            </span>
            <button
              type="button"
              className="btn btn-danger btn-small"
              disabled={state.status === 'stopping'}
              onClick={controls.stop}
            >
              {t('games.controls.stop')}
            </button>
          </div>
        ) : (
          <div className="play-controls-row">
            {options.autoBlocked ? (
              <span className="auto-blocked">{options.autoBlocked}</span>
            ) : (
              <button
                type="button"
                className="ctl-btn"
                disabled={!options.ready}
                onClick={() => setAsking(true)}
              >
                <Loop />
                {t('games.controls.auto')}
              </button>
            )}
            <button type="button" className="ctl-btn" aria-pressed={turbo} onClick={() => setTurbo(!turbo)}>
              <Bolt />
              {t('games.controls.turbo')}
            </button>
          </div>
        )}
        {!autoplaying && state.stopped && (
          <p className={`auto-stopped auto-stopped-${state.stopped}`} role="status">
            {stoppedText(state)}
            {state.message ? ` ${state.message}` : ''}
          </p>
        )}
        {asking && (
          <AutoplaySheet
            bet={controls.nextBet()}
            onClose={() => setAsking(false)}
            onStart={(limits) => {
              setAsking(false);
              controls.start(limits);
            }}
          />
        )}
      </div>
    );
  },
  // An engine re-renders on every step of a round (each reel, ball or card): the row changes only with what it
  // shows. start, stop and nextBet read the engine's latest state through refs, so an older render's are current.
  (a, b) =>
    a.controls.state === b.controls.state &&
    a.controls.turbo === b.controls.turbo &&
    a.controls.autoplaying === b.controls.autoplaying &&
    a.controls.options.ready === b.controls.options.ready &&
    a.controls.options.autoBlocked === b.controls.options.autoBlocked,
);
