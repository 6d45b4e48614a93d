import { t } from '../i18n';
import type { OpsRefusal } from '../stores/refusal';

export function Loading({ rows = 6 }: { rows?: number }) {
  return (
    <div className="ops-loading" role="status" aria-live="polite" aria-label={t('ops.state.loading')}>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <span key={i} className="ops-skel" />
      ))}
    </div>
  );
}

export function Empty({ message }: { message?: string }) {
  return <p className="ops-empty">{message ?? t('ops.state.empty')}</p>;
}

/** A load or action that failed; a 403 says the operator's role cannot do this, not "something went wrong". */
export function Failure({
  forbidden,
  msg,
  onRetry,
}: {
  forbidden?: boolean;
  msg?: string;
  onRetry?: () => void;
}) {
  return (
    <div className={forbidden ? 'ops-failure ops-forbidden' : 'ops-failure'} role="alert">
      <strong>{forbidden ? t('ops.state.forbidden') : t('ops.state.failed')}</strong>
      {msg && !forbidden && <span className="ops-muted"> {msg}</span>}
      {onRetry && !forbidden && (
        <button type="button" className="ops-btn" onClick={onRetry}>
          {t('ops.state.retry')}
        </button>
      )}
    </div>
  );
}

/** A refused submit, above its button: "your role cannot do this" (403), or the platform's message. */
export function RefusalNote({ refusal }: { refusal: OpsRefusal | null }) {
  if (!refusal) return null;
  return (
    <p className="ops-failure" role="alert">
      {refusal.forbidden ? t('ops.state.forbidden') : refusal.msg || t('ops.state.failed')}
    </p>
  );
}
