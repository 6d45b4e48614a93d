import { useCallback, useEffect, useRef, useState } from 'react';
import { t } from '../../i18n';

/** Share of the coating that must be rubbed off before the rest falls away by itself. */
export const REVEAL_THRESHOLD = 0.55;
const BRUSH = 22;
/** Check the cleared share every this many strokes (reading pixels is not free). */
const CHECK_EVERY = 6;

/** Share of fully transparent pixels in RGBA data, sampling every `step`-th pixel. */
export function clearedShare(data: Uint8ClampedArray, step = 4): number {
  let clear = 0;
  let seen = 0;
  for (let i = 3; i < data.length; i += 4 * step) {
    seen++;
    if ((data[i] ?? 255) === 0) clear++;
  }
  return seen === 0 ? 0 : clear / seen;
}

function paintCoating(canvas: HTMLCanvasElement): void {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const { width: w, height: h } = canvas;
  ctx.globalCompositeOperation = 'source-over';
  const g = ctx.createLinearGradient(0, 0, w, h);
  g.addColorStop(0, '#c9cfe6');
  g.addColorStop(0.5, '#9aa3c7');
  g.addColorStop(1, '#c9cfe6');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, w, h);
  // a little sparkle so it reads as foil, not a grey box
  ctx.fillStyle = 'rgba(255,255,255,0.35)';
  for (let i = 0; i < 40; i++) {
    const x = (Math.sin(i * 12.9898) * 43758.5453) % 1;
    const y = (Math.sin(i * 78.233) * 12345.6789) % 1;
    ctx.fillRect(Math.abs(x) * w, Math.abs(y) * h, 2 * devicePixelRatio, 2 * devicePixelRatio);
  }
  ctx.fillStyle = '#3a4270';
  ctx.font = `800 ${Math.round(h * 0.16)}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(t('scratch.coating'), w / 2, h / 2);
}

/**
 * A scratch card: the prize (already drawn and credited by the platform) under a foil coating the player rubs
 * off with a finger, pen or mouse (pointer events on a canvas). Past REVEAL_THRESHOLD the rest falls away; the
 * "Reveal all" button does the same for keyboard and screen-reader players.
 */
export function ScratchSurface({
  children,
  onRevealed,
}: {
  children: React.ReactNode;
  onRevealed: () => void;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [revealed, setRevealed] = useState(false);
  const last = useRef<{ x: number; y: number } | null>(null);
  const strokes = useRef(0);
  const done = useRef(false);

  const reveal = useCallback(() => {
    if (done.current) return;
    done.current = true;
    setRevealed(true);
    onRevealed();
  }, [onRevealed]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const size = () => {
      const r = canvas.getBoundingClientRect();
      canvas.width = Math.max(1, Math.round(r.width * devicePixelRatio));
      canvas.height = Math.max(1, Math.round(r.height * devicePixelRatio));
      if (!done.current) paintCoating(canvas);
    };
    size();
  }, []);

  const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return { x: (e.clientX - r.left) * devicePixelRatio, y: (e.clientY - r.top) * devicePixelRatio };
  };

  const rub = (from: { x: number; y: number }, to: { x: number; y: number }) => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d', { willReadFrequently: true });
    if (!canvas || !ctx) return;
    ctx.globalCompositeOperation = 'destination-out';
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.lineWidth = BRUSH * 2 * devicePixelRatio;
    ctx.beginPath();
    ctx.moveTo(from.x, from.y);
    ctx.lineTo(to.x + 0.01, to.y);
    ctx.stroke();
    strokes.current++;
    if (strokes.current % CHECK_EVERY === 0) {
      const share = clearedShare(ctx.getImageData(0, 0, canvas.width, canvas.height).data, 8);
      if (share >= REVEAL_THRESHOLD) reveal();
    }
  };

  return (
    <div className={`scratch-surface${revealed ? ' scratch-revealed' : ''}`}>
      <div className="scratch-prize" aria-hidden={!revealed}>
        {children}
      </div>
      {!revealed && (
        <canvas
          ref={canvasRef}
          className="scratch-coating"
          role="img"
          aria-label={t('scratch.surfaceLabel')}
          data-testid="scratch-canvas"
          onPointerDown={(e) => {
            e.currentTarget.setPointerCapture(e.pointerId);
            const p = point(e);
            last.current = p;
            rub(p, p);
          }}
          onPointerMove={(e) => {
            if (!last.current) return;
            const p = point(e);
            rub(last.current, p);
            last.current = p;
          }}
          onPointerUp={() => {
            last.current = null;
          }}
          onPointerCancel={() => {
            last.current = null;
          }}
        />
      )}
      {!revealed && (
        <button type="button" className="btn btn-ghost btn-small scratch-reveal-all" onClick={reveal}>
          {t('scratch.revealAll')}
        </button>
      )}
    </div>
  );
}
