import { Link, useLocation } from 'react-router';
import { t } from '../i18n';
import { loginPath } from '../stores/logout';

/** A visitor's stand-in for an action that needs an account: login, then back to this page. */
export function LoginToClaim({ className = 'btn btn-gold', label }: { className?: string; label?: string }) {
  const here = useLocation();
  const base = loginPath();
  const to = `${base}${base.includes('?') ? '&' : '?'}redirect=${encodeURIComponent(here.pathname + here.search)}`;
  return (
    <Link className={className} to={to} data-testid="login-to-claim">
      {label ?? t('common.loginToClaim')}
    </Link>
  );
}
