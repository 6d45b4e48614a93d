import { t } from '../../i18n';
import { formatWait, type ShownError } from './error-text';
import { useCountdown } from './use-countdown';

/** The form-level message: a refusal, with a live "try again in …" while a wait is running. */
export function FormAlert({ error, tone = 'error' }: { error: ShownError | null; tone?: 'error' | 'info' }) {
  const left = useCountdown(error?.until);
  if (!error) return null;
  const text = error.until
    ? left > 0
      ? t(error.untilKey ?? 'authErr.rateLimited', { time: formatWait(left) })
      : t('authErr.tryAgainNow')
    : error.text;
  if (!text) return null;
  return (
    <p
      className={tone === 'error' ? 'form-alert' : 'form-alert form-info'}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {text}
    </p>
  );
}

/** True while a refusal's wait runs: the submit button stays disabled until then. */
export function useBlocked(error: ShownError | null): boolean {
  return useCountdown(error?.until) > 0;
}
