import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $layers } from '../components/layer';
import { t } from '../i18n';
import { KEY } from '../lib/storage';
import { $pwa, applyUpdate } from './pwa';
import { OFFLINE_NOTE_MS, PwaToast } from './pwa-toast';

vi.mock('./pwa', async (original) => ({
  ...(await original<typeof import('./pwa')>()),
  applyUpdate: vi.fn(),
}));

const quiet = { offlineReady: false, updateReady: false, registrationError: false };
const said = () => screen.getByRole('status').textContent;

beforeEach(() => {
  localStorage.clear();
  $pwa.set(quiet);
  $layers.set([]);
  vi.mocked(applyUpdate).mockClear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('PWA toast', () => {
  it('says "Ready to work offline" for a few seconds, once per device', async () => {
    vi.useFakeTimers();
    render(<PwaToast />);
    expect(said()).toBe('');
    await act(async () => $pwa.set({ ...quiet, offlineReady: true }));
    expect(said()).toBe('Ready to work offline');
    await act(() => vi.advanceTimersByTimeAsync(OFFLINE_NOTE_MS));
    expect(said()).toBe('');
    // the next visit: the shell is cached again, nothing is said
    cleanup();
    render(<PwaToast />);
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(said()).toBe('');
    expect(localStorage.getItem(KEY.offlineNoted)).toBe('1');
  });

  it('never over an open dialog or popup: "Ready to work offline" waits until it closes', async () => {
    vi.useFakeTimers();
    render(<PwaToast />);
    $layers.set([7]);
    await act(async () => $pwa.set({ ...quiet, offlineReady: true }));
    await act(() => vi.advanceTimersByTimeAsync(OFFLINE_NOTE_MS * 2));
    expect(said()).toBe('');
    expect(localStorage.getItem(KEY.offlineNoted)).toBeNull();
    await act(async () => $layers.set([]));
    expect(said()).toBe('Ready to work offline');
    // a popup opening meanwhile hides it at once
    await act(async () => $layers.set([8]));
    expect(said()).toBe('');
    await act(async () => $layers.set([]));
    await act(() => vi.advanceTimersByTimeAsync(OFFLINE_NOTE_MS));
    expect(said()).toBe('');
  });

  it('offers the waiting version with a Reload button', async () => {
    $pwa.set({ ...quiet, updateReady: true });
    render(<PwaToast />);
    expect(said()).toContain('A new version is available');
    fireEvent.click(screen.getByRole('button', { name: t('errors.reload') }));
    expect(applyUpdate).toHaveBeenCalledOnce();
  });

  it('"Later" puts the banner away (the update then applies when the game closes)', async () => {
    $pwa.set({ ...quiet, updateReady: true });
    render(<PwaToast />);
    fireEvent.click(screen.getByRole('button', { name: t('popup.later') }));
    expect(said()).toBe('');
    expect(applyUpdate).not.toHaveBeenCalled();
  });

  it('says nothing about a failed registration', async () => {
    $pwa.set({ ...quiet, registrationError: true });
    render(<PwaToast />);
    await act(async () => {});
    expect(said()).toBe('');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
