import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../../i18n/games';
import { t } from '../../i18n';
import { resetApp } from '../../test/helpers';
import type { AutoplayStep, PageWatch } from './autoplay';
import { PlayControls, type PlayControlsOptions, usePlayControls } from './play-controls';
import { $turbo, PREF_KEY, reloadPrefs } from './play-prefs';

beforeEach(() => {
  resetApp();
  reloadPrefs();
});
afterEach(cleanup);

/** An engine as far as the controls see it: its play function and stake. */
function Engine(props: Partial<PlayControlsOptions> & { onFast?: (fast: boolean) => void }) {
  const controls = usePlayControls({
    play: async () => ({ ok: true, bet: 100, win: 0 }),
    nextBet: () => 100,
    ready: true,
    wait: async () => {},
    ...props,
  });
  props.onFast?.(controls.fast);
  return <PlayControls controls={controls} />;
}

/** Rounds the test answers one by one. */
function heldRounds() {
  const pending: ((s: AutoplayStep) => void)[] = [];
  return {
    play: () => new Promise<AutoplayStep>((res) => pending.push(res)),
    answer: async (s: AutoplayStep = { ok: true, bet: 100, win: 0 }) => {
      await act(async () => pending.shift()?.(s));
    },
    asked: () => pending.length,
  };
}

const quietPage: PageWatch = { hidden: () => false, onHide: () => () => {} };

function openSheet() {
  fireEvent.click(screen.getByRole('button', { name: t('games.controls.auto') }));
  return screen.getByRole('dialog', { name: t('games.controls.autoTitle') });
}

describe('play controls', () => {
  it('autoplay needs both stops, and a loss stop of at least one bet', () => {
    const rounds = heldRounds();
    render(<Engine play={rounds.play} page={quietPage} />);
    const sheet = openSheet();
    const start = within(sheet).getByRole('button', { name: t('games.controls.start', { count: 10 }) });
    fireEvent.click(start);
    expect(within(sheet).getByText(t('games.controls.needWinStop'))).toBeTruthy();
    expect(within(sheet).getByText(t('games.controls.needLossStop'))).toBeTruthy();
    fireEvent.change(within(sheet).getByLabelText(t('games.controls.winStop')), { target: { value: '100' } });
    fireEvent.change(within(sheet).getByLabelText(t('games.controls.lossStop')), {
      target: { value: '0.50' },
    });
    fireEvent.click(start);
    expect(within(sheet).getByText(t('games.controls.lossBelowBet', { bet: '₱1.00' }))).toBeTruthy();
    expect(rounds.asked()).toBe(0);
  });

  it('runs the chosen rounds: rounds left, Stop, then why it stopped; fast while it runs', async () => {
    const rounds = heldRounds();
    const fast: boolean[] = [];
    render(<Engine play={rounds.play} page={quietPage} onFast={(f) => fast.push(f)} />);
    const sheet = openSheet();
    fireEvent.click(within(sheet).getByRole('radio', { name: '25' }));
    fireEvent.change(within(sheet).getByLabelText(t('games.controls.winStop')), { target: { value: '100' } });
    fireEvent.change(within(sheet).getByLabelText(t('games.controls.lossStop')), { target: { value: '50' } });
    await act(async () =>
      fireEvent.click(within(sheet).getByRole('button', { name: t('games.controls.start', { count: 25 }) })),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText(t('games.controls.left', { count: 25 }))).toBeTruthy();
    expect(fast.at(-1)).toBe(true);
    await rounds.answer();
    expect(await screen.findByText(t('games.controls.left', { count: 24 }))).toBeTruthy();
    // Stop: the round in flight is answered first, then no more
    fireEvent.click(screen.getByRole('button', { name: t('games.controls.stop') }));
    expect(await screen.findByText(t('games.controls.stopping'))).toBeTruthy();
    await rounds.answer();
    const said = await screen.findByText(new RegExp(t('games.controls.stopped.manual')));
    expect(said.textContent).toContain(t('games.controls.played', { count: 2 }));
    expect(rounds.asked()).toBe(0);
    expect(screen.getByRole('button', { name: t('games.controls.auto') })).toBeTruthy();
  });

  it('stops when the page is hidden', async () => {
    const rounds = heldRounds();
    let hide = () => {};
    const page: PageWatch = {
      hidden: () => false,
      onHide: (cb) => {
        hide = cb;
        return () => {};
      },
    };
    render(<Engine play={rounds.play} page={page} />);
    const sheet = openSheet();
    fireEvent.change(within(sheet).getByLabelText(t('games.controls.winStop')), { target: { value: '100' } });
    fireEvent.change(within(sheet).getByLabelText(t('games.controls.lossStop')), { target: { value: '50' } });
    await act(async () =>
      fireEvent.click(within(sheet).getByRole('button', { name: t('games.controls.start', { count: 10 }) })),
    );
    act(() => hide());
    await rounds.answer();
    expect(await screen.findByText(new RegExp(t('games.controls.stopped.hidden')))).toBeTruthy();
  });

  it('offers no autoplay where the engine says it cannot run, and none until ready', () => {
    render(<Engine autoBlocked={t('games.controls.crashNeedsAuto')} />);
    expect(screen.queryByRole('button', { name: t('games.controls.auto') })).toBeNull();
    expect(screen.getByText(t('games.controls.crashNeedsAuto'))).toBeTruthy();
    cleanup();
    render(<Engine ready={false} />);
    expect(screen.getByRole('button', { name: t('games.controls.auto') })).toHaveProperty('disabled', true);
  });

  it('turbo toggles and is remembered on the device', async () => {
    render(<Engine />);
    const turbo = screen.getByRole('button', { name: t('games.controls.turbo') });
    expect(turbo.getAttribute('aria-pressed')).toBe('false');
    await act(async () => fireEvent.click(turbo));
    expect(turbo.getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem(PREF_KEY.turbo)).toBe('1');
    $turbo.set(false);
    reloadPrefs();
    expect($turbo.get()).toBe(true);
  });
});
