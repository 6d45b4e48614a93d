import './service-launcher.css';
import { Link } from 'react-router';
import { t } from '../../i18n';

/**
 * The customer-service button, docked in the page chrome (never floating over content): opens /service, which
 * picks LiveChat, the Android shell's native chat or the in-app support conversation.
 */
export default function ServiceLauncher() {
  return (
    <Link
      to="/service"
      className="cs-launcher"
      aria-label={t('route.service')}
      data-testid="service-launcher"
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M4 13v-1a8 8 0 0 1 16 0v1M4 13a2 2 0 0 1 2-2h1v6H6a2 2 0 0 1-2-2v-2Zm16 0a2 2 0 0 0-2-2h-1v6h1a2 2 0 0 0 2-2v-2Zm-3 4v1a3 3 0 0 1-3 3h-2"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </Link>
  );
}
