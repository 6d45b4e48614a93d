// The structured paytable of gameInfo, one table per engine (GLI game information). Slots has its symbol art,
// so its table loads with the slots chunk.
import { COLOR_GAME_COLORS } from '@casino/contracts/enums';
import { lazy, Suspense, useState } from 'react';
import { t } from '../../i18n';
import { formatX, type GamePaytable } from './game-info';

const SlotsPaytableView = lazy(() => import('./slots-paytable'));
const BingoPaytableView = lazy(() => import('./bingo-paytable'));

const hundredthsX = (h: number) => `${formatX(h / 100)}×`;

export function Paytable({ paytable }: { paytable: GamePaytable }) {
  switch (paytable.engine) {
    case 'slots':
      return (
        <Suspense fallback={null}>
          <SlotsPaytableView paytable={paytable} />
        </Suspense>
      );
    case 'color':
      return (
        <table className="pay-table">
          <thead>
            <tr>
              <th scope="col">{t('games.pay.matches')}</th>
              <th scope="col">{t('games.pay.pays')}</th>
              <th scope="col">{t('games.pay.chance')}</th>
            </tr>
          </thead>
          <tbody>
            {paytable.rows.map((r) => (
              <tr key={r.matches}>
                <td>{t('games.pay.colorMatches', { n: r.matches })}</td>
                <td>
                  {r.returns > 0
                    ? t('games.pay.toOne', { n: formatX(r.returns - 1) })
                    : t('games.pay.stakeLost')}
                </td>
                <td>{r.chance}</td>
              </tr>
            ))}
          </tbody>
          <caption>
            {t('games.pay.colorNote', {
              colors: COLOR_GAME_COLORS.map((c) => t(`games.color.colors.${c}`)).join(', '),
            })}
          </caption>
        </table>
      );
    case 'sicbo':
      return (
        <table className="pay-table">
          <thead>
            <tr>
              <th scope="col">{t('games.pay.bet')}</th>
              <th scope="col">{t('games.pay.pays')}</th>
              <th scope="col">{t('games.pay.chance')}</th>
              <th scope="col">{t('games.pay.rtp')}</th>
            </tr>
          </thead>
          <tbody>
            {paytable.rows.map((r) => (
              <tr key={`${r.bet}-${r.detail}`}>
                <td>{t(`games.pay.sicboBet.${r.bet}`, { detail: r.detail })}</td>
                <td>{t('games.pay.toOne', { n: formatX(r.pays) })}</td>
                <td>{r.chance}</td>
                <td title={r.exact}>{`${r.rtp}% (${r.exact})`}</td>
              </tr>
            ))}
          </tbody>
          <caption>{t('games.pay.sicboNote')}</caption>
        </table>
      );
    case 'mines':
      return <MinesTable paytable={paytable} />;
    case 'baccarat':
      return (
        <table className="pay-table">
          <thead>
            <tr>
              <th scope="col">{t('games.pay.spot')}</th>
              <th scope="col">{t('games.pay.pays')}</th>
              <th scope="col">{t('games.pay.chance')}</th>
              <th scope="col">{t('games.pay.rtp')}</th>
            </tr>
          </thead>
          <tbody>
            {paytable.rows.map((r) => {
              const pays = t('games.pay.toOne', { n: formatX(r.paysToOne / 100) });
              return (
                <tr key={r.spot}>
                  <td>{t(`games.baccarat.spots.${r.spot}`)}</td>
                  <td>{r.pushOnTie ? t('games.pay.push', { pays }) : pays}</td>
                  <td>{r.chance}%</td>
                  <td>{r.rtp}%</td>
                </tr>
              );
            })}
          </tbody>
          <caption>{t('games.pay.baccaratNote', { decks: paytable.decks })}</caption>
        </table>
      );
    case 'bingo':
      return (
        <Suspense fallback={null}>
          <BingoPaytableView paytable={paytable} />
        </Suspense>
      );
    case 'crash':
      return (
        <table className="pay-table">
          <thead>
            <tr>
              <th scope="col">{t('games.pay.target')}</th>
              <th scope="col">{t('games.pay.reach')}</th>
              <th scope="col">{t('games.pay.rtp')}</th>
            </tr>
          </thead>
          <tbody>
            {paytable.rows.map((r) => (
              <tr key={r.multiplier}>
                <td>{hundredthsX(r.multiplier)}</td>
                <td>{r.chance}%</td>
                <td>{r.rtp}%</td>
              </tr>
            ))}
          </tbody>
          <caption>
            {t('games.pay.crashNote', {
              oneIn: paytable.instantBustOneIn,
              min: hundredthsX(paytable.minAutoCashout),
              max: hundredthsX(paytable.maxMultiplier),
            })}
          </caption>
        </table>
      );
  }
}

type MinesPaytable = Extract<GamePaytable, { engine: 'mines' }>;

/** 24 mine counts × up to 24 gems is too much at once: one mine count at a time. */
function MinesTable({ paytable }: { paytable: MinesPaytable }) {
  const [mines, setMines] = useState(3);
  const row = paytable.rows.find((r) => r.mines === mines) ?? paytable.rows[0];
  return (
    <>
      <label className="field">
        <span>{t('games.pay.minesFor')}</span>
        <select value={row?.mines} onChange={(e) => setMines(Number(e.target.value))}>
          {paytable.rows.map((r) => (
            <option key={r.mines} value={r.mines}>
              {r.mines}
            </option>
          ))}
        </select>
      </label>
      <table className="pay-table">
        <thead>
          <tr>
            <th scope="col">{t('games.pay.gems')}</th>
            <th scope="col">{t('games.pay.multiplier')}</th>
          </tr>
        </thead>
        <tbody>
          {row?.multipliers.map((m, k) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: k is the gem count
            <tr key={k}>
              <td>{k + 1}</td>
              <td>{hundredthsX(m)}</td>
            </tr>
          ))}
        </tbody>
        <caption>
          {t('games.pay.minesNote', {
            edge: formatX(paytable.edgeBp / 100),
            max: hundredthsX(paytable.maxMultiplier),
          })}
        </caption>
      </table>
    </>
  );
}
