import { fairOutcome } from '@casino/contracts/fairness';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { ClaimErrorText } from '../../components/claim-error';
import { LoadMore } from '../../components/paged-list-view';
import { RewardItems } from '../../components/reward-items';
import { EmptyState, ErrorState, Skeleton } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { formatDateTime } from '../../lib/date-time';
import { prizeIcon, prizeText } from './prize-text';
import { ScratchSurface } from './scratch-surface';
import { ShopErrorText } from './shop-error';
import {
  $card,
  $cardRevealed,
  $scratchInfo,
  addupClaim,
  awards,
  cardRevealed,
  chancePercent,
  drawCard,
  loadScratchInfo,
  nextCard,
  receiveAddup,
  type ScratchAward,
  type ScratchInfo,
  scratchSpend,
} from './shop-store';

function CardArea({ info }: { info: ScratchInfo }) {
  const card = useStore($card);
  const revealed = useStore($cardRevealed);
  const spend = useStore(scratchSpend.$state);
  if (card) {
    return (
      <div className="scratch-area">
        <ScratchSurface key={card.id} onRevealed={() => void cardRevealed()}>
          <img src={prizeIcon(card.propId)} width="56" height="56" alt="" />
          <span className="scratch-won">{t('scratch.youWon')}</span>
          <strong className="scratch-amount" data-testid="scratch-prize">
            {prizeText(card)}
          </strong>
          <span className="small muted">{t('scratch.credited')}</span>
        </ScratchSurface>
        {revealed ? (
          <>
            <p className="scratch-count">{t('scratch.youHave', { count: info.cards })}</p>
            <button type="button" className="btn btn-primary btn-block" onClick={nextCard}>
              {info.cards > 0 ? t('scratch.another') : t('scratch.done')}
            </button>
          </>
        ) : (
          <p className="small muted">{t('scratch.rubHint')}</p>
        )}
      </div>
    );
  }
  return (
    <div className="scratch-area">
      <div className="scratch-placeholder" aria-hidden="true">
        <img src="/img/goods/scratch-cards.svg" width="96" height="96" alt="" />
      </div>
      <p className="scratch-count">{t('scratch.youHave', { count: info.cards })}</p>
      {info.cards === 0 && <p className="small muted">{t('scratch.none')}</p>}
      <ShopErrorText error={spend.error} />
      <button
        type="button"
        className="btn btn-primary btn-block btn-large"
        disabled={spend.busy || info.cards === 0}
        onClick={() => void drawCard()}
      >
        {spend.busy ? t('scratch.drawing') : t('scratch.getCard')}
      </button>
    </div>
  );
}

function Prizes({ info }: { info: ScratchInfo }) {
  return (
    <div className="card shop-box">
      <h2 className="card-title">{t('scratch.prizesTitle')}</h2>
      <ul className="scratch-prizes">
        {info.prizes.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the prize table's order is its identity
          <li key={i}>
            <img src={prizeIcon(p.propId)} width="24" height="24" alt="" />
            <span>{prizeText(p)}</span>
            <strong>{t('scratch.chance', { percent: chancePercent(info.weights, i) })}</strong>
          </li>
        ))}
      </ul>
      <p className="small muted">
        {info.turnoverMultiple > 0
          ? t('scratch.prizesTerms', { multiple: info.turnoverMultiple })
          : t('scratch.prizesFree')}
      </p>
    </div>
  );
}

function Milestones({ info }: { info: ScratchInfo }) {
  const claim = useStore(addupClaim.$state);
  if (info.addupAwards.length === 0) return null;
  return (
    <div className="card shop-box">
      <h2 className="card-title">{t('scratch.milestones')}</h2>
      <ul className="list">
        {info.addupAwards.map((a) => (
          <li key={a.id} className="list-row">
            <span className="list-title">
              {t('scratch.milestoneProgress', { done: Math.min(info.scratched, a.cards), target: a.cards })}
            </span>
            <span className="list-sub">
              <RewardItems items={a.rewards} />
            </span>
            <span className="list-actions">
              <button
                type="button"
                className="btn btn-gold btn-small"
                disabled={a.status !== 1 || claim.busy}
                onClick={() => void receiveAddup(a.id)}
              >
                {a.status === 2
                  ? t('scratch.received')
                  : a.status === 1
                    ? t('scratch.receive')
                    : t('scratch.locked')}
              </button>
            </span>
          </li>
        ))}
      </ul>
      <ClaimErrorText error={claim.error} />
    </div>
  );
}

/** Re-computes a revealed card with the same contracts code the platform drew it with. */
function proofState(a: ScratchAward): 'secret' | 'ok' | 'bad' {
  if (!a.serverSeed) return 'secret';
  const out = fairOutcome(
    { serverSeed: a.serverSeed, clientSeed: a.clientSeed, nonce: a.nonce },
    { engine: 'draw', weights: a.weights },
  );
  return out.engine === 'draw' && out.cell === a.cell ? 'ok' : 'bad';
}

function AwardLog() {
  const log = useStore(awards.$state);
  useEffect(() => {
    void awards.load();
  }, []);
  return (
    <div className="card shop-box">
      <h2 className="card-title">{t('scratch.logTitle')}</h2>
      {(log.status === 'loading' || log.status === 'idle') && <Skeleton lines={3} />}
      {log.status === 'error' && <ErrorState onRetry={() => void awards.load()} />}
      {log.status === 'ready' && log.list.length === 0 && <EmptyState message={t('scratch.logEmpty')} />}
      {log.status === 'ready' && log.list.length > 0 && (
        <>
          <ul className="list" aria-label={t('scratch.logTitle')}>
            {log.list.map((a) => {
              const proof = proofState(a);
              return (
                <li key={a.id} className="list-row">
                  <span className="list-title">{prizeText(a)}</span>
                  <time className="list-sub" dateTime={new Date(a.createTime).toISOString()}>
                    {formatDateTime(a.createTime)}
                  </time>
                  <span className="list-sub scratch-proof">
                    {t('scratch.proof', { hash: a.serverSeedHash.slice(0, 10), nonce: a.nonce })} ·{' '}
                    {proof === 'ok'
                      ? t('scratch.verified')
                      : proof === 'bad'
                        ? t('scratch.notVerified')
                        : t('scratch.secret')}
                  </span>
                </li>
              );
            })}
          </ul>
          <p className="small muted">
            {t('scratch.verifyHint')} <Link to="/fairness">{t('scratch.verify')}</Link>
          </p>
          <LoadMore
            state={log}
            onMore={() => void awards.loadMore()}
            label={t('shop.loadMore')}
            failed={t('shop.loadMoreFailed')}
          />
        </>
      )}
    </div>
  );
}

/** The Scratch tab: the card to rub, its prizes and chances, the milestones and the prizes won. */
export function ScratchTab() {
  const info = useStore($scratchInfo);
  if (info.status === 'error') return <ErrorState onRetry={() => void loadScratchInfo()} />;
  if (!info.data) return <Skeleton lines={5} />;
  return (
    <div className="scratch-tab">
      <CardArea info={info.data} />
      <Prizes info={info.data} />
      <Milestones info={info.data} />
      <AwardLog />
    </div>
  );
}
