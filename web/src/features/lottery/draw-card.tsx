import { RewardItems } from '../../components/reward-items';
import { t } from '../../i18n';
import { formatDateTime } from '../../lib/date-time';
import { DrawStatus, timeLeft } from './lottery-parts';
import type { DrawSummary } from './lottery-store';

/** The draw's times, sales, commitments and prizes: everything a player checks before buying. */
export function DrawCard({ draw, myEntries }: { draw: DrawSummary; myEntries?: number }) {
  const now = Date.now();
  const left = draw.status === 'open' ? timeLeft(draw.salesCloseAt, now) : null;
  return (
    <article className="card card-gold lottery-draw" aria-labelledby={`draw-${draw.id}`}>
      <div className="lottery-draw-head">
        <h2 id={`draw-${draw.id}`}>{t('lottery.drawTitle', { id: draw.id })}</h2>
        <DrawStatus status={draw.status} />
      </div>
      {left && <p className="lottery-countdown">{left}</p>}
      <dl className="figures">
        <dt>{t('lottery.salesCloseLabel')}</dt>
        <dd>{formatDateTime(draw.salesCloseAt)}</dd>
        <dt>{t('lottery.drawAtLabel')}</dt>
        <dd>{formatDateTime(draw.drawAt)}</dd>
        <dt>{t('lottery.sold')}</dt>
        <dd>{draw.ticketsSold}</dd>
        {myEntries !== undefined && (
          <>
            <dt>{t('lottery.mine')}</dt>
            <dd>{myEntries}</dd>
          </>
        )}
      </dl>
      {draw.minTickets > 1 && (
        <p className="small muted">{t('lottery.minTickets', { count: draw.minTickets })}</p>
      )}
      <div className="lottery-hash">
        <span className="small muted">{t('lottery.seedHash')}</span>
        <code>{draw.serverSeedHash}</code>
      </div>
      <div className="lottery-hash">
        <span className="small muted">{t('lottery.listHash')}</span>
        <code>{draw.ticketListHash ?? t('lottery.notYet')}</code>
      </div>
      <h3 className="lottery-sub">{t('lottery.prizes')}</h3>
      <ul className="lottery-prizes">
        {draw.prizes.map((p) => (
          <li key={p.name}>
            <span className="lottery-prize-name">
              {p.name} <span className="muted small">{t('lottery.prizeWinners', { count: p.winners })}</span>
            </span>
            <RewardItems items={p.items} />
          </li>
        ))}
      </ul>
      <p className="small muted">{t('lottery.onePrize')}</p>
      <p className="small muted">
        {draw.prizeTurnoverMultiple > 0
          ? t('lottery.prizeTerms', { multiple: draw.prizeTurnoverMultiple })
          : t('lottery.prizeTermsFree')}
      </p>
    </article>
  );
}
