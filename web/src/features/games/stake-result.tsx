// The result line and win moment of the stake-board games (Color Game, Sic Bo, Baccarat): the same rules, each
// game's own words (its i18n block `games.<game>`) and classes (`<prefix>-notice`, `<prefix>-net-*`, `<prefix>-hint`).

import { formatMoney } from '@casino/contracts/money';
import { t } from '../../i18n';
import { colorNet } from './color-result';
import type { Round } from './round-client';
import type { BoardRefusal } from './stake-board';
import { WinMoment } from './win-moment';

export type StakeGame = 'color' | 'sicbo' | 'baccarat';

/** The net line of a settled round: the net win or loss, with what the round paid against what was staked. */
export function netResultText(game: StakeGame, round: Round): string {
  const r = colorNet(round.bet, round.win);
  const money = { staked: formatMoney(r.staked) };
  if (r.kind === 'none') return t(`games.${game}.lost`, money);
  if (r.kind === 'even') return t(`games.${game}.even`, { ...money, payout: formatMoney(r.payout) });
  return t(r.kind === 'up' ? `games.${game}.netWin` : `games.${game}.netLoss`, {
    ...money,
    net: formatMoney(r.net),
    payout: formatMoney(r.payout),
  });
}

/** Why a change to the board was refused, in the game's words. */
export function refusalText(game: StakeGame, r: BoardRefusal): string {
  if (r.kind === 'overMax') return t(`games.${game}.overMax`, { max: formatMoney(r.max) });
  return t(`games.${game}.overBalance`, { amount: formatMoney(r.amount), balance: formatMoney(r.balance) });
}

/**
 * Under the table: a notice (refusal, over balance) takes the line; otherwise the settled round's net, nothing
 * while a round goes, the hint before the first.
 */
export function StakeResult({
  game,
  prefix,
  notice,
  settled,
  busy,
  started,
}: {
  game: StakeGame;
  /** The game's class prefix. */
  prefix: string;
  notice: string | null;
  /** The round whose outcome is on show, null while none is. */
  settled: Round | null;
  busy: boolean;
  /** A round has been played in this visit. */
  started: boolean;
}) {
  const net = settled ? colorNet(settled.bet, settled.win) : null;
  return (
    <div className={`${prefix}-result`}>
      {notice ? (
        <p className={`${prefix}-notice`} role="alert">
          {notice}
        </p>
      ) : (
        <p className={`play-result${net ? ` ${prefix}-net-${net.kind}` : ''}`} role="status">
          {settled ? (
            netResultText(game, settled)
          ) : started || busy ? (
            ''
          ) : (
            <span className={`${prefix}-hint`}>{t(`games.${game}.hint`)}</span>
          )}
        </p>
      )}
    </div>
  );
}

/** The win moment of the round on show (none while a round goes). */
export function SettledWinMoment({ settled, fast }: { settled: Round | null; fast: boolean }) {
  if (!settled) return null;
  return (
    <WinMoment
      key={settled.roundId}
      win={settled.win}
      bet={settled.bet}
      shown={settled.win - settled.bet}
      fast={fast}
    />
  );
}
