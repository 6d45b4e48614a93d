import './color-game.css';
import { COLOR_GAME_COLORS } from '@casino/contracts/enums';
import { formatMoney } from '@casino/contracts/money';
import { useRef, useState } from 'react';
import { t } from '../../i18n';
import { BetChips } from './bet-chips';
import { PlayError, type PlayFailure, playFailure } from './play-error';
import type { EngineProps } from './play-page';
import { ActionKey, playRound, type Round } from './round-client';
import { useSound } from './sound';

const ROLL_MS = 1200;

/** Stakes as the play's bets: one per colour with a stake, in colour order. */
export function colorBets(stakes: Record<number, number>): { color: number; amount: number }[] {
  return Object.entries(stakes)
    .map(([c, amount]) => ({ color: Number(c), amount }))
    .filter((b) => b.amount > 0)
    .sort((a, b) => a.color - b.color);
}

/** Color Game (perya): stake chips on colours, three dice roll, 1:1 / 2:1 / 3:1 by matches. */
export function ColorGame({ session, minBet, maxBet, muted, onRound }: EngineProps) {
  const [chip, setChip] = useState(minBet);
  const [stakes, setStakes] = useState<Record<number, number>>({});
  const [rolling, setRolling] = useState(false);
  const [round, setRound] = useState<Round | null>(null);
  const [error, setError] = useState<PlayFailure | null>(null);
  const key = useRef(new ActionKey());
  const sound = useSound(muted);
  const bets = colorBets(stakes);
  const total = bets.reduce((s, b) => s + b.amount, 0);
  // an unanswered roll keeps its stakes, so a retry sends the same request
  const locked = rolling || key.current.pending;

  const add = (color: number) => {
    if (locked) return;
    const next = (stakes[color] ?? 0) + chip;
    if (total + chip > maxBet) return;
    sound('click');
    setStakes({ ...stakes, [color]: next });
  };

  const roll = async () => {
    setError(null);
    setRolling(true);
    sound('spin');
    const started = performance.now();
    const r = await playRound(session, { engine: 'color', bets }, key.current);
    // let the dice tumble at least one full animation
    const wait = ROLL_MS - (performance.now() - started);
    if (wait > 0) await new Promise((res) => setTimeout(res, wait));
    setRolling(false);
    if (r.ok) {
      sound(r.data.win > 0 ? 'win' : 'lose');
      setRound(r.data);
      onRound(r.data);
    } else setError(playFailure(r));
  };

  const dice = round?.result.engine === 'color' ? round.result.dice : [0, 0, 0];
  const wins = round?.result.engine === 'color' ? round.result.wins : [];
  return (
    <div className="color-game">
      <div className="dice-row" aria-live="polite" aria-busy={rolling}>
        {dice.map((face, i) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: three fixed dice
            key={i}
            className={`die ${rolling ? 'die-rolling' : ''} c-${COLOR_GAME_COLORS[face]}`}
            style={{ animationDelay: `${i * 90}ms` }}
            role="img"
            aria-label={
              rolling ? t('games.color.rolling') : t(`games.color.colors.${COLOR_GAME_COLORS[face]}`)
            }
          />
        ))}
      </div>
      {round && !rolling && (
        <p className="play-result" role="status">
          {round.win > 0 ? t('games.won', { amount: formatMoney(round.win) }) : t('games.noWin')}
          {wins
            .filter((w) => w.matches > 0)
            .map((w) => (
              <span key={w.color}>
                {' '}
                {t('games.color.matchLine', {
                  color: t(`games.color.colors.${COLOR_GAME_COLORS[w.color]}`),
                  matches: w.matches,
                })}
              </span>
            ))}
        </p>
      )}
      <div className="color-board">
        {COLOR_GAME_COLORS.map((name, c) => (
          <button
            key={name}
            type="button"
            className={`color-cell c-${name}`}
            disabled={locked}
            onClick={() => add(c)}
            aria-label={t('games.color.stakeOn', { color: t(`games.color.colors.${name}`) })}
          >
            <span>{t(`games.color.colors.${name}`)}</span>
            {stakes[c] ? <strong>{formatMoney(stakes[c])}</strong> : null}
          </button>
        ))}
      </div>
      <BetChips
        legend={t('games.chip')}
        name="chip"
        minBet={minBet}
        value={chip}
        disabled={locked}
        onChange={setChip}
      />
      <PlayError error={error} />
      <div className="play-actions">
        <button type="button" className="btn" disabled={locked || total === 0} onClick={() => setStakes({})}>
          {t('games.clear')}
        </button>
        <button type="button" className="btn btn-gold" disabled={rolling || total === 0} onClick={roll}>
          {!rolling && key.current.pending
            ? t('games.retry')
            : t('games.color.roll', { amount: formatMoney(total) })}
        </button>
      </div>
    </div>
  );
}
