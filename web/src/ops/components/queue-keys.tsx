import { useEffect, useRef } from 'react';
import { t } from '../i18n';
import { type QueueKey, queueKey } from '../stores/queue-keys';

/** Binds n / a / r on the page while it is mounted. */
export function useQueueKeys(handlers: Partial<Record<QueueKey, () => void>>): void {
  const ref = useRef(handlers);
  ref.current = handlers;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const action = queueKey(e);
      const run = action ? ref.current[action] : undefined;
      if (!run) return;
      e.preventDefault();
      run();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

/** The shortcuts, shown where an operator looks: above the queue. */
export function KeyHints({ approve = true }: { approve?: boolean }) {
  return (
    <p className="ops-keys">
      <span className="ops-sr">{t('ops.keys.label')}: </span>
      <kbd>n</kbd> {t('ops.keys.next')}
      {approve && (
        <>
          <kbd>a</kbd> {t('ops.keys.approve')}
          <kbd>r</kbd> {t('ops.keys.reject')}
        </>
      )}
    </p>
  );
}
