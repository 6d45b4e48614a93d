import '../../i18n/jackpot';
import './jackpot-bubble.css';
import { type PointerEvent, useRef, useState } from 'react';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { openOverlay } from '../../stores/overlays';
import { $dots } from '../../stores/session';

const SIZE = 60;
/** A press that moves less than this is a tap (opens the jackpot), more is a drag. */
const TAP_SLOP = 6;

const clamp = (v: number, lo: number, hi: number) => Math.min(Math.max(v, lo), hi);
let kept: { x: number; y: number } | null = null;

/**
 * The floating jackpot bubble (spec §2): draggable anywhere on screen (it stays where it was left for the
 * session), a tap opens the jackpot popup, a red dot when a draw chance waits.
 */
export default function JackpotBubble({ inGame = false }: { inGame?: boolean }) {
  const dots = useStore($dots);
  // In a game the bubble starts in the empty corner under the game's bar, clear of the stakes and buttons.
  const [pos, setPos] = useState(
    () =>
      kept ?? {
        x: window.innerWidth - SIZE - 8,
        y: inGame ? 50 : Math.round(window.innerHeight * 0.42),
      },
  );
  const drag = useRef<{ dx: number; dy: number; sx: number; sy: number; moved: boolean } | null>(null);

  const down = (e: PointerEvent<HTMLButtonElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = {
      dx: e.clientX - pos.x,
      dy: e.clientY - pos.y,
      sx: e.clientX,
      sy: e.clientY,
      moved: false,
    };
  };
  const move = (e: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d) return;
    if (Math.abs(e.clientX - d.sx) + Math.abs(e.clientY - d.sy) > TAP_SLOP) d.moved = true;
    if (!d.moved) return;
    const next = {
      x: clamp(e.clientX - d.dx, 0, window.innerWidth - SIZE),
      y: clamp(e.clientY - d.dy, 0, window.innerHeight - SIZE),
    };
    kept = next;
    setPos(next);
  };
  const up = () => {
    const d = drag.current;
    drag.current = null;
    if (d && !d.moved) openOverlay('jackpot');
  };

  return (
    <button
      type="button"
      className="jp-bubble"
      style={{ left: pos.x, top: pos.y }}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && openOverlay('jackpot')}
      aria-label={dots.drawChance ? `${t('jackpot.bubble')}. ${t('jackpot.bubbleDot')}` : t('jackpot.bubble')}
      data-testid="jackpot-bubble"
    >
      <img src="/img/reward/jackpot.svg" width="40" height="40" alt="" draggable={false} />
      {dots.drawChance && <span className="dot jp-bubble__dot" data-testid="jackpot-bubble-dot" />}
    </button>
  );
}
