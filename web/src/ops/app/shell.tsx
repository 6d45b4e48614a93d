import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { useStore } from '../components/use-store';
import { signOut } from '../features/sign-in/sign-in-store';
import { t } from '../i18n';
import { $operator } from '../stores/session';
import { sectionsFor } from './sections';

/** The signed-in frame: the sections this operator's roles allow, who is signed in, and the way out. */
export function Shell() {
  const operator = useStore($operator);
  const location = useLocation();
  if (!operator) return <Navigate to="/sign-in" replace state={{ from: location.pathname }} />;
  const sections = sectionsFor(operator);
  return (
    <div className="ops-app">
      <header className="ops-top">
        <div className="ops-top-row">
          <span className="ops-brand">{t('ops.brand')}</span>
          <span className="ops-who">
            <strong>{operator.login}</strong>
            <span className="ops-muted"> · {operator.roles.map((r) => t(`ops.role.${r}`)).join(', ')}</span>
          </span>
          <button type="button" className="ops-btn ops-small" onClick={() => void signOut(false)}>
            {t('ops.signOut')}
          </button>
          <button type="button" className="ops-btn ops-small" onClick={() => void signOut(true)}>
            {t('ops.signOutEverywhere')}
          </button>
        </div>
        <nav className="ops-nav" aria-label={t('ops.nav.label')}>
          {sections.map((s) => (
            <NavLink
              key={s.id}
              to={`/${s.path}`}
              className={({ isActive }) => (isActive ? 'is-active' : undefined)}
            >
              {t(`ops.nav.${s.id}`)}
            </NavLink>
          ))}
        </nav>
      </header>
      <main className="ops-main">
        {sections.length === 0 ? <p className="ops-empty">{t('ops.nav.none')}</p> : <Outlet />}
      </main>
    </div>
  );
}

/** /ops/ itself: the first section the operator may open. */
export function Home() {
  const operator = useStore($operator);
  const first = sectionsFor(operator)[0];
  return first ? (
    <Navigate to={`/${first.path}`} replace />
  ) : (
    <p className="ops-empty">{t('ops.nav.none')}</p>
  );
}

export function NotFound() {
  const location = useLocation();
  return <p className="ops-empty">{t('ops.notFound', { path: location.pathname })}</p>;
}
