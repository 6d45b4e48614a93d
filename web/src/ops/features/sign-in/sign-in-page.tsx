import { Navigate, useLocation, useNavigate } from 'react-router';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { $operator, $signedOutReason } from '../../stores/session';
import {
  $signInErrors,
  $signInForm,
  type SignInField,
  setField,
  signIn,
  submitSignIn,
} from './sign-in-store';

const FIELDS: { field: SignInField; type: string; autoComplete: string; inputMode?: 'numeric' }[] = [
  { field: 'login', type: 'text', autoComplete: 'username' },
  { field: 'password', type: 'password', autoComplete: 'current-password' },
  { field: 'totp', type: 'text', autoComplete: 'one-time-code', inputMode: 'numeric' },
];

export function SignInPage() {
  const form = useStore($signInForm);
  const errors = useStore($signInErrors);
  const { busy, error: alert } = useStore(signIn.$state);
  const operator = useStore($operator);
  const reason = useStore($signedOutReason);
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  if (operator) return <Navigate to={from && from !== '/sign-in' ? from : '/'} replace />;
  return (
    <main className="ops-signin">
      <form
        className="ops-card"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submitSignIn().then(
            (ok) => ok && navigate(from && from !== '/sign-in' ? from : '/', { replace: true }),
          );
        }}
      >
        <h1>{t('ops.signIn.title')}</h1>
        <p className="ops-muted">{t('ops.signIn.lead')}</p>
        {reason && !alert && <p className="ops-note">{t(`ops.signIn.ended.${reason}`)}</p>}
        {FIELDS.map(({ field, type, autoComplete, inputMode }) => (
          <label key={field} className="ops-field">
            <span>{t(`ops.signIn.${field}`)}</span>
            <input
              name={field}
              type={type}
              autoComplete={autoComplete}
              inputMode={inputMode}
              maxLength={field === 'totp' ? 6 : 100}
              value={form[field]}
              aria-invalid={!!errors[field]}
              onChange={(e) => setField(field, e.target.value)}
            />
            {errors[field] && <em className="ops-error">{t(`ops.signIn.errors.${errors[field]}`)}</em>}
          </label>
        ))}
        {alert && (
          <p className="ops-failure" role="alert">
            {alert.error === 'locked'
              ? t('ops.signIn.errors.locked', {
                  minutes: Math.max(1, Math.ceil((alert.retryAfterSeconds ?? 60) / 60)),
                })
              : alert.error === 'network'
                ? t('ops.signIn.errors.network')
                : alert.msg || t('ops.signIn.errors.refused')}
          </p>
        )}
        <button type="submit" className="ops-btn ops-primary ops-block" disabled={busy}>
          {busy ? t('ops.signIn.busy') : t('ops.signIn.submit')}
        </button>
      </form>
    </main>
  );
}
