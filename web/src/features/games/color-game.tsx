import './color-game.css';
import { COLOR_GAME_COLORS } from '@casino/contracts/enums';
import { formatMoney } from '@casino/contracts/money';
import { useState } from 'react';
import { t } from '../../i18n';
import type { AutoplayStep } from './autoplay';
import { createColorBoard } from './color-board';
import { Die } from './color-dice';
import { diceCounts } from './color-result';
import { winTier } from './count-up';
import type { EngineProps } from './engine-props';
import { playFailure } from './play-error';
import { playRound, type Round } from './round-client';
import { useSound } from './sound';
import { StakeBoardActions, useStakePlay } from './stake-board-actions';
import { SettledWinMoment, StakeResult } from './stake-result';

const ROLL_MS = 1200;

/** Color Game (perya): stake chips on colours, three dice roll, 1:1 / 2:1 / 3:1 by matches. */
export function ColorGame({ session, minBet, maxBet, balance, muted, onRound }: EngineProps) {
  const [board] = useState(createColorBoard);
  const [rolling, setRolling] = useState(false);
  const [round, setRound] = useState<Round | null>(null);
  const sound = useSound(muted);
  const s = useStakePlay(board, {
    minBet,
    maxBet,
    balance,
    sound,
    game: 'color',
    busy: rolling,
    play: () => roll(),
  });
  const { chip, stakes, total, locked, limits, controls, pace, quick, change, showNow } = s;

  const roll = async (): Promise<AutoplayStep> => {
    s.begin();
    setRolling(true);
    sound('spin');
    const started = performance.now();
    const play = board.request();
    const r = await playRound(session, play, s.key);
    // let the dice tumble at least one full animation
    const wait = ROLL_MS - (performance.now() - started);
    if (wait > 0) await pace.wait(wait);
    setRolling(false);
    if (r.ok) {
      // the board clears: the next round's stakes are only what the player puts (or puts back) on it
      board.settled(play.bets);
      // a payout below the stakes (spread over colours) is a loss: it sounds like one
      sound(winTier(r.data.win, r.data.bet) === 'none' ? 'lose' : 'win');
      setRound(r.data);
      onRound(r.data);
      return { ok: true, bet: r.data.bet, win: r.data.win };
    }
    s.setError(playFailure(r));
    return r;
  };

  const result = round?.result.engine === 'color' ? round.result : null;
  const shown = rolling ? null : result;
  const counts = shown ? diceCounts(shown.dice) : [];
  const settled = shown ? round : null;
  return (
    <div
      className={`color-game play-game${controls.turbo ? ' pace-turbo' : ''}${quick ? ' pace-quick' : ''}`}
    >
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a tap on the dice mirrors the Show button */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the same */}
      <div className="dice-row play-stage-grow" aria-live="polite" aria-busy={rolling} onClick={showNow}>
        {[0, 1, 2].map((i) => (
          <Die key={i} index={i} face={shown?.dice[i] ?? null} rolling={rolling} />
        ))}
        <SettledWinMoment settled={settled} fast={controls.fast} />
      </div>
      <StakeResult
        game="color"
        prefix="color"
        notice={s.notice}
        settled={settled}
        busy={rolling}
        started={round !== null}
      />
      <div className="color-board">
        {COLOR_GAME_COLORS.map((name, c) => {
          const hits = counts[c] ?? 0;
          return (
            <button
              key={name}
              type="button"
              className={`color-cell c-${name}${hits ? ' color-hit' : ''}${shown && !hits ? ' color-miss' : ''}`}
              disabled={locked}
              onClick={() => !locked && change(board.add(c, chip, limits))}
              aria-label={t('games.color.stakeOn', { color: t(`games.color.colors.${name}`) })}
            >
              <span>{t(`games.color.colors.${name}`)}</span>
              {hits ? (
                <span className="color-hits" aria-hidden="true">
                  ×{hits}
                </span>
              ) : null}
              {stakes[c] ? <strong>{formatMoney(stakes[c])}</strong> : null}
            </button>
          );
        })}
      </div>
      <StakeBoardActions
        play={s}
        board={board}
        rowClass="color-board-actions"
        labels={{
          stop: t('games.controls.showNow'),
          play: t('games.color.roll', { amount: formatMoney(total) }),
        }}
        busy={rolling}
        onPlay={() => void roll()}
      />
    </div>
  );
}
