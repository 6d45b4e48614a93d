import { formatMoney } from '@casino/contracts/money';
import { registry } from '@casino/contracts/registry';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/games';
import { t } from '../../i18n';
import { json, resetApp, stubFetch } from '../../test/helpers';
import { ColorGame } from './color-game';

const round = registry.gameRoundPlay.examples.answer;

beforeEach(() => resetApp());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Color Game', () => {
  it('stakes chips on colours, rolls, and shows the dice and the win the platform answered', async () => {
    const { calls } = stubFetch(() => json({ errcode: 0, msg: 'ok', data: round }));
    const onRound = vi.fn();
    render(
      <ColorGame
        session={{ gameId: 1, sessionId: 'gs-7f3a', mode: 'real' }}
        minBet={1000}
        maxBet={100_000}
        balance={100_000}
        muted
        info={{ status: 'loading' }}
        onRound={onRound}
      />,
    );
    const yellow = t('games.color.colors.yellow');
    fireEvent.click(screen.getByRole('button', { name: t('games.color.stakeOn', { color: yellow }) }));
    fireEvent.click(
      screen.getByRole('button', { name: t('games.color.stakeOn', { color: t('games.color.colors.blue') }) }),
    );
    fireEvent.click(
      screen.getByRole('button', { name: t('games.color.roll', { amount: formatMoney(2000) }) }),
    );
    await screen.findByText(t('games.won', { amount: formatMoney(round.win) }), {}, { timeout: 3000 });
    expect(calls[0]?.body?.play).toEqual({
      engine: 'color',
      bets: [
        { color: 0, amount: 1000 },
        { color: 3, amount: 1000 },
      ],
    });
    expect(screen.getAllByRole('img', { name: yellow })).toHaveLength(2);
    expect(onRound).toHaveBeenCalledWith(round);
  });
});
