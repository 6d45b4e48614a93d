import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useStore } from '../components/use-store';
import { t } from '../i18n';
import { track } from '../stores/events';
import { $dots } from '../stores/session';

const ICONS: Record<string, string> = {
  home: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  bonus: 'M4 10h16v11H4zM2 6h20v4H2zM12 6v15M12 6c-2-4-6-3-6 0M12 6c2-4 6-3 6 0',
  deposit: 'M3 7h18v12H3zM3 11h18M7 15h4',
  share: 'M16 8a3 3 0 1 0-3-3M8 14a3 3 0 1 0 0 .1M16 20a3 3 0 1 0 0-.1M10.6 12.5l2.8-5M10.6 15.5l2.8 2',
  member: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 4-6 8-6s8 2 8 6',
  search: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.5 15.5L21 21',
  vip: 'M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5z',
  fairness: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM8.5 12l2.5 2.5 4.5-5',
  service: 'M4 13a8 8 0 0 1 16 0v4a2 2 0 0 1-2 2h-2v-6h4M4 13v4a2 2 0 0 0 2 2h2v-6H4',
};

/**
 * The main navigation: the phone's tab bar, and on a desktop (≥ 1024 px, the shell CSS) the side navigation,
 * which shows on every page and adds a few links a wide screen has room for. `phone` false hides it on phones
 * (the route has no tab bar there).
 */
export function TabBar({ phone, dock }: { phone: boolean; dock?: ReactNode }) {
  const dots = useStore($dots);
  const tabs = [
    { to: '/', key: 'home', end: true, dot: false },
    { to: '/bonus', key: 'bonus', end: false, dot: dots.task || dots.signIn || dots.vip || dots.spin },
    { to: '/wallets?name=deposit', key: 'deposit', end: false, dot: false },
    { to: '/share', key: 'share', end: false, dot: dots.agent5 },
    { to: '/member', key: 'member', end: false, dot: dots.email },
    // desktop only
    { to: '/game/search', key: 'search', end: false, dot: false },
    { to: '/vip', key: 'vip', end: false, dot: false },
    { to: '/fairness', key: 'fairness', end: false, dot: false },
    { to: '/service', key: 'service', end: false, dot: false },
  ];
  return (
    <nav className={phone ? 'tab-bar' : 'tab-bar tab-bar-desktop'} aria-label={t('nav.label')}>
      <img className="side-brand" src="/img/logo.webp" width="132" height="32" alt="" />
      {tabs.map((tab, i) => (
        <NavLink
          key={tab.key}
          to={tab.to}
          end={tab.end}
          className={`tab tab-${tab.key}${i > 4 ? ' tab-extra' : ''}`}
          onClick={() => track('click', { target: `tab_${tab.key}` })}
        >
          <span className="tab-icon">
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path
                d={ICONS[tab.key]}
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinejoin="round"
              />
            </svg>
            {tab.dot && <span className="dot" />}
          </span>
          <span>{t(`nav.${tab.key}`)}</span>
        </NavLink>
      ))}
      {dock}
    </nav>
  );
}
