import './win-moment.css';
import { formatMoney } from '@casino/contracts/money';
import { useEffect, useRef, useState } from 'react';
import { t } from '../../i18n';
import { prefersReducedMotion, useCountUp, winTier } from './count-up';

/** How long a win counts up, and a big win (which also holds the stage this long before it steps aside). */
export const COUNT_MS = 1200;
export const BIG_COUNT_MS = 2600;
export const BIG_HOLD_MS = 4200;
/** Turbo or autoplay: the same moments, shorter. */
export const FAST_COUNT_MS = 400;
export const FAST_BIG_COUNT_MS = 900;
export const FAST_BIG_HOLD_MS = 1500;

/** How long the moment counts and holds, by tier and pace. */
export function momentTimes(big: boolean, fast: boolean): { count: number; hold: number } {
  if (fast) return { count: big ? FAST_BIG_COUNT_MS : FAST_COUNT_MS, hold: FAST_BIG_HOLD_MS };
  return { count: big ? BIG_COUNT_MS : COUNT_MS, hold: BIG_HOLD_MS };
}

/**
 * A round's win, scaled to its multiple of the stake (count-up.ts winTier): a small win is a plaque counting up
 * on the stage's lower edge; a big (≥ 10×) or mega (≥ 50×) win first takes the stage with rays and its title,
 * then steps aside to the plaque (a tap sends it away sooner). A payout of no more than the stake shows nothing.
 * Place it inside the engine's stage (a positioned box); key it by the round so each round counts afresh.
 * Hidden from assistive tech: the engine's result line says the win in words.
 */
export function WinMoment({
  win,
  bet,
  shown = win,
  fast = false,
}: {
  /** The round's payout and stake: the tier is their ratio. */
  win: number;
  bet: number;
  /** The amount counted up (default the payout; a game that returns the stake with the win shows the net). */
  shown?: number;
  /** Turbo or autoplay: shorter. */
  fast?: boolean;
}) {
  const tier = winTier(win, bet);
  const big = tier === 'big' || tier === 'mega';
  const [celebrating, setCelebrating] = useState(big);
  const amount = useRef<HTMLSpanElement>(null);
  const times = momentTimes(big, fast);
  useCountUp(amount, shown, times.count);
  useEffect(() => {
    if (!celebrating) return;
    const timer = setTimeout(
      () => setCelebrating(false),
      prefersReducedMotion() ? times.hold / 2 : times.hold,
    );
    return () => clearTimeout(timer);
  }, [celebrating, times.hold]);
  if (tier === 'none') return null;
  return (
    <div
      className={
        celebrating
          ? `win-big win-tier-${tier}${fast ? ' win-fast' : ''}`
          : `win-plaque win-tier-${tier}${fast ? ' win-fast' : ''}`
      }
      aria-hidden="true"
      onClick={() => setCelebrating(false)}
    >
      {celebrating && <span className="win-rays" />}
      {celebrating && (
        <strong className="win-title">{t(tier === 'mega' ? 'games.moment.mega' : 'games.moment.big')}</strong>
      )}
      <span className="win-meter">
        {!celebrating && <small>{t('games.moment.win')}</small>}
        <span ref={amount}>{formatMoney(0)}</span>
      </span>
    </div>
  );
}
