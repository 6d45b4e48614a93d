import '../../i18n/protection';
import { ERR } from '@casino/contracts/errors';
import { addMonths } from '@casino/contracts/protection-rules';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../lib/date-time';
import { fakeApi } from '../../test/app';
import { json, resetApp } from '../../test/helpers';
import { ExcludeCard, PauseStatus } from './pause-cards';
import type { ProtectionInfo } from './protection-store';

const NOW = Date.UTC(2026, 10, 29, 2, 0, 0);
const DAY = 24 * 3_600_000;

const info = (restriction: ProtectionInfo['restriction']): ProtectionInfo => ({
  limits: [],
  restriction,
  realityCheckMinutes: 60,
  play: null,
});

beforeEach(() => {
  resetApp();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('self-exclusion on the protection page', () => {
  it('offers exactly 6 months, 1 year and 5 years, and says until when the first 6 months bind', async () => {
    const sent: unknown[] = [];
    fakeApi({
      selfExclusionSet: (body) => {
        sent.push(body.months);
        return info({
          kind: 'exclusion',
          startedAt: NOW,
          until: addMonths(NOW, 60),
          irrevocableUntil: addMonths(NOW, 6),
          revoked: false,
        });
      },
    });
    render(<ExcludeCard />);
    const card = screen.getByRole('region', { name: 'Self-exclusion' });
    const chips = within(card)
      .getAllByRole('button')
      .filter((b) => b.hasAttribute('aria-pressed'))
      .map((b) => b.textContent);
    expect(chips).toEqual(['6 months', '1 year', '5 years']);
    fireEvent.click(within(card).getByRole('button', { name: '5 years' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Exclude myself' }));
    const dialog = screen.getByRole('dialog', { name: 'Exclude yourself for 5 years?' });
    expect(dialog.textContent).toContain(`Until ${formatDateTime(addMonths(NOW, 60))}`);
    expect(dialog.textContent).toContain(
      `You cannot ask to end it before ${formatDateTime(addMonths(NOW, 6))}`,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, confirm' }));
    await vi.waitFor(() => expect(sent).toEqual([60]));
  });

  it('inside the first 6 months there is no way to end it, only the date it can be asked', () => {
    const irrevocableUntil = NOW + 100 * DAY;
    render(
      <PauseStatus
        info={info({
          kind: 'exclusion',
          startedAt: NOW - 80 * DAY,
          until: NOW + 300 * DAY,
          irrevocableUntil,
          revoked: false,
        })}
      />,
    );
    expect(
      screen.getByText(
        `The first 6 months cannot be revoked: you can ask to end it from ${formatDateTime(irrevocableUntil)}.`,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /End my self-exclusion/ })).toBeNull();
  });

  it('a request the platform still finds inside the irrevocable part shows its refusal', async () => {
    // the device's clock runs ahead of the platform's: the button shows, the platform refuses
    fakeApi({
      selfExclusionRevoke: () =>
        json({
          errcode: ERR.EXCLUSION_IRREVOCABLE,
          msg: 'The first 6 months of a self-exclusion cannot be revoked. You can ask to end it from 1 Dec 2026, 10:00 AM Philippine time.',
          data: null,
          detail: { retryAfterSeconds: 3600 },
        }),
    });
    render(
      <PauseStatus
        info={info({
          kind: 'exclusion',
          startedAt: NOW - 200 * DAY,
          until: NOW + 100 * DAY,
          irrevocableUntil: NOW - 1000,
          revoked: false,
        })}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'End my self-exclusion (after 24 hours)' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^The first 6 months of a self-exclusion cannot be revoked\./,
    );
  });
});
