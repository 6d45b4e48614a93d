import { exampleAppConfig } from '@casino/contracts/examples/app-config';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { t } from '../../i18n';
import { $config, type AppConfig } from '../../stores/config';
import { json, resetApp, stubFetch } from '../../test/helpers';
import { FeedbackDetailPage } from './feedback-detail-page';

const base = {
  id: 12,
  category: 'withdrawal',
  status: 1,
  imageCount: 0,
  replyCount: 1,
  createTime: 1_767_225_600_000,
  replyTime: 1_767_229_200_000,
  content: 'My withdrawal is still pending.',
  imageIds: [],
};
const answered = {
  ...base,
  replies: [
    { from: 'support', content: 'It was paid this morning.', imageIds: [], createTime: 1_767_229_200_000 },
  ],
};
const followedUp = {
  ...answered,
  status: 0,
  replies: [
    ...answered.replies,
    { from: 'player', content: 'Not in my GCash yet.', imageIds: [], createTime: 1_767_232_800_000 },
  ],
};

function mount() {
  const router = createMemoryRouter([{ path: '*', element: <FeedbackDetailPage id={12} /> }]);
  render(<RouterProvider router={router} />);
}
const bodies = () =>
  Array.from(document.querySelectorAll('.feedback-thread > li')).map((li) => ({
    mine: li.classList.contains('feedback-mine'),
    text: li.querySelector('.feedback-body')?.textContent,
  }));

beforeEach(() => {
  resetApp();
  $config.set({ status: 'ready', data: exampleAppConfig as AppConfig });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('feedback thread', () => {
  it('shows both sides in order and sends a follow-up once, which puts the thread back to waiting', async () => {
    const replies: unknown[] = [];
    stubFetch(async (url, init) => {
      if (url.endsWith('/feedbackDetail')) return json({ errcode: 0, msg: 'ok', data: answered });
      if (url.endsWith('/feedbackReply')) {
        replies.push(JSON.parse(String(init.body)));
        return json({ errcode: 0, msg: 'ok', data: followedUp });
      }
      return json({ errcode: 0, msg: 'ok', data: {} });
    });
    mount();
    const form = await screen.findByRole('form', { name: t('feedback.reply') });
    expect(bodies()).toEqual([
      { mine: true, text: 'My withdrawal is still pending.' },
      { mine: false, text: 'It was paid this morning.' },
    ]);
    expect(screen.getByText(t('feedback.answered'))).not.toBeNull();

    const send = within(form).getByRole('button', { name: t('feedback.replySend') });
    fireEvent.click(send);
    expect(await screen.findByText(t('feedback.contentShort'))).not.toBeNull();
    expect(replies).toEqual([]);

    fireEvent.change(within(form).getByLabelText(t('feedback.reply')), {
      target: { value: '  Not in my GCash yet.  ' },
    });
    fireEvent.click(send);
    expect(await screen.findByText('Not in my GCash yet.')).not.toBeNull();
    expect(replies).toEqual([
      expect.objectContaining({
        id: 12,
        text: 'Not in my GCash yet.',
        imageIds: [],
        requestId: expect.stringMatching(/^fb-/),
      }),
    ]);
    expect(bodies().map((b) => b.mine)).toEqual([true, false, true]);
    expect(screen.getByText(t('feedback.waiting'))).not.toBeNull();
    expect(screen.getByText(t('feedback.noReply'))).not.toBeNull();
    expect((within(form).getByLabelText(t('feedback.reply')) as HTMLTextAreaElement).value).toBe('');
  });

  it('shows the refusal when the thread is not the player’s', async () => {
    stubFetch(async (url) =>
      url.endsWith('/feedbackDetail')
        ? json({ errcode: 0, msg: 'ok', data: answered })
        : json({ errcode: 7106, msg: 'This feedback does not exist or is not yours.' }),
    );
    mount();
    const form = await screen.findByRole('form', { name: t('feedback.reply') });
    fireEvent.change(within(form).getByLabelText(t('feedback.reply')), { target: { value: 'Hello again.' } });
    fireEvent.click(within(form).getByRole('button', { name: t('feedback.replySend') }));
    expect(await within(form).findByRole('alert')).not.toBeNull();
    expect(bodies()).toHaveLength(2);
  });
});
