import { ICON_LOADING } from '@casino/contracts/constants';
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogue } from '../features/home/lobby.fixture';
import { gameImage } from '../lib/game-image';
import { GameArt } from './game-art';

const game = catalogue.appGameList[0]!;
const withArt = (img: string) => ({
  ...catalogue,
  appGenericImgList: [{ uniqueKey: game.imgKey, img }],
});
const shipped = `/img/games/${game.imgKey.replace(/^game-/, '')}.webp`;

/** The tile's view: `visible` says whether the observer reports it on screen (a lazy tile far down is not). */
function viewport(visible: boolean) {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly report: (entries: { isIntersecting: boolean }[]) => void) {}
      observe() {
        this.report([{ isIntersecting: visible }]);
      }
      disconnect() {}
    },
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('game tile art (spec §9 icon loading)', () => {
  it('uses an operator image up to 500 characters of URL, and the shipped art past that', () => {
    const url = (n: number) => `https://cdn.example/${'a'.repeat(n - 'https://cdn.example/'.length)}`;
    expect(gameImage(withArt(url(ICON_LOADING.maxUrlLength)), game)).toBe(url(ICON_LOADING.maxUrlLength));
    expect(gameImage(withArt(url(ICON_LOADING.maxUrlLength + 1)), game)).toBe(shipped);
  });

  it('turns a spinner once per 750 ms until the art loads; an image not loaded in 5 s gives way to the shipped art', () => {
    vi.useFakeTimers();
    viewport(true);
    const { container } = render(
      <GameArt config={withArt('https://slow.example/a.webp')} game={game} width={150} height={200} />,
    );
    const img = () => container.querySelector('img')!;
    const spinner = () => container.querySelector<HTMLElement>('.game-art-spinner');
    expect(spinner()?.style.animationDuration).toBe(`${ICON_LOADING.rotationMs}ms`);
    expect(img().getAttribute('src')).toBe('https://slow.example/a.webp');
    act(() => vi.advanceTimersByTime(ICON_LOADING.timeoutMs - 1));
    expect(img().getAttribute('src')).toBe('https://slow.example/a.webp');
    act(() => vi.advanceTimersByTime(1));
    expect(img().getAttribute('src')).toBe(shipped);
    fireEvent.load(img());
    expect(spinner()).toBeNull();
  });

  it('a tile not yet in view is not timed out', () => {
    vi.useFakeTimers();
    viewport(false);
    const { container } = render(
      <GameArt config={withArt('https://cdn.example/far.webp')} game={game} width={150} height={200} />,
    );
    act(() => vi.advanceTimersByTime(ICON_LOADING.timeoutMs * 3));
    expect(container.querySelector('img')!.getAttribute('src')).toBe('https://cdn.example/far.webp');
  });

  it('an operator image that loads in time stays, and one that fails gives way at once', () => {
    vi.useFakeTimers();
    viewport(true);
    const fast = render(
      <GameArt config={withArt('https://cdn.example/a.webp')} game={game} width={150} height={200} />,
    );
    fireEvent.load(fast.container.querySelector('img')!);
    act(() => vi.advanceTimersByTime(ICON_LOADING.timeoutMs * 2));
    expect(fast.container.querySelector('img')!.getAttribute('src')).toBe('https://cdn.example/a.webp');
    cleanup();
    const broken = render(
      <GameArt config={withArt('https://cdn.example/b.webp')} game={game} width={150} height={200} />,
    );
    fireEvent.error(broken.container.querySelector('img')!);
    expect(broken.container.querySelector('img')!.getAttribute('src')).toBe(shipped);
  });
});
