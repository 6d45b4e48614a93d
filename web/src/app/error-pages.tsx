import '../components/page-states.css';
import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router';
import { t } from '../i18n';
import { isChunkLoadError, reloadOnceForChunk } from './chunk-reload';

export function NotFound() {
  const location = useLocation();
  const path = `${location.pathname}${location.search}`;
  return (
    <section className="page error-page">
      <img src="/img/ui/lost.svg" width="160" height="120" alt="" />
      <h2>{t('errors.notFound', { path })}</h2>
      <Link className="btn btn-gold" to="/">
        {t('common.goHome')}
      </Link>
    </section>
  );
}

export function ServerError() {
  return (
    <section className="page error-page" role="alert">
      <img src="/img/ui/lost.svg" width="160" height="120" alt="" />
      <h2>{t('route.serverError')}</h2>
      <p>{t('errors.serverError')}</p>
      <div className="row">
        <button type="button" className="btn btn-outline" onClick={() => location.reload()}>
          {t('errors.reload')}
        </button>
        <a className="btn btn-gold" href="/">
          {t('common.goHome')}
        </a>
      </div>
    </section>
  );
}

/** Inside the layout: 404 for failed validation, one guarded reload for a missing chunk, else the 500 page. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (isChunkLoadError(error) && reloadOnceForChunk()) return null;
  if (import.meta.env.DEV) console.error(error);
  return <ServerError />;
}

/** Outside the layout (the layout itself failed): a full page. */
export function RootError() {
  return (
    <main id="main" className="app-main">
      <h1 className="sr-only">{t('route.serverError')}</h1>
      <RouteError />
    </main>
  );
}
