import './agent.css';
import '../../i18n/agent';
import { formatMoney } from '@casino/contracts/money';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ClaimErrorText } from '../../components/claim-error';
import { LoginToClaim } from '../../components/login-to-claim';
import { Tagline } from '../../components/responsible-gaming';
import { ErrorState, Skeleton } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { $session } from '../../stores/session';
import {
  $invite,
  absoluteShareUrl,
  copyText,
  exchangeClaim,
  exchangeInviteReward,
  type InviteInfo,
  loadInvite,
  loadInvitees,
  nativeShare,
  shareLinks,
  trackShare,
} from './agent-store';
import { InviteSpin } from './invite-spin';
import { InviteTermsCard } from './invite-terms';
import { InviteeList } from './invitee-list';
import { QrCode } from './qr-code';

const money = (minor: number) => formatMoney(minor, { trimZeroCents: true });

function ShareCard({ info }: { info: InviteInfo }) {
  const url = absoluteShareUrl(info.shareUrl);
  const [copied, setCopied] = useState<'link' | 'code' | 'failed' | null>(null);
  const [fallback, setFallback] = useState(false);
  const text = t('agent.shareText', { code: info.inviteCode });
  const copy = async (what: 'link' | 'code') => {
    trackShare(what === 'link' ? 'copyLink' : 'copyCode');
    setCopied((await copyText(what === 'link' ? url : info.inviteCode)) ? what : 'failed');
  };
  const share = async () => {
    if (!(await nativeShare({ title: t('agent.shareTitle'), text, url }))) setFallback(true);
  };
  const links = shareLinks(url, text);
  return (
    <section className="card card-gold share-card" aria-labelledby="share-title">
      <h2 id="share-title" className="card-title">
        {t('agent.shareHeading', { amount: money(info.rewardPerValid) })}
      </h2>
      <div className="share-body">
        <QrCode text={url} />
        <div className="share-fields">
          <span className="share-label">{t('agent.yourCode')}</span>
          <div className="share-code-row">
            <strong className="share-code">{info.inviteCode}</strong>
            <button type="button" className="btn btn-outline btn-small" onClick={() => void copy('code')}>
              {t('agent.copyCode')}
            </button>
          </div>
          <span className="share-label">{t('agent.yourLink')}</span>
          <input className="input share-link" readOnly value={url} aria-label={t('agent.yourLink')} />
          <div className="share-actions">
            <button type="button" className="btn btn-gold" onClick={() => void share()}>
              {t('agent.share')}
            </button>
            <button type="button" className="btn btn-outline" onClick={() => void copy('link')}>
              {t('agent.copyLink')}
            </button>
          </div>
          <p className="share-status" role="status">
            {copied === 'failed' ? t('agent.copyFailed') : copied ? t(`agent.copied.${copied}`) : ''}
          </p>
        </div>
      </div>
      {fallback && (
        <nav className="share-apps" aria-label={t('agent.shareWith')}>
          {(['messenger', 'viber', 'telegram', 'facebook'] as const).map((app) => (
            <a
              key={app}
              className={`btn btn-small share-app share-${app}`}
              href={links[app]}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => trackShare(app)}
            >
              {t(`agent.apps.${app}`)}
            </a>
          ))}
        </nav>
      )}
    </section>
  );
}

function RewardCard({ info }: { info: InviteInfo }) {
  const claim = useStore(exchangeClaim.$state);
  const canExchange = info.balance > 0 && info.balance >= info.exchangeMin;
  return (
    <section className="card invite-reward" aria-labelledby="invite-reward-title">
      <dl className="invite-counts">
        <div>
          <dt>{t('agent.invited')}</dt>
          <dd>{info.invitedCount}</dd>
        </div>
        <div>
          <dt>{t('agent.valid')}</dt>
          <dd>{info.validCount}</dd>
        </div>
        <div>
          <dt>{t('agent.totalReward')}</dt>
          <dd>{money(info.totalReward ?? 0)}</dd>
        </div>
      </dl>
      <div className="invite-balance">
        <div>
          <h2 id="invite-reward-title" className="card-title">
            {t('agent.balance')}
          </h2>
          <strong>{formatMoney(info.balance)}</strong>
        </div>
        <button
          type="button"
          className="btn btn-gold"
          disabled={!canExchange || claim.busy}
          onClick={() => void exchangeInviteReward()}
        >
          {claim.busy ? t('agent.working') : t('agent.exchange')}
        </button>
      </div>
      <p className="agent-terms">
        {t('agent.exchangeTerms', {
          min: money(info.exchangeMin),
          multiple: info.exchangeTurnoverMultiple ?? 1,
        })}
      </p>
      <ClaimErrorText error={claim.error} />
    </section>
  );
}

/** /share: the player's code, link and QR, share buttons, counts, the invite reward, spins and invitees. */
export function SharePage() {
  const session = useStore($session);
  return session ? <PlayerShare /> : <VisitorShare />;
}

/** A visitor reads what inviting pays; the link and code come with an account. */
function VisitorShare() {
  return (
    <section className="page agent-page">
      <InviteTermsCard />
      <LoginToClaim className="btn btn-gold btn-block" label={t('agent.terms.loginForLink')} />
    </section>
  );
}

function PlayerShare() {
  const state = useStore($invite);
  useEffect(() => {
    exchangeClaim.reset();
    void loadInvite();
    void loadInvitees();
  }, []);
  return (
    <section className="page agent-page">
      {(state.status === 'loading' || state.status === 'idle') && <Skeleton lines={8} />}
      {state.status === 'error' && <ErrorState onRetry={() => void loadInvite()} />}
      {state.data && (
        <>
          <ShareCard info={state.data} />
          <RewardCard info={state.data} />
          <InviteTermsCard />
          <InviteSpin info={state.data} />
          <section aria-labelledby="invitees-title">
            <h2 id="invitees-title" className="section-title">
              {t('agent.invitees')}
            </h2>
            <InviteeList rule={state.data.validRule} />
          </section>
          <Link className="btn btn-outline btn-block" to="/agent">
            {t('agent.toAgent')}
          </Link>
        </>
      )}
      <Tagline />
    </section>
  );
}
