import { formatMoney } from '@casino/contracts/money';
import { registry } from '@casino/contracts/registry';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/games';
import { t } from '../../i18n';
import { json, resetApp, stubFetch } from '../../test/helpers';
import { RecallPanel } from './recall-panel';
import type { Round } from './round-client';
import { stepText } from './round-text';

const base = registry.gameRoundAction.examples.answer;
const at = base.createTime;
// A settled Mines round: picked the 5th cell of the board (4 on the wire), cashed out at 1.03×.
const mines: Round = {
  ...base,
  status: 'settled',
  bet: 100,
  win: 103,
  balanceBefore: 100_000,
  balanceAfter: 100_003,
  result: { engine: 'mines', mines: 1, picks: [4], minePositions: [9], multiplier: 103, nextMultiplier: 108 },
  steps: [
    { action: 'bet', value: 100, at },
    { action: 'pick', value: 4, at },
    { action: 'cashout', value: 103, at },
    { action: 'settle', value: 103, at },
  ],
};

beforeEach(() => resetApp());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('recall steps', () => {
  it('read as the board and the money show them: cells 1-25, multipliers as 1.03×, amounts in pesos', async () => {
    stubFetch(() => json({ errcode: 0, msg: 'ok', data: { list: [mines] } }));
    const { container } = render(<RecallPanel gameId={mines.gameId} refresh={0} />);
    const details = container.querySelector('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    const entry = await screen.findByRole('listitem');
    expect(entry.querySelector('.recall-steps')?.textContent).toBe(
      `Bet ${formatMoney(100)} → Pick cell 5 → Cash out at 1.03× → Paid ${formatMoney(103)}`,
    );
    // the same numbering as the board's cell labels
    expect(t('games.mines.cell.hidden', { n: 5 })).toBe('Cell 5');
  });

  it('shows a placeholder while the rounds load, and a retry when they cannot be read', async () => {
    let answer: () => Response | Promise<Response> = () => new Promise(() => {});
    stubFetch(() => answer());
    const { container } = render(<RecallPanel gameId={mines.gameId} refresh={0} />);
    const details = container.querySelector('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    expect(await screen.findByRole('status', { name: t('games.recallLoading') })).toBeTruthy();
    cleanup();

    answer = () => json({ errcode: 500, msg: 'down', data: null }, 500);
    const again = render(<RecallPanel gameId={mines.gameId} refresh={0} />);
    const panel = again.container.querySelector('details')!;
    panel.open = true;
    fireEvent(panel, new Event('toggle'));
    const retry = await screen.findByRole('button', { name: t('common.retry') });
    answer = () => json({ errcode: 0, msg: 'ok', data: { list: [mines] } });
    fireEvent.click(retry);
    expect(await screen.findByRole('listitem')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a bust shows the multiplier it ended at, a refund its amount', () => {
    expect(stepText({ action: 'bust', value: 250, at })).toBe('Bust at 2.50×');
    expect(stepText({ action: 'refund', value: 12_345, at })).toBe(`Refund ${formatMoney(12_345)}`);
  });
});
