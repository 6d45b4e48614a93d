import { exampleAppConfig } from '@casino/contracts/examples/app-config';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { t } from '../../i18n';
import { $config, type AppConfig } from '../../stores/config';
import { $customerService } from '../../stores/startup';
import { resetApp } from '../../test/helpers';
import { ServicePage } from './service-page';

// exampleAppConfig's one queue entry has licence 0: no live chat configured
const noChat = exampleAppConfig as AppConfig;
const chat = { id: 2, itemType: 1, name: 'Live chat', param1: '12345678', param2: '1', sort: 1 };

function mount() {
  const router = createMemoryRouter([{ path: '*', Component: ServicePage }]);
  render(<RouterProvider router={router} />);
}
const unavailable = () => screen.queryByText(t('service.unavailable'));
const loading = () => screen.queryByRole('status', { name: t('common.loading') });

beforeEach(() => {
  resetApp();
  $customerService.set(null);
});
afterEach(cleanup);

describe('service page', () => {
  it('shows a skeleton, not "not available", until preLogin and appConfig have both answered', async () => {
    mount();
    expect(loading()).not.toBeNull();
    expect(unavailable()).toBeNull();

    act(() => $config.set({ status: 'ready', data: noChat }));
    await act(async () => {});
    expect(loading()).not.toBeNull();
    expect(unavailable()).toBeNull();

    act(() => $customerService.set([]));
    expect(await screen.findByText(t('service.unavailable'))).not.toBeNull();
    expect(loading()).toBeNull();
  });

  it('offers the live chat as soon as either answer names one', async () => {
    mount();
    act(() => $customerService.set([chat]));
    expect(await screen.findByRole('button', { name: t('service.liveChat') })).not.toBeNull();
    expect(loading()).toBeNull();
    cleanup();

    $customerService.set(null);
    $config.set({ status: 'loading', data: null });
    mount();
    act(() => $config.set({ status: 'ready', data: { ...noChat, appCustomerServiceQueue: [chat] } }));
    expect(await screen.findByRole('button', { name: t('service.liveChat') })).not.toBeNull();
  });

  it('says "not available" when preLogin failed and the config has no chat', async () => {
    $config.set({ status: 'error', data: null });
    $customerService.set([]);
    mount();
    expect(await screen.findByText(t('service.unavailable'))).not.toBeNull();
  });
});
