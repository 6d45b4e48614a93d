import './color-game.css';
import { COLOR_GAME_COLORS } from '@casino/contracts/enums';
import { formatMoney } from '@casino/contracts/money';
import { useState } from 'react';
import { t } from '../../i18n';
import { createColorBoard } from './color-board';
import { Die } from './color-dice';
import { diceCounts } from './color-result';
import { playDiceRound } from './dice-round';
import type { EngineProps } from './engine-props';
import type { Round } from './round-client';
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
  const { chip, stakes, total, locked, limits, controls, quick, change, showNow } = s;

  const roll = () =>
    playDiceRound({ session, board, play: s, minMs: ROLL_MS, sound, setRolling, setRound, onRound });

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
