import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, data, type RouteObject, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { t } from '../i18n';
import { SESSION_KEY } from '../lib/storage';
import { acceptAgeNotice } from '../stores/age';
import { json, resetApp, stubFetch } from '../test/helpers';
import { isChunkLoadError, reloadOnceForChunk } from './chunk-reload';
import { buildRoutes } from './router';

const page = (path: string, more: Partial<RouteObject>): RouteObject =>
  ({ path, handle: { entry: { path: `/${path}`, title: 'route.home' } }, ...more }) as RouteObject;

function Nothing() {
  return null;
}
function Throws(): never {
  throw new Error('cannot read properties of undefined');
}
const CHUNK_GONE = new TypeError(
  'Failed to fetch dynamically imported module: https://casino.example/assets/faq-Dx1.js',
);

function mount(url: string) {
  const routes = buildRoutes([
    page('boom', { Component: Throws }),
    page('loader-boom', {
      loader: () => {
        throw new Error('upstream answered garbage');
      },
      Component: Nothing,
    }),
    page('gone', {
      lazy: () => Promise.reject(CHUNK_GONE),
    }),
    page('missing', {
      loader: () => {
        throw data(null, { status: 404 });
      },
    }),
  ]);
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [url] })} />);
}

let reload: Mock<() => void>;
beforeEach(() => {
  resetApp();
  acceptAgeNotice();
  stubFetch(() => json({ errcode: 501, msg: 'not available', data: null }, 501));
  reload = vi.fn<() => void>();
  vi.spyOn(location, 'reload').mockImplementation(reload);
  // React reports the thrown render error on the console; the page is what this file checks
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the 500 page (error boundary)', () => {
  it.each([
    ['a page that throws while rendering', '/boom'],
    ['a loader that throws', '/loader-boom'],
  ])('%s shows the 500 page inside the layout, with reload and home', async (_name, url) => {
    mount(url);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t('route.serverError'));
    expect(alert.textContent).toContain(t('errors.serverError'));
    screen.getByRole('button', { name: t('errors.reload') }).click();
    expect(reload).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: t('common.goHome') }).getAttribute('href')).toBe('/');
  });

  it('a 404 thrown by a route shows "Page not found: {path}", not the 500 page', async () => {
    mount('/missing?x=1');
    await screen.findByText('Page not found: /missing?x=1');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('chunk-load errors: one guarded reload (spec §4)', () => {
  it('recognises the missing-chunk errors of Chrome, Firefox and Safari, and the CSS preload', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://x/assets/a.js',
      'error loading dynamically imported module: https://x/assets/a.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/a.css',
    ])
      expect(isChunkLoadError(new TypeError(message)), message).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
  });

  it('reloads once; a second failure in the same minute does not reload again', () => {
    const now = 1_700_000_000_000;
    expect(reloadOnceForChunk(now)).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    // the reloaded page still cannot load the chunk
    expect(reloadOnceForChunk(now + 3_000)).toBe(false);
    expect(reloadOnceForChunk(now + 20_000)).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
    // a later deploy in the same session may reload once more
    expect(reloadOnceForChunk(now + 120_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('a route whose chunk is gone reloads the page; after that reload it shows the 500 page', async () => {
    mount('/gone');
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEY.chunkReload)).not.toBeNull();
    cleanup();
    // the page came back and the chunk is still missing: no second reload, no loop
    mount('/gone');
    await screen.findByRole('alert');
    expect(reload).toHaveBeenCalledOnce();
  });
});
