import './spin-wheel.css';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { t } from '../../i18n';
import { startAnimation } from '../../stores/daily-animation';
import { landingRotation } from './spin-math';

export interface WheelSegment {
  /** Text drawn on the segment (already translated and formatted by the caller). */
  label: string;
  /** Highlights a big prize (gold segment). */
  highlight?: boolean;
}

export interface SpinWheelProps {
  segments: readonly WheelSegment[];
  /** The segment the server drew; null while idle. The wheel never decides anything itself. */
  landing: number | null;
  /** Changes for every new spin, so two spins in a row landing on the same segment both animate. */
  spinKey?: number | string;
  /** Rotation time; the spec's jackpot wheel turns for about 4–6 s. */
  durationMs?: number;
  /** Called once the wheel has stopped on `landing`. */
  onDone?: () => void;
  /** Accessible name of the wheel. */
  label?: string;
  size?: number;
  /**
   * The animation's kind for the once-a-day rule ('spin', 'draw'): the day's first turns in full, a later one
   * that day offers Skip (stores/daily-animation). Without it the wheel always turns in full.
   */
  daily?: string;
}

const TURNS = 6;

/**
 * A prize wheel that only animates: the caller passes the segment the server drew and the wheel turns
 * `TURNS` full turns and stops with that segment under the pointer (top). Shared by every wheel of the app.
 */
export function SpinWheel({
  segments,
  landing,
  spinKey,
  durationMs = 5000,
  onDone,
  label,
  size = 280,
  daily,
}: SpinWheelProps) {
  const [rotation, setRotation] = useState(0);
  const [spin, setSpin] = useState<'idle' | 'turning' | 'skippable' | 'skipped'>('idle');
  const doneRef = useRef(onDone);
  doneRef.current = onDone;
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const n = Math.max(segments.length, 1);

  // biome-ignore lint/correctness/useExhaustiveDependencies: spinKey starts a new spin by itself.
  useEffect(() => {
    if (landing === null) return;
    setSpin(daily && startAnimation(daily).skippable ? 'skippable' : 'turning');
    setRotation((from) => landingRotation(from, landing, n, TURNS));
    timerRef.current = setTimeout(() => {
      setSpin('idle');
      doneRef.current?.();
    }, durationMs);
    return () => clearTimeout(timerRef.current);
  }, [landing, spinKey, n, durationMs]);

  // Skip: the wheel jumps to where it lands (the result was the server's all along) and finishes now.
  const skip = () => {
    clearTimeout(timerRef.current);
    setSpin('skipped');
    doneRef.current?.();
  };

  const slice = 360 / n;
  const r = 100;
  const point = (deg: number) => {
    const rad = ((deg - 90) * Math.PI) / 180;
    return `${r + r * Math.cos(rad)},${r + r * Math.sin(rad)}`;
  };

  return (
    <div className="spin-wheel" style={{ width: size, height: size }}>
      <span className="spin-wheel__pointer" aria-hidden="true" />
      <svg
        viewBox="0 0 200 200"
        className="spin-wheel__disc"
        role="img"
        aria-label={label}
        style={
          {
            transform: `rotate(${rotation}deg)`,
            '--spin-ms': `${spin === 'skipped' ? 0 : durationMs}ms`,
          } as CSSProperties
        }
      >
        {segments.map((s, i) => {
          const a0 = i * slice;
          const a1 = (i + 1) * slice;
          const large = slice > 180 ? 1 : 0;
          const tone = s.highlight ? 'gold' : i % 2 === 0 ? 'a' : 'b';
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a segment is its position on the wheel.
            <g key={i}>
              <path
                className={`spin-wheel__seg spin-wheel__seg--${tone}`}
                d={
                  n === 1
                    ? 'M100,0 A100,100 0 1,1 99.99,0 Z'
                    : `M100,100 L${point(a0)} A100,100 0 ${large},1 ${point(a1)} Z`
                }
              />
              <text
                className={`spin-wheel__text${s.highlight ? ' spin-wheel__text--gold' : ''}`}
                x="100"
                y="26"
                transform={`rotate(${a0 + slice / 2} 100 100)`}
                textAnchor="middle"
              >
                {s.label}
              </text>
            </g>
          );
        })}
        <circle cx="100" cy="100" r="99" className="spin-wheel__rim" />
      </svg>
      <span className="spin-wheel__hub" aria-hidden="true" />
      {spin === 'skippable' && (
        <button type="button" className="btn btn-small spin-wheel__skip" onClick={skip}>
          {t('common.skipAnimation')}
        </button>
      )}
    </div>
  );
}
