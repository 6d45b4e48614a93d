import { avatarUrl } from '@casino/contracts/constants';
import { formatMoney } from '@casino/contracts/money';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useStore } from '../components/use-store';
import { t } from '../i18n';
import { track } from '../stores/events';
import { $session, $user, $wallet } from '../stores/session';

/** The home page's top bar: brand, then balance and deposit for a player or login/register for a visitor. */
export function HomeHeader({ title, dock }: { title: string; dock?: ReactNode }) {
  const token = useStore($session);
  const user = useStore($user);
  const wallet = useStore($wallet);
  return (
    <header className="top-bar home-bar">
      <h1 className="brand">
        <img src="/img/logo.webp" width="132" height="32" alt={t('brand')} />
        <span className="sr-only">{title}</span>
      </h1>
      {token ? (
        <div className="home-bar-user">
          {dock}
          <Link
            className="balance-chip"
            to="/wallets?name=deposit&back=1"
            onClick={() => track('click', { target: 'header_deposit' })}
          >
            <span className="sr-only">{t('common.balance')}</span>
            {wallet.status === 'ready' ? formatMoney(wallet.coin) : '—'}
          </Link>
          <Link to="/member" className="avatar-link" aria-label={t('header.account')}>
            <img src={avatarUrl(user?.avatar || '1')} width="32" height="32" alt="" className="avatar" />
          </Link>
        </div>
      ) : (
        <div className="home-bar-user">
          {dock}
          <Link
            className="btn btn-small btn-outline"
            to="/auth/login"
            onClick={() => track('click', { target: 'header_login' })}
          >
            {t('common.login')}
          </Link>
          <Link
            className="btn btn-small btn-gold"
            to="/auth/register"
            onClick={() => track('click', { target: 'header_register' })}
          >
            {t('common.register')}
          </Link>
        </div>
      )}
    </header>
  );
}
