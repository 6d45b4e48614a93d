import { formatMoney } from '@casino/contracts/money';
import { useEffect, useRef, useState } from 'react';
import { t } from '../../i18n';
import { prefersReducedMotion, useCountUp, winTier } from './count-up';
import { type DrawnLine, LINE_COLOURS } from './slots-lines';

/** How long a win counts up, and a big win (which also holds the screen this long before it steps aside). */
const COUNT_MS = 1200;
const BIG_COUNT_MS = 2600;
const BIG_HOLD_MS = 4200;

/**
 * The winning paylines over the reels: an SVG in cell units (5 × 3) laid over the reels' area, one polyline
 * per line through its winning cells (slots-lines.ts winLines). Decoration: the result line and the winning
 * symbols' names say the same in words.
 */
export function WinLines({
  lines,
  reels,
  rows,
}: {
  lines: readonly DrawnLine[];
  reels: number;
  rows: number;
}) {
  if (!lines.length) return null;
  return (
    <svg
      className="slots-lines"
      viewBox={`0 0 ${reels} ${rows}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      {lines.map((l, i) => (
        <polyline
          key={l.line}
          points={l.points}
          stroke={LINE_COLOURS[i % LINE_COLOURS.length]}
          style={{ animationDelay: `${i * 120}ms` }}
        />
      ))}
    </svg>
  );
}

/**
 * The win as it counts up: a plaque on the reels' lower edge; a big or mega win (count-up.ts winTier) first
 * takes the reels with rays and its own title, then steps aside to the plaque (a tap skips it). A payout of no
 * more than the bet shows nothing. Hidden from assistive tech: the result line is the one that says the win.
 */
export function WinMeter({ win, bet }: { win: number; bet: number }) {
  const tier = winTier(win, bet);
  const big = tier === 'big' || tier === 'mega';
  const [celebrating, setCelebrating] = useState(big);
  const amount = useRef<HTMLSpanElement>(null);
  useCountUp(amount, win, big ? BIG_COUNT_MS : COUNT_MS);
  useEffect(() => {
    if (!celebrating) return;
    const timer = setTimeout(
      () => setCelebrating(false),
      prefersReducedMotion() ? BIG_HOLD_MS / 2 : BIG_HOLD_MS,
    );
    return () => clearTimeout(timer);
  }, [celebrating]);
  if (tier === 'none') return null;
  return (
    <div
      className={celebrating ? `slots-big-win${tier === 'mega' ? ' slots-mega-win' : ''}` : 'slots-plaque'}
      aria-hidden="true"
      onClick={() => setCelebrating(false)}
    >
      {celebrating && <span className="slots-rays" />}
      {celebrating && (
        <strong className="slots-big-title">
          {t(tier === 'mega' ? 'games.slots.megaWin' : 'games.slots.bigWin')}
        </strong>
      )}
      <span className="slots-meter">
        {!celebrating && <small>{t('games.slots.win')}</small>}
        <span ref={amount}>{formatMoney(0)}</span>
      </span>
    </div>
  );
}
