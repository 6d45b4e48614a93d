import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, mountApp, signedIn } from '../../test/app';
import { resetApp } from '../../test/helpers';

const at = 1_767_225_600_000;
const page = <T,>(list: T[]) => ({ list, pageNum: 1, pageSize: 20, pages: 1, total: list.length });

beforeAll(async () => {
  await import('../../app/page-routes');
});
beforeEach(() => resetApp());
afterEach(() => cleanup());

describe('/wallets/coin-history', () => {
  it('shows a game session as one row naming its game that opens to its totals; one kind names each game', async () => {
    fakeApi({
      coinEventList: () =>
        page([
          {
            key: 'w:W1',
            kind: 'withdraw',
            amount: -15_000,
            balanceAfter: 20_000,
            title: 'Withdrawal W1',
            status: 'paid',
            orderId: 'W1',
            orderAmount: 15_000,
            startTime: at,
            createTime: at,
          },
          {
            key: 'g:S1',
            kind: 'game',
            amount: -2_000,
            balanceAfter: 35_000,
            title: 'Mayon Rocket',
            gameId: 3001,
            rounds: 3,
            staked: 3_000,
            won: 1_000,
            startTime: at - 60_000,
            createTime: at - 1_000,
          },
        ]),
      appUserCoinDetail: (b) =>
        page(
          b.kind === 'win'
            ? [
                {
                  id: 7,
                  kind: 'win',
                  amount: 1_000,
                  balanceAfter: 35_000,
                  remark: 'Game win',
                  gameId: 3001,
                  gameName: 'Mayon Rocket',
                  createTime: at,
                },
              ]
            : [],
        ),
    });
    await signedIn();
    mountApp('/wallets/coin-history');
    const list = await screen.findByRole('list', { name: 'Coin History' });
    const rows = within(list).getAllByRole('listitem');
    // one row per business event: the withdrawal with its status, the three rounds as one session
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('WithdrawalPaid');
    const session = within(rows[1]!).getByRole('button', { name: /Mayon Rocket/ });
    expect(session.getAttribute('aria-expanded')).toBe('false');
    expect(rows[1]!.textContent).toContain('3 rounds · staked ₱30.00 · won ₱10.00');
    fireEvent.click(session);
    expect(session.getAttribute('aria-expanded')).toBe('true');
    expect(rows[1]!.querySelector('dl')!.textContent).toContain('Net result−₱20.00');

    // filtered to wins: each raw row names its game, not a bare "Game win"
    fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), { target: { value: 'win' } });
    expect(await screen.findByText('Mayon Rocket · Win')).toBeTruthy();
    expect(screen.queryByText('Game win')).toBeNull();
  });
});
