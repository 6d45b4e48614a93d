import { t } from '../i18n';

/** Grey blocks in the shape of what is loading; fixed sizes so nothing moves when data arrives. */
export function Skeleton({ lines = 3, label }: { lines?: number; label?: string }) {
  return (
    <div
      className="skeleton-block"
      role="status"
      aria-live="polite"
      aria-label={label ?? t('common.loading')}
    >
      {Array.from({ length: lines }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <span key={i} className="skeleton-line" />
      ))}
    </div>
  );
}

export function EmptyState({ message }: { message?: string }) {
  return (
    <div className="state state-empty">
      <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
        <rect x="8" y="14" width="32" height="24" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M8 22h32M20 28h8" stroke="currentColor" strokeWidth="2" />
      </svg>
      <p>{message ?? t('common.empty')}</p>
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  return (
    <div className="state state-error" role="alert">
      <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
        <circle cx="24" cy="24" r="16" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M24 15v11M24 31v2" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p>{message ?? t('common.loadFailed')}</p>
      {onRetry && (
        <button type="button" className="btn btn-outline" onClick={onRetry}>
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}
