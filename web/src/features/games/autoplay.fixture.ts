// What the games' autoplay and win-moment tests share: starting a run from the shared sheet, the requests a run
// sent, and the win moment a settled round shows.
import { formatMoney } from '@casino/contracts/money';
import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { t } from '../../i18n';
import type { FetchCall } from '../../test/helpers';

/** Opens the autoplay sheet and starts a run (amounts in pesos, as typed). */
export function startAutoplay(winStop: string, lossStop: string, rounds = 10) {
  fireEvent.click(screen.getByRole('button', { name: t('games.controls.auto') }));
  const sheet = screen.getByRole('dialog', { name: t('games.controls.autoTitle') });
  fireEvent.click(within(sheet).getByRole('radio', { name: String(rounds) }));
  fireEvent.change(within(sheet).getByLabelText(t('games.controls.winStop')), { target: { value: winStop } });
  fireEvent.change(within(sheet).getByLabelText(t('games.controls.lossStop')), {
    target: { value: lossStop },
  });
  fireEvent.click(within(sheet).getByRole('button', { name: t('games.controls.start', { count: rounds }) }));
}

/** A run sent `count` plays, each the same play under its own request id, and stopped on the loss limit. */
export function expectRunStoppedOnLoss(calls: readonly FetchCall[], play: unknown, count: number) {
  const plays = calls.filter((c) => c.url.endsWith('/gameRoundPlay'));
  expect(plays).toHaveLength(count);
  for (const p of plays) expect(p.body?.play).toEqual(play);
  expect(new Set(plays.map((p) => p.body?.requestId)).size).toBe(count);
  expect(screen.getByText(new RegExp(t('games.controls.stopped.lossLimit')))).toBeTruthy();
}

/** The shared win moment of a settled round: none, a plaque counting the net, or the big one. */
export function expectWinMoment(tier: 'none' | 'small' | 'big', net: number) {
  if (tier === 'none') {
    expect(document.querySelector('.win-plaque')).toBeNull();
    expect(document.querySelector('.win-big')).toBeNull();
  } else if (tier === 'small') {
    expect(document.querySelector('.win-plaque')?.textContent).toContain(formatMoney(net));
  } else expect(document.querySelector('.win-tier-big')).not.toBeNull();
}
