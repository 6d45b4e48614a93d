import { REWARD_ID } from '@casino/contracts/reward-ids';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeOps, resetOps } from '../../test/fake-ops';
import {
  $mailErrors,
  $mailForm,
  $mailState,
  EMPTY_MAIL,
  mailRequest,
  resetMailSend,
  sendMail,
} from './mail-store';

const NOW = Date.UTC(2026, 10, 28, 0, 0);
const base = { ...EMPTY_MAIL, title: 'Weekend bonus', body: 'Enjoy ₱50 on us' };

describe('mail and announcements', () => {
  afterEach(() => {
    resetOps();
    $mailForm.set({ ...EMPTY_MAIL });
    resetMailSend();
  });

  it('addresses one player or a segment as the call describes it', () => {
    expect(mailRequest({ ...base, target: 'player', userId: '42' }, NOW)).toMatchObject({
      to: { userId: 42 },
    });
    expect(mailRequest({ ...base, target: 'all' }, NOW)).toMatchObject({ to: { segment: { kind: 'all' } } });
    expect(mailRequest({ ...base, target: 'vipMin', vipLevel: '3' }, NOW)).toMatchObject({
      to: { segment: { kind: 'vipMin', level: 3 } },
    });
    expect(
      mailRequest({ ...base, target: 'registered', from: '2026-11-01', to: '2026-11-27' }, NOW),
    ).toMatchObject({
      to: { segment: { kind: 'registered', from: '2026-11-01', to: '2026-11-27' } },
    });
    expect(mailRequest({ ...base, target: 'registered', from: '2026-11-28', to: '2026-11-01' }, NOW)).toEqual(
      {
        errors: ['range'],
      },
    );
  });

  it('gives a coin reward in centavos with its turnover, and schedules by Manila time', () => {
    expect(
      mailRequest(
        { ...base, target: 'all', coin: '50', turnoverMultiple: '3', sendAt: '2026-11-29T09:00' },
        NOW,
      ),
    ).toEqual({
      to: { segment: { kind: 'all' } },
      title: 'Weekend bonus',
      body: 'Enjoy ₱50 on us',
      rewards: [{ propId: REWARD_ID.coin, count: 5000 }],
      turnoverMultiple: 3,
      sendAt: Date.UTC(2026, 10, 29, 1, 0),
    });
    expect(mailRequest({ ...base, target: 'all', coin: '-5', sendAt: '2026-11-28T07:00' }, NOW)).toEqual({
      errors: ['coin', 'sendAt'],
    });
  });

  it('sends, says it was sent, and lists it; an invalid form is not sent', async () => {
    const sent = fakeOps({
      mailSend: () => ({ data: { id: 9, status: 'sent', sendAt: NOW } }),
      mailSentList: () => ({ data: { list: [], total: 0 } }),
    });
    $mailForm.set({ ...base, target: 'player', userId: '' });
    expect(await sendMail(NOW)).toBe(false);
    expect($mailErrors.get()).toEqual(['userId']);
    $mailForm.set({ ...base, target: 'player', userId: '42' });
    expect(await sendMail(NOW)).toBe(true);
    expect(sent.map((s) => s.name)).toEqual(['mailSend', 'mailSentList']);
    expect($mailState.get()).toMatchObject({ busy: false, error: null, result: { id: 9, status: 'sent' } });
    expect($mailForm.get().title).toBe('');
  });
});
