import { registry } from '@casino/contracts/registry';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OverlayHost } from '../../app/overlay-host';
import { openOverlay } from '../../stores/overlays';
import { json, resetApp, stubFetch } from '../../test/helpers';

function mountHost() {
  render(<RouterProvider router={createMemoryRouter([{ path: '*', Component: OverlayHost }])} />);
}

beforeEach(() => resetApp());
afterEach(() => cleanup());

describe('invite-spin popup', () => {
  it('shows the spins waiting, the wheel’s prizes and their terms, and leads to the wheel', async () => {
    const invite = { ...registry.actInviteUser.examples.answer, spinCount: 2, exchangeTurnoverMultiple: 3 };
    stubFetch((url) =>
      url.endsWith('/actInviteUser')
        ? json({ errcode: 0, msg: '', data: invite })
        : json({ errcode: 0, data: {} }),
    );
    openOverlay('inviteSpin', { activityId: 8, name: '', image: '', rule: '' });
    mountHost();
    const popup = await screen.findByRole('dialog', { name: 'Invite and spin' });
    await within(popup).findByText('2 free spins waiting');
    const prizes = within(popup).getByRole('list', { name: 'The wheel pays' });
    // each prize once, smallest first, the top one last
    expect(
      within(prizes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['₱5', '₱10', '₱20', '₱30', '₱50', '₱88']);
    expect(popup.textContent).toContain('bet 3× it before withdrawing');
    expect(within(popup).getByRole('button', { name: 'Spin now' })).toBeTruthy();
  });

  it('falls back to the pitch when the invite figures cannot load', async () => {
    stubFetch(() => json({ errcode: 500, msg: 'down' }, 500));
    openOverlay('inviteSpin', { activityId: 8, name: '', image: '', rule: '' });
    mountHost();
    const popup = await screen.findByRole('dialog', { name: 'Invite and spin' });
    await within(popup).findByText('Invite friends to earn free spins.');
  });
});
