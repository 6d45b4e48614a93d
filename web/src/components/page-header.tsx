import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { t } from '../i18n';

/** Back when there is history, else home (a deep link opened from outside has nowhere to go back to). */
export function useBack(): () => void {
  const navigate = useNavigate();
  return () => {
    if (window.history.state && window.history.state.idx > 0) navigate(-1);
    else navigate('/', { replace: true });
  };
}

export function BackButton() {
  const back = useBack();
  return (
    <button type="button" className="icon-btn" onClick={back} aria-label={t('common.back')}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
    </button>
  );
}

/**
 * The one page header: back, the title, and an optional link on the right. The layout draws it as the top bar
 * of routes with a navbar; pages without one (navbar: false) draw it themselves as their first child, and it
 * reaches the page's edges there, so every page shows the same bar. `back` false: a page reached from the tab
 * bar, which is the way out. (`bar` is accepted from older callers: every header is the bar now.)
 */
export function PageHeader({
  title,
  back = true,
  right,
  inPage = true,
  dock,
}: {
  /** The chrome's docked buttons (jackpot, support), at the header's end. */
  dock?: ReactNode;
  title: string;
  back?: boolean;
  bar?: boolean;
  right?: { to: string; label: string };
  /** false: the layout's top bar (outside any page padding). */
  inPage?: boolean;
}) {
  return (
    <header className={inPage ? 'top-bar page-top' : 'top-bar'}>
      {back ? <BackButton /> : <span className="top-bar-spacer" />}
      <h1>{title}</h1>
      <span className="top-bar-end">
        {dock}
        {right && (
          <Link className="top-bar-link" to={right.to}>
            {right.label}
          </Link>
        )}
      </span>
    </header>
  );
}
