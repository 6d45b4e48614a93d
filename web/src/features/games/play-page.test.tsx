import { formatMoney } from '@casino/contracts/money';
import { registry } from '@casino/contracts/registry';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/games';
import { t } from '../../i18n';
import { json, resetApp, stubFetch } from '../../test/helpers';
import { forgetGameInfo } from './game-info';
import { PlayPage } from './play-page';
import { PREF_KEY, reloadPrefs } from './play-prefs';

function renderPlay(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/play/:engine" element={<PlayPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  resetApp();
  reloadPrefs();
  forgetGameInfo();
  stubFetch(() => json({ errcode: 0, msg: 'ok', data: registry['anonymous/gameInfo'].examples.answer }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/play balance', () => {
  it('a demo shows its launch coins before the first round', () => {
    renderPlay('/play/color?session=demo-1&gameId=2001&mode=demo&balance=1000000');
    expect(screen.getByRole('status', { name: t('games.balance') }).textContent).toBe(formatMoney(1_000_000));
  });

  it('without the launch figure the balance waits for the first answer', () => {
    renderPlay('/play/color?session=demo-1&gameId=2001&mode=demo');
    expect(screen.getByRole('status', { name: t('games.balance') }).textContent).toBe('—');
  });
});

describe('/play sound', () => {
  it('starts off, and the toggle is remembered on the device', async () => {
    renderPlay('/play/color?session=demo-1&gameId=2001&mode=demo&balance=1000000');
    const off = screen.getByRole('button', { name: t('games.soundOff') });
    expect(off.getAttribute('aria-pressed')).toBe('false');
    await act(async () => fireEvent.click(off));
    expect(localStorage.getItem(PREF_KEY.sound)).toBe('1');
    cleanup();

    // the next game page (a fresh launch) opens with the sound on
    reloadPrefs();
    renderPlay('/play/color?session=demo-2&gameId=2001&mode=demo&balance=1000000');
    expect(screen.getByRole('button', { name: t('games.soundOn') }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });
});
