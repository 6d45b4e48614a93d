import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from '../components/dialog';
import { $ageNotice } from '../stores/age';
import { TIMEOUT_TIPS_KEY } from '../stores/call-effects';
import { $overlays, openOverlay, showTips } from '../stores/overlays';
import { json, resetApp, stubFetch } from '../test/helpers';
import { buildRoutes, discoverRoutes } from './router';

function mountApp(url = '/') {
  const router = createMemoryRouter(buildRoutes(), {
    initialEntries: [url],
    patchRoutesOnNavigation: discoverRoutes,
  });
  render(<RouterProvider router={router} />);
}
const backdrop = (dialog: HTMLElement) => dialog.parentElement as HTMLElement;
const z = (dialog: HTMLElement) => Number(backdrop(dialog).style.zIndex);
const pressEscape = () => act(() => void fireEvent.keyDown(window, { key: 'Escape' }));

/** A page that opens its own dialog (the profile's password change, the sandbox sign-in). */
function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      {open && (
        <Dialog title="Change password" onClose={() => setOpen(false)}>
          <p>form</p>
        </Dialog>
      )}
    </>
  );
}

beforeEach(() => {
  resetApp();
  stubFetch(() => json({ errcode: 501, msg: 'not available', data: null }, 501));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('overlay stack', () => {
  it('a Tips dialog opened while the age sheet shows is drawn over it, and the sheet waits under it', async () => {
    $ageNotice.set('pending');
    mountApp();
    const sheet = await screen.findByRole('dialog', { name: 'Age and eligibility notice' });
    act(() => void showTips(TIMEOUT_TIPS_KEY));
    const tips = await screen.findByRole('dialog', { name: 'Tips' });
    await vi.waitFor(() => expect(backdrop(sheet).inert).toBe(true));
    expect(z(tips)).toBeGreaterThan(z(sheet));
    expect(backdrop(tips).inert).toBe(false);

    // Escape closes the Tips dialog only: the notice cannot be dismissed, it stays and takes the focus back
    pressEscape();
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Tips' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Age and eligibility notice' })).toBe(sheet);
    await vi.waitFor(() => expect(backdrop(sheet).inert).toBe(false));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Accept' }));
    pressEscape();
    expect(screen.getByRole('dialog', { name: 'Age and eligibility notice' })).toBe(sheet);
  });

  it('one Escape closes only the overlay on top, the next one the overlay under it', async () => {
    $ageNotice.set('accepted');
    mountApp();
    act(() => void showTips(TIMEOUT_TIPS_KEY));
    const tips = await screen.findByRole('dialog', { name: 'Tips' });
    act(() => void openOverlay('download'));
    const download = await screen.findByRole('dialog', { name: 'Get the app' });
    await vi.waitFor(() => expect(backdrop(tips).inert).toBe(true));
    expect(z(download)).toBeGreaterThan(z(tips));

    pressEscape();
    await vi.waitFor(() => expect($overlays.get().map((o) => o.kind)).toEqual(['tips']));
    await vi.waitFor(() => expect(backdrop(tips).inert).toBe(false));
    pressEscape();
    await vi.waitFor(() => expect($overlays.get()).toEqual([]));
  });

  it('a page dialog opened over a popup is on top of it, and Escape leaves the popup open', async () => {
    const first = vi.fn();
    render(
      <>
        <Dialog title="Notice" onClose={first}>
          <p>notice</p>
        </Dialog>
        <Opener />
      </>,
    );
    const notice = screen.getByRole('dialog', { name: 'Notice' });
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    const form = screen.getByRole('dialog', { name: 'Change password' });
    expect(z(form)).toBeGreaterThan(z(notice));
    pressEscape();
    expect(screen.queryByRole('dialog', { name: 'Change password' })).toBeNull();
    expect(first).not.toHaveBeenCalled();
    pressEscape();
    expect(first).toHaveBeenCalledTimes(1);
  });
});
