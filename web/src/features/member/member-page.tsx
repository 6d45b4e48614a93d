import './member.css';
import '../../i18n/account';
import { avatarUrl } from '@casino/contracts/constants';
import { formatMoney } from '@casino/contracts/money';
import { Link } from 'react-router';
import { Skeleton } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { signOut } from '../../stores/account';
import { $dots, $user, $vip, $wallet } from '../../stores/session';

const LINKS: { to: string; key: string; dot?: 'email' | 'task' | 'signIn' | 'vip' }[] = [
  { to: '/member/profile', key: 'route.profile' },
  { to: '/wallets/record', key: 'route.walletsRecord' },
  { to: '/wallets/coin-history', key: 'route.coinHistory' },
  { to: '/member/profile/kyc', key: 'route.kyc' },
  { to: '/wallets/safebox', key: 'route.safebox' },
  { to: '/bonus/record', key: 'route.bonusRecord' },
  { to: '/bonus/tasks', key: 'route.bonusTasks', dot: 'task' },
  { to: '/activity/sign-in', key: 'route.signIn', dot: 'signIn' },
  { to: '/email', key: 'route.email', dot: 'email' },
  { to: '/member/games', key: 'route.memberGames' },
  { to: '/member/report', key: 'route.report' },
  { to: '/member/self-limited', key: 'route.selfLimited' },
  { to: '/vip', key: 'route.vip', dot: 'vip' },
  { to: '/service', key: 'route.service' },
  { to: '/feedback/record', key: 'route.feedbackRecord' },
  { to: '/faq', key: 'route.faq' },
];

/** /member: who is playing, the balance (minor units through the money helper), and where to go next. */
export function MemberPage() {
  const user = useStore($user);
  const wallet = useStore($wallet);
  const vip = useStore($vip);
  const dots = useStore($dots);
  return (
    <section className="page member-page">
      <h1 className="page-title">{t('route.member')}</h1>
      {!user ? (
        <Skeleton lines={5} />
      ) : (
        <>
          <Link to="/member/profile" className="member-card">
            <img src={avatarUrl(user.avatar || '1')} width="64" height="64" alt="" className="avatar" />
            <span className="member-who">
              <strong>{user.nickname || user.account}</strong>
              <span className="muted small">{t('member.playerId', { id: user.id })}</span>
              <span className="vip-chip">{t('member.vipLevel', { level: vip?.vip ?? user.vip })}</span>
            </span>
          </Link>
          <div className="balance-card">
            <span className="muted small">{t('common.balance')}</span>
            <strong className="balance-amount">
              {wallet.status === 'ready' ? formatMoney(wallet.coin) : '—'}
            </strong>
            <div className="balance-actions">
              <Link className="btn btn-gold" to="/wallets?name=deposit&back=1">
                {t('common.deposit')}
              </Link>
              <Link className="btn btn-outline" to="/wallets?name=withdraw&back=1">
                {t('member.withdraw')}
              </Link>
            </div>
          </div>
          {!user.hasPassword && (
            <Link className="card notice-card" to="/auth/set-password?redirect=%2Fmember">
              {t('member.setPasswordNotice')}
            </Link>
          )}
          {!user.mobile && (
            <Link className="card notice-card" to="/auth/bind?redirect=%2Fmember">
              {t('member.bindMobileNotice')}
            </Link>
          )}
          <nav aria-label={t('member.menu')}>
            <ul className="menu">
              {LINKS.map((l) => (
                <li key={l.to}>
                  <Link className="menu-row menu-link" to={l.to}>
                    <span className="menu-label">{t(l.key)}</span>
                    {l.dot && dots[l.dot] && (
                      <>
                        <span className="dot-inline" aria-hidden="true" />
                        <span className="sr-only">{t('member.new')}</span>
                      </>
                    )}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <button type="button" className="btn btn-outline btn-block" onClick={signOut}>
            {t('member.logout')}
          </button>
        </>
      )}
    </section>
  );
}
