import { ICON_LOADING } from '@casino/contracts/constants';
import { useEffect, useRef, useState } from 'react';
import { gameImage, shippedGameImage } from '../lib/game-image';
import type { AppConfig } from '../stores/config';

type Game = AppConfig['appGameList'][number];

/**
 * A game's tile art with spec §9's icon loading: a spinner turning once per 750 ms while the image loads, and the
 * shipped art instead of an operator image that fails or has not loaded 5 s after the tile came into view (a slow
 * image host never leaves a tile blank; a lazy tile far down the page is not timed before it is shown).
 */
export function GameArt(props: {
  config: AppConfig | null;
  game: Game;
  width: number;
  height: number;
  loading?: 'eager' | 'lazy';
}) {
  const { config, game } = props;
  const fallback = shippedGameImage(game);
  const [src, setSrc] = useState(() => gameImage(config, game));
  const [loaded, setLoaded] = useState(false);
  const img = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const el = img.current;
    if (loaded || src === fallback || !el) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      timer ??= setTimeout(() => setSrc(fallback), ICON_LOADING.timeoutMs);
    };
    if (typeof IntersectionObserver === 'undefined') {
      start();
      return () => clearTimeout(timer);
    }
    const seen = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) start();
    });
    seen.observe(el);
    return () => {
      seen.disconnect();
      clearTimeout(timer);
    };
  }, [loaded, src, fallback]);
  return (
    <>
      {!loaded && (
        <span
          className="spinner game-art-spinner"
          aria-hidden="true"
          style={{ animationDuration: `${ICON_LOADING.rotationMs}ms` }}
        />
      )}
      <img
        ref={img}
        src={src}
        width={props.width}
        height={props.height}
        alt=""
        loading={props.loading ?? 'lazy'}
        onLoad={() => setLoaded(true)}
        onError={() => (src === fallback ? setLoaded(true) : setSrc(fallback))}
      />
    </>
  );
}
