import './follow.css';
import '../../i18n/shop';
import '../../i18n/popups';
import { useEffect } from 'react';
import { ClaimErrorText } from '../../components/claim-error';
import { PageHeader } from '../../components/page-header';
import { RewardItems } from '../../components/reward-items';
import { EmptyState, ErrorState, Skeleton } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import {
  $claimChannel,
  $follow,
  type Channel,
  followClaim,
  loadFollow,
  openChannel,
  receiveChannel,
} from './follow-store';

function ChannelRow({ channel }: { channel: Channel }) {
  const claim = useStore(followClaim.$state);
  const mine = useStore($claimChannel) === channel.id;
  return (
    <li className="follow-channel card">
      <img src={channel.icon} width="44" height="44" alt="" />
      <div className="follow-body">
        <strong>{channel.name}</strong>
        <RewardItems items={channel.rewards} />
        {channel.status === 1 && <span className="small follow-ready">{t('follow.openedHint')}</span>}
        {mine && <ClaimErrorText error={claim.error} />}
      </div>
      <div className="follow-action">
        {channel.status === 0 && (
          <a
            className="btn btn-outline btn-small"
            href={channel.url}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => void openChannel(channel.id)}
          >
            {t('follow.open', { name: channel.name })}
          </a>
        )}
        {channel.status === 1 && (
          <button
            type="button"
            className="btn btn-gold btn-small"
            disabled={claim.busy}
            onClick={() => void receiveChannel(channel.id)}
          >
            {claim.busy && mine ? t('follow.receiving') : t('follow.receive')}
          </button>
        )}
        {channel.status === 2 && (
          <button type="button" className="btn btn-small" disabled>
            {t('follow.received')}
          </button>
        )}
      </div>
    </li>
  );
}

/** /activity/follow: follow the brand's pages, one reward per channel. */
export function FollowPage() {
  const follow = useStore($follow);
  useEffect(() => {
    followClaim.reset();
    void loadFollow();
  }, []);
  return (
    <section className="page follow-page">
      <PageHeader title={t('route.follow')} />
      <div className="follow-hero">
        <img src="/img/ui/star.svg" width="56" height="56" alt="" />
        <p>{t('follow.intro')}</p>
      </div>
      {follow.status === 'error' && <ErrorState onRetry={() => void loadFollow()} />}
      {!follow.data && follow.status !== 'error' && <Skeleton lines={5} />}
      {follow.data && follow.data.channels.length === 0 && <EmptyState message={t('follow.empty')} />}
      {follow.data && follow.data.channels.length > 0 && (
        <ul className="follow-list">
          {follow.data.channels.map((c) => (
            <ChannelRow key={c.id} channel={c} />
          ))}
        </ul>
      )}
      <p className="small muted follow-rule">{t('follow.honest')}</p>
      {follow.data && follow.data.turnoverMultiple > 0 && (
        <p className="small muted follow-rule">
          {t('follow.turnover', { multiple: follow.data.turnoverMultiple })}
        </p>
      )}
    </section>
  );
}
