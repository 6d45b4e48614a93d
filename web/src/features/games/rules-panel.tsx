import { t, tList } from '../../i18n';
import type { Engine } from './round-client';

/** GLI game information: rules, paytable, max win and the declared RTP (the game entry's rtp). */
export function RulesPanel({ engine, rtp }: { engine: Engine; rtp: number | null }) {
  return (
    <details className="play-panel">
      <summary>{t('games.rulesTitle')}</summary>
      <h2>{t('games.rules')}</h2>
      <ul>
        {tList(`games.${engine}.rules`).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <h2>{t('games.paytable')}</h2>
      <ul>
        {tList(`games.${engine}.paytable`).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>{t('games.maxWin', { value: t(`games.${engine}.maxWin`) })}</p>
      <p>{t('games.rtp', { value: rtp === null ? '—' : (rtp / 100).toFixed(2) })}</p>
    </details>
  );
}
