import { formatMoney } from '@casino/contracts/money';
import { registry } from '@casino/contracts/registry';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/games';
import { t } from '../../i18n';
import { json, resetApp, stubFetch } from '../../test/helpers';
import { MinesGame } from './mines-game';

const open = registry.gameRoundAction.examples.answer;
const started = { ...open, result: { ...open.result, picks: [], multiplier: 100, nextMultiplier: 112 } };

beforeEach(() => resetApp());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Mines', () => {
  it('retries an unanswered pick as the same request, then shows the gem and the cash-out amount', async () => {
    let actions = 0;
    const { calls } = stubFetch((url) => {
      if (url.endsWith('gameRoundPlay')) return json({ errcode: 0, msg: 'ok', data: started });
      actions += 1;
      if (actions === 1) throw new TypeError('network down');
      return json({ errcode: 0, msg: 'ok', data: open });
    });
    render(
      <MinesGame
        session={{ gameId: 3, sessionId: 'gs-7f3a', mode: 'real' }}
        minBet={1000}
        maxBet={100_000}
        balance={100_000}
        muted
        info={{ status: 'loading' }}
        onRound={() => {}}
      />,
    );
    fireEvent.click(
      screen.getByRole('button', { name: t('games.mines.start', { amount: formatMoney(1000) }) }),
    );
    fireEvent.click(await screen.findByRole('button', { name: t('games.mines.cell.hidden', { n: 8 }) }));
    const retry = await screen.findByRole('button', { name: t('games.retry') });
    // the board is locked while the pick has no answer
    expect(screen.getByRole('button', { name: t('games.mines.cell.hidden', { n: 9 }) })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(retry);
    await screen.findByRole('button', { name: t('games.mines.cell.gem', { n: 8 }) });
    const picks = calls.filter((c) => c.url.endsWith('gameRoundAction'));
    expect(picks).toHaveLength(2);
    expect(picks[1]?.body?.requestId).toBe(picks[0]?.body?.requestId);
    expect(picks[1]?.body?.action).toEqual({ type: 'pick', cell: 7 });
    expect(
      screen.getByRole('button', { name: t('games.mines.cashout', { amount: formatMoney(1120) }) }),
    ).toBeTruthy();
  });
});
