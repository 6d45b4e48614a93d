import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { t } from '../i18n';
import { routeTable } from './route-table';
import { LAUNCHER_PATHS, ServiceLauncherHost } from './service-launcher-host';

function mount(path: string) {
  const router = createMemoryRouter([
    { path: '/service', element: <p>service page</p> },
    { path: '*', element: <ServiceLauncherHost path={path} /> },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(cleanup);

describe('the floating customer-service launcher', () => {
  it('opens /service from the main pages, for visitors and players alike', async () => {
    const router = mount('/');
    const link = await screen.findByRole('link', { name: t('route.service') });
    expect(link.getAttribute('href')).toBe('/service');
    link.click();
    expect(await screen.findByText('service page')).not.toBeNull();
    expect(router.state.location.pathname).toBe('/service');
  });

  it('never shows in a game, on /service itself, on the wallet or on a page off its list', async () => {
    mount('/member');
    expect(await screen.findByTestId('service-launcher')).not.toBeNull();
    cleanup();
    for (const path of [
      '/game/start',
      '/play/:engine',
      '/service',
      '/service/vip',
      '/feedback',
      '/withdrawal',
      // the deposit amount chips reach the right edge where the button would float over one
      '/wallets',
      '',
    ]) {
      mount(path);
      await new Promise((r) => setTimeout(r, 20));
      expect([path, screen.queryByTestId('service-launcher')]).toEqual([path, null]);
      cleanup();
    }
  });

  it('lists only real pages, none of them a game', () => {
    const paths = new Set(routeTable.map((r) => r.path));
    for (const path of LAUNCHER_PATHS) {
      expect([path, paths.has(path)]).toEqual([path, true]);
      expect(path.startsWith('/game') || path.startsWith('/play')).toBe(false);
    }
  });
});
