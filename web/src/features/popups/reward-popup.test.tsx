import { REWARD_ID } from '@casino/contracts/reward-ids';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OverlayHost } from '../../app/overlay-host';
import { $overlays, showReward } from '../../stores/overlays';
import { resetApp } from '../../test/helpers';

// The host the app renders, with the popup chunk it loads.
function mountHost() {
  render(<RouterProvider router={createMemoryRouter([{ path: '*', Component: OverlayHost }])} />);
}

beforeEach(() => resetApp());
afterEach(() => cleanup());

describe('reward popup (TAP THE SCREEN TO CONTINUE)', () => {
  it('shows the coins as money and the tap line', async () => {
    showReward([{ propId: REWARD_ID.coin, count: 123_450 }]);
    mountHost();
    const popup = await screen.findByRole('dialog', { name: 'Congratulations!' });
    expect(popup.textContent).toContain('₱1,234.50');
    expect(popup.textContent).toContain('Coins');
    expect(popup.textContent).toContain('TAP THE SCREEN TO CONTINUE');
    // A reward is promotion: it carries the advertising rules' tagline.
    expect(popup.textContent).toContain('Gambling can be addictive. Know when to stop.');
  });

  it('a bonus with turnover (the sign-up bonus) states the bets it needs before it can be withdrawn', async () => {
    showReward([{ propId: REWARD_ID.coin, count: 5000 }], { turnoverMultiple: 20 });
    mountHost();
    const popup = await screen.findByRole('dialog', { name: 'Congratulations!' });
    expect(popup.textContent).toContain(
      'Bonus money: bet ₱1,000.00 (20× turnover) before it can be withdrawn.',
    );
  });

  it('shows other items as a count', async () => {
    showReward([
      { propId: REWARD_ID.coin, count: 5000 },
      { propId: REWARD_ID.diamond, count: 3 },
    ]);
    mountHost();
    const popup = await screen.findByRole('dialog');
    expect(popup.textContent).toContain('₱50.00');
    expect(popup.textContent).toContain('Diamonds');
    expect(popup.textContent).toContain('×3');
  });

  it('a tap anywhere on it closes it, and only it', async () => {
    showReward([{ propId: REWARD_ID.coin, count: 100 }]);
    showReward([{ propId: REWARD_ID.coin, count: 200 }]);
    mountHost();
    expect(await screen.findAllByRole('dialog')).toHaveLength(2);
    // the whole screen is one button: the focus is on it, so Enter works too
    const top = screen.getAllByRole('button', { name: /TAP THE SCREEN TO CONTINUE/ })[1] as HTMLElement;
    expect(document.activeElement).toBe(top);
    fireEvent.click(top);
    await screen.findByText('₱1.00');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.queryByText('₱2.00')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /TAP THE SCREEN TO CONTINUE/ }));
    expect($overlays.get()).toEqual([]);
  });
});
