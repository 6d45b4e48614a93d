import './shell-desktop.css';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { useRouteMeta } from '../components/route-meta';
import { useStore } from '../components/use-store';
import { t } from '../i18n';
import { GAME_FRAME } from '../lib/frame';
import { $ageNotice, ageNoticeVisible } from '../stores/age';
import { track } from '../stores/events';
import { $restriction } from '../stores/session';
import { ChromeDock } from './chrome-dock';
import { HomeHeader } from './home-header';
import { OverlayHost } from './overlay-host';
import { NOT_FOUND_TITLE, parseRoute } from './route-match';
import { TabBar } from './tab-bar';

// Neither is on home's first paint: the footer is below the fold (appended under the page, it moves nothing) and
// home draws its own header. Other pages wait for their route chunk anyway; the bar's box is held meanwhile.
const Footer = lazy(() => import('./footer').then((m) => ({ default: m.Footer })));
const TopBar = lazy(() => import('./top-bar').then((m) => ({ default: m.TopBar })));

// Returning players accepted the notice long ago: the sheet and its texts load only when it shows.
// A paused (cooling-off or self-excluded) player sees this instead of any page but withdrawing and history.
const RestrictionGate = lazy(() =>
  import('../features/protection/restriction-gate').then((m) => ({ default: m.RestrictionGate })),
);

const AgeSheet = lazy(() =>
  import('../features/age-notice/age-sheet').then((m) => ({ default: m.AgeSheet })),
);

/** Default layout: top bar (title, back, right link) or the home header, the page, footer, tab bar (a side
 * navigation on a desktop), overlays. */
export function Layout() {
  const location = useLocation();
  const matches = useMatches();
  const entry = useRouteMeta();
  const age = useStore($ageNotice);
  const restriction = useStore($restriction);

  const params = (matches[matches.length - 1]?.params ?? {}) as Record<string, string>;
  const parsed = entry.path === '*' ? null : parseRoute(entry, params, new URLSearchParams(location.search));
  const valid = !!parsed?.ok;
  const tabBar =
    parsed?.ok && (typeof entry.tabBar === 'function' ? entry.tabBar(parsed.query) : entry.tabBar);
  const title = t(valid ? (entry.titleFor?.(parsed.query) ?? entry.title) : NOT_FOUND_TITLE);
  const isHome = valid && entry.path === '/';
  const showTopBar = !valid || entry.navbar !== false;
  const inGame = entry.path === '/game/start' || entry.path === '/play/:engine';
  // the game frame's page shows the sheet already, over the frame too
  const blocked = !GAME_FRAME && ageNoticeVisible(age, location.pathname);
  // the jackpot and support buttons sit in the chrome, never over the page
  const dock = (where: 'head' | 'nav') =>
    blocked || !valid ? null : <ChromeDock path={entry.path} where={where} />;

  useEffect(() => {
    document.title = `${title} · ${t('brand')}`;
  }, [title]);
  useEffect(() => {
    track('page_view', { path: location.pathname }, location.pathname);
    window.scrollTo(0, 0);
  }, [location.pathname]);

  return (
    <div className={`app${tabBar ? ' has-tabs' : ''}${isHome ? ' is-home' : ''}${inGame ? ' in-game' : ''}`}>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <div className="app-frame" inert={blocked}>
        {isHome ? (
          <HomeHeader title={title} dock={dock('head')} />
        ) : (
          showTopBar && (
            <Suspense fallback={<div className="top-bar" />}>
              <TopBar entry={entry} title={title} dock={dock('head')} />
            </Suspense>
          )
        )}
        <main id="main" className="app-main" tabIndex={-1}>
          {restriction ? (
            <Suspense fallback={null}>
              <RestrictionGate>
                <Outlet />
              </RestrictionGate>
            </Suspense>
          ) : (
            <Outlet />
          )}
        </main>
        {!inGame && (
          <Suspense fallback={null}>
            <Footer />
          </Suspense>
        )}
        {/* a desktop shows the navigation beside every page but the games; a phone only where the route asks */}
        {!inGame && <TabBar phone={!!tabBar} dock={dock('nav')} />}
      </div>
      <OverlayHost />
      {blocked && (
        <Suspense fallback={null}>
          <AgeSheet />
        </Suspense>
      )}
    </div>
  );
}
