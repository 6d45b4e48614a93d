import './big-wins.css';
import '../../i18n/lobby';
import { formatMoney } from '@casino/contracts/money';
import { useEffect } from 'react';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import type { AppConfig } from '../../stores/config';
import { $bigWins, type BigWin, watchBigWins } from './big-wins-store';
import { gameImage } from './lobby';

// a slow crawl: about 4 s for each win to pass
const SECONDS_PER_WIN = 4;

function Win({ win, config }: { win: BigWin; config: AppConfig }) {
  const game = config.appGameList.find((g) => g.id === win.gameId);
  return (
    <li className="big-win">
      {game && <img src={gameImage(config, game)} width="24" height="32" alt="" loading="lazy" />}
      <span className="sr-only">
        {t('lobby.bigWin', { name: win.nickname, amount: formatMoney(win.win), game: win.gameName })}
      </span>
      <span aria-hidden="true" className="big-win-text">
        <b>{win.nickname}</b>
        <span className="muted">{win.gameName}</span>
      </span>
      <span aria-hidden="true" className="big-win-amount">
        {formatMoney(win.win)}
        <small>{t('lobby.times', { x: (win.multiplier / 100).toFixed(2).replace(/\.?0+$/, '') })}</small>
      </span>
    </li>
  );
}

/** "Recent big wins": real settled rounds, names masked by the platform, crawling past; hidden while empty. */
export default function BigWinsTicker({ config }: { config: AppConfig }) {
  const wins = useStore($bigWins);
  useEffect(() => watchBigWins(), []);
  if (wins.length === 0) return null;
  return (
    <section className="big-wins" aria-labelledby="big-wins-title">
      <h2 id="big-wins-title">
        <span className="live-dot" aria-hidden="true" />
        {t('lobby.bigWins')}
      </h2>
      <div
        className="big-wins-window"
        style={{ '--crawl': `${wins.length * SECONDS_PER_WIN}s` } as React.CSSProperties}
      >
        <ul className="big-wins-list">
          {wins.map((w) => (
            <Win key={`${w.settledAt}-${w.gameId}-${w.nickname}-${w.win}`} win={w} config={config} />
          ))}
        </ul>
        {/* the same list again, so the crawl loops without a gap; screen readers read the first only */}
        <ul className="big-wins-list" aria-hidden="true">
          {wins.map((w) => (
            <Win key={`${w.settledAt}-${w.gameId}-${w.nickname}-${w.win}`} win={w} config={config} />
          ))}
        </ul>
      </div>
    </section>
  );
}
