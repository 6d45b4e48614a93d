import './banner-controls.css';
import '../../i18n/lobby';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { t } from '../../i18n';
import { type Autoplay, createAutoplay, type HoldReason, positionAt, positionsOf } from './banner-autoplay';

const INTERVAL_MS = 5_000;

const reducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Geometry of the track now: one slide's step (width and gap) and how many positions it can rest at. */
function measure(track: HTMLElement, count: number) {
  const [first, second] = track.children as unknown as HTMLElement[];
  const step = first && second ? second.offsetLeft - first.offsetLeft : track.clientWidth;
  const perView = step > 0 ? Math.round((track.clientWidth + 1) / step) : 1;
  return { step, positions: positionsOf(count, perView) };
}

function scrollToPosition(track: HTMLElement | null, count: number, index: number) {
  track?.scrollTo({
    left: index * measure(track, count).step,
    behavior: reducedMotion() ? 'auto' : 'smooth',
  });
}

/**
 * Dots, previous/next and pause over the banner track, and its autoplay (a lazy chunk: after the first paint).
 * Autoplay holds while the pointer or a finger is on the banners, focus is inside them or the tab is hidden,
 * and never runs with reduced motion; a swipe or a dot restarts its wait from the slide it reached.
 */
export default function BannerControls({
  track,
  count,
}: {
  track: RefObject<HTMLDivElement | null>;
  count: number;
}) {
  const [index, setIndex] = useState(0);
  const [positions, setPositions] = useState(count);
  const [paused, setPaused] = useState(false);
  const auto = useRef<Autoplay>(null);
  // the player's pause outlives a restart on resize
  const pausedRef = useRef(false);

  useEffect(() => {
    const el = track.current;
    if (!el) return;
    const box = el.parentElement ?? el;
    let n = 0;
    let autoplay: Autoplay | undefined;
    // (re)starts on the current geometry: a resize across the desktop breakpoint changes the slides per view
    const start = () => {
      autoplay?.stop();
      n = measure(el, count).positions;
      setPositions(n);
      autoplay = createAutoplay({
        positions: n,
        intervalMs: INTERVAL_MS,
        reducedMotion: reducedMotion(),
        show: (i) => scrollToPosition(el, count, i),
      });
      if (pausedRef.current) autoplay.hold('paused');
      auto.current = autoplay;
    };
    start();
    const on = (target: EventTarget, type: string, fn: () => void) => {
      target.addEventListener(type, fn, { passive: true });
      return () => target.removeEventListener(type, fn);
    };
    const hold = (r: HoldReason) => () => autoplay?.hold(r);
    const release = (r: HoldReason) => () => autoplay?.release(r);
    let frame = 0;
    const offs = [
      on(window, 'resize', () => {
        if (measure(el, count).positions !== n) start();
      }),
      on(box, 'pointerenter', hold('hover')),
      on(box, 'pointerleave', release('hover')),
      on(box, 'touchstart', hold('touch')),
      on(box, 'touchend', release('touch')),
      on(box, 'touchcancel', release('touch')),
      on(box, 'focusin', hold('focus')),
      on(box, 'focusout', release('focus')),
      on(document, 'visibilitychange', () =>
        document.hidden ? autoplay?.hold('hidden') : autoplay?.release('hidden'),
      ),
      on(el, 'scroll', () => {
        cancelAnimationFrame(frame);
        frame = requestAnimationFrame(() => {
          const at = positionAt(el.scrollLeft, measure(el, count).step, n);
          setIndex(at);
          // a swipe or a dot took it there: wait a whole interval before moving on
          if (autoplay && at !== autoplay.index) autoplay.seen(at);
        });
      }),
    ];
    return () => {
      autoplay?.stop();
      cancelAnimationFrame(frame);
      for (const off of offs) off();
    };
  }, [track, count]);

  if (positions < 2) return null;
  const go = (i: number) => scrollToPosition(track.current, count, i);
  const togglePause = () => {
    pausedRef.current = !paused;
    if (paused) auto.current?.release('paused');
    else auto.current?.hold('paused');
    setPaused(!paused);
  };
  return (
    <div className="banner-controls">
      <button
        type="button"
        className="banner-arrow banner-prev"
        aria-label={t('lobby.bannerPrev')}
        onClick={() => go((index - 1 + positions) % positions)}
      />
      <div className="banner-dots">
        {Array.from({ length: positions }, (_, i) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: one dot per position
            key={i}
            type="button"
            className="banner-dot"
            aria-label={t('lobby.bannerShow', { n: i + 1, count: positions })}
            aria-current={i === index}
            onClick={() => go(i)}
          />
        ))}
      </div>
      {!reducedMotion() && (
        <button
          type="button"
          className="banner-pause"
          aria-label={t('lobby.bannerPause')}
          aria-pressed={paused}
          onClick={togglePause}
        />
      )}
      <button
        type="button"
        className="banner-arrow banner-next"
        aria-label={t('lobby.bannerNext')}
        onClick={() => go((index + 1) % positions)}
      />
    </div>
  );
}
