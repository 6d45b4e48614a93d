import { exampleAppConfig } from '@casino/contracts/examples/app-config';
import { exampleUser } from '@casino/contracts/examples/user';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { t } from '../../i18n';
import { $config, type AppConfig } from '../../stores/config';
import { $user, setToken, type UserState } from '../../stores/session';
import { $customerService } from '../../stores/startup';
import { json, resetApp, stubFetch } from '../../test/helpers';
import { resetChat } from './chat-store';
import { ServicePage } from './service-page';
import { cspAllowsScript, resetWidgetCheck } from './widget-allowed';

// exampleAppConfig's one queue entry has licence 0: no live chat configured
const noChat = exampleAppConfig as AppConfig;
const chat = { id: 2, itemType: 1, name: 'Live chat', param1: '12345678', param2: '1', sort: 1 };
const BASE_CSP = "default-src 'self'; script-src 'self'";
const WITH_LIVECHAT = "default-src 'self'; script-src 'self' https://cdn.livechatinc.com";

/** The platform's queue (getCustomerServices) and the CSP the BFF sends with its static files. */
function upstream(queue: unknown[] | 'down', csp: string) {
  return stubFetch((url) => {
    if (url.endsWith('/latest-build.json')) {
      return new Response('{"build":"x"}', { headers: { 'content-security-policy': csp } });
    }
    if (url.endsWith('/app/v1/getCustomerServices')) {
      return queue === 'down'
        ? json({ errcode: 502, msg: 'down' }, 502)
        : json({ code: 200, msg: 'ok', appCustomerServiceQueue: queue });
    }
    // The built-in chat, asked for whenever no widget is shown: nobody online, no chat yet.
    if (url.endsWith('/chatStatus'))
      return json({
        errcode: 0,
        msg: '',
        data: { agentsOnline: 0, expectedReplySeconds: 0, inboxAfterMinutes: 5 },
      });
    if (url.endsWith('/chatHistory')) return json({ errcode: 0, msg: '', data: { chat: null } });
    return json({ errcode: 0, msg: 'ok', data: {} });
  });
}

const VipDesk = () => <ServicePage vip />;

function mount(vip = false) {
  const router = createMemoryRouter([{ path: '*', Component: vip ? VipDesk : ServicePage }]);
  render(<RouterProvider router={router} />);
}
const liveChat = () => screen.queryByRole('button', { name: t('support.liveChat') });
const loading = () => screen.queryByRole('status', { name: t('common.loading') });

beforeEach(() => {
  resetApp();
  resetChat();
  resetWidgetCheck();
  $customerService.set(null);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('service page', () => {
  it('offers the live chat when getCustomerServices names a licence and the CSP allows the widget', async () => {
    upstream([chat], WITH_LIVECHAT);
    $config.set({ status: 'ready', data: noChat });
    $customerService.set([]);
    mount();
    expect(await screen.findByRole('button', { name: t('support.liveChat') })).not.toBeNull();
    expect(loading()).toBeNull();
  });

  it('never shows a live chat button the CSP would block: the support conversation answers instead', async () => {
    upstream([chat], BASE_CSP);
    $config.set({ status: 'ready', data: { ...noChat, appCustomerServiceQueue: [chat] } });
    $customerService.set([chat]);
    mount();
    await act(async () => {});
    await act(async () => {});
    expect(liveChat()).toBeNull();
    expect(loading()).toBeNull();
    expect(screen.getByRole('link', { name: t('support.loginToChat') }).getAttribute('href')).toBe(
      '/auth/login?redirect=%2Ffeedback',
    );
  });

  it('with no licence anywhere: no live chat, only the support conversation and the FAQ', async () => {
    upstream('down', WITH_LIVECHAT);
    $config.set({ status: 'error', data: null });
    $customerService.set([]);
    mount();
    expect(await screen.findByRole('link', { name: t('support.faq') })).not.toBeNull();
    await act(async () => {});
    expect(liveChat()).toBeNull();
    expect(screen.getByRole('heading', { name: t('support.chatTitle') })).not.toBeNull();
  });

  it('no third-party chat: a signed-in player gets the built-in chat with who is online and the expected wait', async () => {
    stubFetch((url) => {
      if (url.endsWith('/latest-build.json')) {
        return new Response('{}', { headers: { 'content-security-policy': BASE_CSP } });
      }
      if (url.endsWith('/chatStatus'))
        return json({
          errcode: 0,
          msg: '',
          data: { agentsOnline: 2, expectedReplySeconds: 150, inboxAfterMinutes: 5 },
        });
      if (url.endsWith('/chatHistory')) return json({ errcode: 0, msg: '', data: { chat: null } });
      if (url.endsWith('/getCustomerServices'))
        return json({ code: 200, msg: 'ok', appCustomerServiceQueue: [] });
      return json({ errcode: 0, msg: 'ok', data: {} });
    });
    setToken('tok-1');
    $user.set({ ...exampleUser, id: 42, vip: 0, gameLikeIds: [], gameHistory: [] } as unknown as UserState);
    $config.set({ status: 'ready', data: noChat });
    $customerService.set([]);
    mount();
    expect(await screen.findByText(t('chat.online', { count: 2 }), { exact: false })).not.toBeNull();
    expect(screen.getByText(t('chat.expected', { minutes: 3 }), { exact: false })).not.toBeNull();
    expect(await screen.findByRole('button', { name: t('chat.start') })).not.toBeNull();
    expect(liveChat()).toBeNull();
  });

  it('no agent online: says the answer comes to the inbox; a visitor is asked to log in to chat', async () => {
    stubFetch((url) => {
      if (url.endsWith('/chatStatus'))
        return json({
          errcode: 0,
          msg: '',
          data: { agentsOnline: 0, expectedReplySeconds: 0, inboxAfterMinutes: 5 },
        });
      if (url.endsWith('/chatHistory')) return json({ errcode: 0, msg: '', data: { chat: null } });
      return json({ code: 200, msg: 'ok', appCustomerServiceQueue: [] });
    });
    setToken('tok-1');
    $user.set({ ...exampleUser, id: 42, vip: 0, gameLikeIds: [], gameHistory: [] } as unknown as UserState);
    $config.set({ status: 'ready', data: noChat });
    $customerService.set([]);
    mount();
    expect(await screen.findByText(t('chat.noneOnline'))).not.toBeNull();
    cleanup();
    setToken(null);
    $user.set(null);
    mount();
    expect((await screen.findByRole('link', { name: t('chat.loginToChat') })).getAttribute('href')).toBe(
      '/auth/login?redirect=%2Fservice',
    );
  });

  it('the VIP desk says what level opens it to a non-VIP, and that a VIP’s chats are answered first', async () => {
    upstream([], BASE_CSP);
    $config.set({ status: 'ready', data: noChat });
    $customerService.set([]);
    mount(true);
    expect(await screen.findByText(t('support.vipHowOpens', { level: 1 }))).not.toBeNull();
    expect(screen.getByRole('link', { name: t('support.vipJoin') }).getAttribute('href')).toBe('/vip/level');
    cleanup();
    $user.set({ ...exampleUser, id: 42, vip: 3, gameLikeIds: [], gameHistory: [] } as unknown as UserState);
    mount(true);
    expect(await screen.findByText(t('support.vipHowYou', { level: 3 }))).not.toBeNull();
  });

  it('reads script-src (else default-src) of a policy', () => {
    expect(cspAllowsScript(WITH_LIVECHAT, 'https://cdn.livechatinc.com')).toBe(true);
    expect(cspAllowsScript(BASE_CSP, 'https://cdn.livechatinc.com')).toBe(false);
    expect(
      cspAllowsScript("default-src 'self' https://cdn.livechatinc.com", 'https://cdn.livechatinc.com'),
    ).toBe(true);
    expect(cspAllowsScript("img-src 'self'", 'https://cdn.livechatinc.com')).toBe(true);
  });
});
