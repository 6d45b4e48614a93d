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
};

export function TabBar() {
  const dots = useStore($dots);
  const tabs = [
    { to: '/', key: 'home', end: true, dot: false },
    { to: '/bonus', key: 'bonus', end: false, dot: dots.task || dots.signIn || dots.vip || dots.spin },
    { to: '/wallets?name=deposit', key: 'deposit', end: false, dot: false },
    { to: '/share', key: 'share', end: false, dot: dots.agent5 },
    { to: '/member', key: 'member', end: false, dot: dots.email },
  ];
  return (
    <nav className="tab-bar" aria-label={t('nav.label')}>
      {tabs.map((tab) => (
        <NavLink
          key={tab.key}
          to={tab.to}
          end={tab.end}
          className={tab.key === 'deposit' ? 'tab tab-deposit' : 'tab'}
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
    </nav>
  );
}
