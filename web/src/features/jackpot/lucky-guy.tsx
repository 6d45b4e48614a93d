import { useEffect, useState } from 'react';
import { t } from '../../i18n';
import { sectionText, tierName } from './cell-label';
import type { DrawInfo } from './jackpot-store';

const EVERY_MS = 2500;

/** LUCKY GUY: the latest jackpot winners (names masked by the server), one at a time. */
export function LuckyGuy({ winners }: { winners: DrawInfo['jackpotWinnerList'] }) {
  const [i, setI] = useState(0);
  useEffect(() => {
    if (winners.length < 2) return;
    const timer = setInterval(() => setI((n) => (n + 1) % winners.length), EVERY_MS);
    return () => clearInterval(timer);
  }, [winners.length]);
  const w = winners[i % Math.max(winners.length, 1)];
  return (
    <div className="jp-lucky" aria-live="off">
      <span className="jp-lucky__tag">{t('jackpot.luckyGuy')}</span>
      {w ? (
        <span key={`${w.updateTime}-${i}`} className="jp-lucky__line">
          {t('jackpot.wonTier', { name: w.nickname, tier: tierName(w.propId) })}{' '}
          <strong>{sectionText(w.amountSection)}</strong>
        </span>
      ) : (
        <span className="jp-lucky__line">{t('jackpot.noWinners')}</span>
      )}
    </div>
  );
}
