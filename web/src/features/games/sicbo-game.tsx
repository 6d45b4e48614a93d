import './sicbo-game.css';
import { formatMoney } from '@casino/contracts/money';
import { sicboWinningAreas } from '@casino/contracts/sicbo';
import { type CSSProperties, memo, useCallback, useRef, useState } from 'react';
import { t } from '../../i18n';
import { chipLabel } from './bet-ladder';
import { playDiceRound } from './dice-round';
import type { EngineProps } from './engine-props';
import type { GamePaytable } from './game-info';
import { TURBO_FACTOR } from './pace';
import type { Round } from './round-client';
import { areaFaces, areaName, SICBO_TABS, type SicboTab, TAB_AREAS } from './sicbo-areas';
import { DieFace, ShakerDish, ShakerDome, SicboDefs } from './sicbo-art';
import { createSicboBoard, stakeOn } from './sicbo-board';
import { useSound } from './sound';
import { StakeBoardActions, useStakePlay } from './stake-board-actions';
import { SettledWinMoment, StakeResult } from './stake-result';

/** The shortest shake (ms) before the dome lifts (turbo: × TURBO_FACTOR); a tap on the shaker cuts it short. */
export const SHAKE_MS = 1400;
/** The dome's lift, ms (CSS reads it from --sb-lift). */
const LIFT_MS = 450;

type SicboPaytable = Extract<GamePaytable, { engine: 'sicbo' }>;

/** "n:1" an area pays, from gameInfo's paytable (nothing until it has answered). */
function paysOf(area: string, paytable: SicboPaytable | null): string {
  if (!paytable) return '';
  const [kind, n] = area.split('-');
  if (kind === 'single') {
    const rows = paytable.rows.filter((r) => r.bet === 'single');
    return rows.length ? `${rows[0]!.pays}–${rows[rows.length - 1]!.pays}:1` : '';
  }
  const row = paytable.rows.find((r) =>
    kind === 'total' ? r.bet === 'total' && r.detail.split('/').includes(n!) : r.bet === kind,
  );
  return row ? `${row.pays}:1` : '';
}

/** The dice's own summary: "2 · 2 · 5 — total 9, Small, Odd" (a triple: "Triple 4"). */
function diceLine(dice: readonly number[]): string {
  const total = dice.reduce((s, d) => s + d, 0);
  const triple = dice[0] === dice[1] && dice[1] === dice[2];
  const kind = triple
    ? t('games.sicbo.area.triple', { n: dice[0] ?? 0 })
    : [
        t(`games.sicbo.area.${total <= 10 ? 'small' : 'big'}`),
        t(`games.sicbo.area.${total % 2 ? 'odd' : 'even'}`),
      ].join(', ');
  return t('games.sicbo.diceLine', { dice: dice.join(' · '), total, kind });
}

interface CellProps {
  area: string;
  variant: string;
  stake: number;
  /** The dice are shown: the area is lit (hit) or dimmed. */
  hit: boolean;
  miss: boolean;
  won: number;
  locked: boolean;
  pays: string;
  onStake: (area: string) => void;
}

/**
 * One area of the table. Memoised on what it shows: a roll's start and end change the shaker and a few areas,
 * and re-drawing every area's dice (up to 50 areas) was the longest frame of a roll on a slow phone.
 */
const SicboCell = memo(function SicboCell({
  area,
  variant,
  stake,
  hit,
  miss,
  won,
  locked,
  pays,
  onStake,
}: CellProps) {
  const faces = areaFaces(area);
  const name = areaName(area);
  return (
    <button
      type="button"
      className={`sb-cell sb-${variant}${hit ? ' sb-hit' : ''}${miss ? ' sb-miss' : ''}${won ? ' sb-won' : ''}`}
      disabled={locked}
      onClick={() => onStake(area)}
      aria-label={t('games.sicbo.stakeOn', { area: name })}
    >
      {faces.length > 0 ? (
        <span className="sb-faces">
          {faces.map((f, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the area's dice, in order
            <DieFace key={i} n={f} size={faces.length === 3 ? 15 : variant === 'single' ? 26 : 20} />
          ))}
        </span>
      ) : (
        <span className="sb-name">{area.startsWith('total-') ? area.slice(6) : name}</span>
      )}
      {(area === 'small' || area === 'big') && (
        <span className="sb-range">{t(`games.sicbo.range.${area}`)}</span>
      )}
      <span className="sb-pays">{pays}</span>
      {stake > 0 && <strong className="sb-stake">{chipLabel(stake)}</strong>}
      {won ? <strong className="sb-paid">+{chipLabel(won)}</strong> : null}
    </button>
  );
});

/** Sic Bo: chips on the Macau table's areas (four tabs on a phone), the shaker shakes, the dome lifts. */
export function SicboGame({ session, minBet, maxBet, balance, muted, info, onRound }: EngineProps) {
  const [tab, setTab] = useState<SicboTab>('main');
  const [board] = useState(createSicboBoard);
  const [rolling, setRolling] = useState(false);
  const [round, setRound] = useState<Round | null>(null);
  const sound = useSound(muted);
  const s = useStakePlay(board, {
    minBet,
    maxBet,
    balance,
    sound,
    game: 'sicbo',
    busy: rolling,
    play: () => roll(),
  });
  const { chip, stakes, total, locked, limits, controls, quick, change, showNow } = s;
  const paytable =
    info.status === 'ready' && info.info.paytable.engine === 'sicbo' ? info.info.paytable : null;

  const roll = () =>
    playDiceRound({ session, board, play: s, minMs: SHAKE_MS, sound, setRolling, setRound, onRound });

  const result = round?.result.engine === 'sicbo' ? round.result : null;
  const shown = rolling ? null : result;
  const hits = new Set(shown ? sicboWinningAreas(shown.dice) : []);
  const paid = new Map((shown?.wins ?? []).filter((w) => w.win > 0).map((w) => [w.area, w.win]));
  const settled = shown ? round : null;
  const state = rolling ? 'shaking' : shown ? 'open' : 'idle';
  const style = {
    '--sb-shake': `${controls.turbo ? 0.16 : 0.24}s`,
    '--sb-lift': `${quick ? 0 : Math.round(LIFT_MS * (controls.turbo ? TURBO_FACTOR : 1))}ms`,
  } as CSSProperties;

  // a tap stakes with the chip, limits and lock of the latest render (the cells keep one stable handler)
  const stakeNow = useRef((_area: string) => {});
  stakeNow.current = (area) => {
    if (!locked) change(board.add(area, chip, limits));
  };
  const onStake = useCallback((area: string) => stakeNow.current(area), []);
  const cell = (area: string, variant: string) => {
    const hit = hits.has(area);
    return (
      <SicboCell
        key={area}
        area={area}
        variant={variant}
        stake={stakeOn(stakes, area)}
        hit={hit}
        miss={!!shown && !hit}
        won={paid.get(area) ?? 0}
        locked={locked}
        pays={paysOf(area, paytable)}
        onStake={onStake}
      />
    );
  };

  const staked = (tb: SicboTab) => TAB_AREAS[tb].filter((a) => stakeOn(stakes, a) > 0).length;
  const hitIn = (tb: SicboTab) => TAB_AREAS[tb].some((a) => paid.has(a));

  return (
    <div className={`sicbo-game play-game${controls.turbo ? ' pace-turbo' : ''}`} style={style}>
      <SicboDefs />
      <div className="sb-stage play-stage">
        <div className="sb-shaker-box">
          <button
            type="button"
            className={`sb-shaker sb-${state}`}
            disabled={!rolling || quick}
            onClick={showNow}
            aria-label={
              rolling
                ? t('games.sicbo.quickStop')
                : shown
                  ? diceLine(shown.dice)
                  : t('games.sicbo.shakerIdle')
            }
          >
            <span className="sb-table" aria-hidden="true">
              <ShakerDish />
              <span className="sb-dice">
                {(shown?.dice ?? [1, 2, 3]).map((d, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the three dice, in order
                  <DieFace key={i} n={d} size={46} className={`sb-die sb-die-${i}`} />
                ))}
              </span>
              <ShakerDome />
            </span>
            {rolling && !quick && <span className="sb-tap">{t('games.sicbo.tapToStop')}</span>}
            {shown && (
              <span className="sb-caption" aria-hidden="true">
                {diceLine(shown.dice)}
              </span>
            )}
          </button>
          <SettledWinMoment settled={settled} fast={controls.fast} />
        </div>
        <StakeResult
          game="sicbo"
          prefix="sb"
          notice={s.notice}
          settled={settled}
          busy={rolling}
          started={round !== null}
        />
      </div>
      <div className="sb-betting">
        <div className="sb-tabs" role="tablist" aria-label={t('games.sicbo.tablist')}>
          {SICBO_TABS.map((tb) => (
            <button
              key={tb}
              type="button"
              role="tab"
              id={`sb-tab-${tb}`}
              aria-controls={`sb-panel-${tb}`}
              aria-selected={tab === tb}
              className={`sb-tab${hitIn(tb) ? ' sb-tab-won' : ''}`}
              onClick={() => setTab(tb)}
            >
              {t(`games.sicbo.tab.${tb}`)}
              {staked(tb) > 0 && <span className="sb-badge">{staked(tb)}</span>}
            </button>
          ))}
        </div>
        <div className="sb-felt">
          {SICBO_TABS.map((tb) => (
            <div
              key={tb}
              id={`sb-panel-${tb}`}
              role="tabpanel"
              aria-labelledby={`sb-tab-${tb}`}
              hidden={tab !== tb}
              className={`sb-panel sb-panel-${tb}`}
            >
              {/* only the open tab's areas are drawn: the hidden ones would be restyled on every roll */}
              {tab === tb && tb === 'main' && (
                <>
                  <div className="sb-row sb-row-4">
                    {['small', 'odd', 'even', 'big'].map((a) => cell(a, 'even-money'))}
                  </div>
                  <div className="sb-row sb-row-6">
                    {TAB_AREAS.main.filter((a) => a.startsWith('single-')).map((a) => cell(a, 'single'))}
                  </div>
                  <div className="sb-row">{cell('anyTriple', 'any-triple')}</div>
                </>
              )}
              {tab === tb && tb === 'totals' && (
                <div className="sb-row sb-row-7">{TAB_AREAS.totals.map((a) => cell(a, 'total'))}</div>
              )}
              {tab === tb && tb === 'dice' && (
                <>
                  <p className="sb-group">{t('games.sicbo.doubles')}</p>
                  <div className="sb-row sb-row-6">
                    {TAB_AREAS.dice.filter((a) => a.startsWith('double-')).map((a) => cell(a, 'double'))}
                  </div>
                  <p className="sb-group">{t('games.sicbo.triples')}</p>
                  <div className="sb-row sb-row-6">
                    {TAB_AREAS.dice.filter((a) => a.startsWith('triple-')).map((a) => cell(a, 'triple'))}
                  </div>
                </>
              )}
              {tab === tb && tb === 'pairs' && (
                <div className="sb-row sb-row-5">{TAB_AREAS.pairs.map((a) => cell(a, 'pair'))}</div>
              )}
            </div>
          ))}
        </div>
        <StakeBoardActions
          play={s}
          board={board}
          balance={balance}
          rowClass="sb-board-actions"
          labels={{
            stop: t('games.sicbo.tapToStop'),
            play: t('games.sicbo.roll', { amount: formatMoney(total) }),
          }}
          busy={rolling}
          onPlay={() => void roll()}
        />
      </div>
    </div>
  );
}
