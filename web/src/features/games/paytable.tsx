// The structured paytable of gameInfo, one table per engine (GLI game information). Slots has its symbol art,
// so its table loads with the slots chunk.
import { COLOR_GAME_COLORS } from '@casino/contracts/enums';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { t } from '../../i18n';
import { formatX, type GamePaytable } from './game-info';

const SlotsPaytableView = lazy(() => import('./slots-paytable'));
const BingoPaytableView = lazy(() => import('./bingo-paytable'));

const hundredthsX = (h: number) => `${formatX(h / 100)}×`;

interface PayRow {
  key: string | number;
  cells: readonly ReactNode[];
  /** A cell's hover text (the exact fraction behind a rounded RTP), by column. */
  titles?: readonly (string | undefined)[];
}

/** One paytable: the column heads, a row per outcome, and the note under it. */
function PayTable({
  heads,
  rows,
  caption,
}: {
  heads: readonly string[];
  rows: readonly PayRow[];
  caption: ReactNode;
}) {
  return (
    <table className="pay-table">
      <thead>
        <tr>
          {heads.map((h) => (
            <th key={h} scope="col">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            {r.cells.map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the cells are the columns, in order
              <td key={i} title={r.titles?.[i]}>
                {c}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      <caption>{caption}</caption>
    </table>
  );
}

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
        <PayTable
          heads={[t('games.pay.matches'), t('games.pay.pays'), t('games.pay.chance')]}
          rows={paytable.rows.map((r) => ({
            key: r.matches,
            cells: [
              t('games.pay.colorMatches', { n: r.matches }),
              r.returns > 0 ? t('games.pay.toOne', { n: formatX(r.returns - 1) }) : t('games.pay.stakeLost'),
              r.chance,
            ],
          }))}
          caption={t('games.pay.colorNote', {
            colors: COLOR_GAME_COLORS.map((c) => t(`games.color.colors.${c}`)).join(', '),
          })}
        />
      );
    case 'sicbo':
      return (
        <PayTable
          heads={[t('games.pay.bet'), t('games.pay.pays'), t('games.pay.chance'), t('games.pay.rtp')]}
          rows={paytable.rows.map((r) => ({
            key: `${r.bet}-${r.detail}`,
            cells: [
              t(`games.pay.sicboBet.${r.bet}`, { detail: r.detail }),
              t('games.pay.toOne', { n: formatX(r.pays) }),
              r.chance,
              `${r.rtp}% (${r.exact})`,
            ],
            titles: [undefined, undefined, undefined, r.exact],
          }))}
          caption={t('games.pay.sicboNote')}
        />
      );
    case 'mines':
      return <MinesTable paytable={paytable} />;
    case 'baccarat':
      return (
        <PayTable
          heads={[t('games.pay.spot'), t('games.pay.pays'), t('games.pay.chance'), t('games.pay.rtp')]}
          rows={paytable.rows.map((r) => {
            const pays = t('games.pay.toOne', { n: formatX(r.paysToOne / 100) });
            return {
              key: r.spot,
              cells: [
                t(`games.baccarat.spots.${r.spot}`),
                r.pushOnTie ? t('games.pay.push', { pays }) : pays,
                `${r.chance}%`,
                `${r.rtp}%`,
              ],
            };
          })}
          caption={t('games.pay.baccaratNote', { decks: paytable.decks })}
        />
      );
    case 'bingo':
      return (
        <Suspense fallback={null}>
          <BingoPaytableView paytable={paytable} />
        </Suspense>
      );
    case 'crash':
      return (
        <PayTable
          heads={[t('games.pay.target'), t('games.pay.reach'), t('games.pay.rtp')]}
          rows={paytable.rows.map((r) => ({
            key: r.multiplier,
            cells: [hundredthsX(r.multiplier), `${r.chance}%`, `${r.rtp}%`],
          }))}
          caption={t('games.pay.crashNote', {
            oneIn: paytable.instantBustOneIn,
            min: hundredthsX(paytable.minAutoCashout),
            max: hundredthsX(paytable.maxMultiplier),
          })}
        />
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
      <PayTable
        heads={[t('games.pay.gems'), t('games.pay.multiplier')]}
        rows={(row?.multipliers ?? []).map((m, k) => ({ key: k, cells: [k + 1, hundredthsX(m)] }))}
        caption={t('games.pay.minesNote', {
          edge: formatX(paytable.edgeBp / 100),
          max: hundredthsX(paytable.maxMultiplier),
        })}
      />
    </>
  );
}
