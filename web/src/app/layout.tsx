import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { useRouteMeta } from '../components/route-meta';
import { AgeSheet } from '../features/age-notice/age-sheet';
import { t } from '../i18n';
import { $ageNotice, ageNoticeVisible } from '../stores/age';
import { track } from '../stores/events';
import { Footer } from './footer';
import { HomeHeader } from './home-header';
import { OverlayHost } from './overlay-host';
import { NOT_FOUND_TITLE, parseRoute } from './route-table';
import { TabBar } from './tab-bar';
import { TopBar } from './top-bar';

/** Default layout: top bar (title, back, right link) or the home header, the page, footer, tab bar, overlays. */
export function Layout() {
  const location = useLocation();
  const matches = useMatches();
  const entry = useRouteMeta();
  const age = useStore($ageNotice);

  const params = (matches[matches.length - 1]?.params ?? {}) as Record<string, string>;
  const valid = entry.path !== '*' && parseRoute(entry, params, new URLSearchParams(location.search)).ok;
  const title = t(valid ? entry.title : NOT_FOUND_TITLE);
  const isHome = valid && entry.path === '/';
  const showTopBar = !valid || entry.navbar !== false;
  const blocked = ageNoticeVisible(age, location.pathname);

  useEffect(() => {
    document.title = `${title} · ${t('brand')}`;
  }, [title]);
  useEffect(() => {
    track('page_view', { path: location.pathname }, location.pathname);
    window.scrollTo(0, 0);
  }, [location.pathname]);

  return (
    <div className={valid && entry.tabBar ? 'app has-tabs' : 'app'}>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <div className="app-frame" inert={blocked}>
        {isHome ? <HomeHeader title={title} /> : showTopBar && <TopBar entry={entry} title={title} />}
        <main id="main" className="app-main" tabIndex={-1}>
          <Outlet />
        </main>
        {entry.path !== '/game/start' && <Footer />}
        {valid && entry.tabBar && <TabBar />}
      </div>
      <OverlayHost />
      {blocked && <AgeSheet />}
    </div>
  );
}
