import './protection.css';
import '../../i18n/protection';
import { Link } from 'react-router';
import { Helpline } from '../../components/responsible-gaming';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { formatDateTime } from '../../lib/date-time';
import { signOut } from '../../stores/account';
import { $restriction } from '../../stores/session';

const TITLE = { coolOff: 'protect.restricted.titleCoolOff', exclusion: 'protect.restricted.titleExclusion' };

/**
 * What a cooling-off or self-excluded player sees in place of any page but withdrawing and history: why, until
 * when, and the ways that stay open. The platform refuses everything else anyway.
 */
export function RestrictedApp() {
  const r = useStore($restriction);
  if (!r) return null;
  return (
    <section className="page restricted-app" aria-labelledby="restricted-title">
      <div className="card card-gold restricted-card">
        <svg className="restricted-icon" viewBox="0 0 48 48" width="56" height="56" aria-hidden="true">
          <circle cx="24" cy="24" r="20" fill="none" stroke="currentColor" strokeWidth="3" />
          <path d="M19 16v16M29 16v16" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
        </svg>
        <h1 id="restricted-title">{t(r.kind ? TITLE[r.kind] : 'protect.restricted.titlePaused')}</h1>
        <p>{t('protect.restricted.body', { when: formatDateTime(r.until) })}</p>
      </div>
      <p className="restricted-can">{t('protect.restricted.can')}</p>
      <Link className="btn btn-gold btn-block btn-large" to="/wallets?name=withdraw">
        {t('protect.restricted.withdraw')}
      </Link>
      <ul className="restricted-menu">
        <li>
          <Link className="restricted-link" to="/wallets/record">
            {t('protect.restricted.records')}
          </Link>
        </li>
        <li>
          <Link className="restricted-link" to="/member/games">
            {t('protect.restricted.games')}
          </Link>
        </li>
        <li>
          <Link className="restricted-link" to="/member/self-limited">
            {t('protect.restricted.limits')}
          </Link>
        </li>
        <li>
          <Link className="restricted-link" to="/service">
            {t('protect.restricted.service')}
          </Link>
        </li>
      </ul>
      <button type="button" className="btn btn-outline btn-block" onClick={signOut}>
        {t('protect.restricted.logout')}
      </button>
      <Helpline />
    </section>
  );
}
