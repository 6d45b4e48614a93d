import { formatPhMobile } from '@casino/contracts/phone';
import { Link } from 'react-router';
import { call } from '../../api/call';
import { refusalOf, type ShownError } from '../../components/form/error-text';
import { PasswordField, SubmitButton } from '../../components/form/fields';
import { FormAlert } from '../../components/form/form-alert';
import { useForm } from '../../components/form/use-form';
import { useCheckedSubmit } from '../../components/form/use-form-submit';
import { Skeleton } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import type { FormOutcome } from '../../lib/form-submit';
import { checkConfirm, checkNewPassword, lengthsOf } from '../../lib/validate';
import { applyUser } from '../../stores/account';
import { $config } from '../../stores/config';
import { $user, type UserState } from '../../stores/session';
import { AuthPage } from './auth-page';
import { useRedirect } from './use-auth-nav';

/** What the player types to log in with a password: the account name, or the bound mobile number. */
function loginName(user: UserState): string {
  return user.account || (user.mobile ? formatPhMobile(user.mobile) : '');
}

/** /auth/set-password: a first password for a phone or social player (hasPassword false). */
export function SetPasswordPage() {
  const user = useStore($user);
  const lengths = lengthsOf(useStore($config).data);
  const redirect = useRedirect();
  const form = useForm('set-password', { password: '', confirm: '' }, (v) => ({
    password: checkNewPassword(v.password, lengths),
    confirm: checkConfirm(v.password, v.confirm),
  }));
  const sending = useCheckedSubmit(form, async (): Promise<FormOutcome<true, ShownError>> => {
    const res = await call('initPassword', { password: form.values.password });
    if (!res.ok) return { ok: false, error: refusalOf(form, res) };
    applyUser(res.data.user);
    return { ok: true, result: true };
  });
  const { busy, blocked, error: alert, onSubmit: submit } = sending;
  const done = sending.result !== null;

  const next = redirect || '/member/profile';
  let body: React.ReactNode;
  if (!user) body = <Skeleton lines={3} />;
  else if (done)
    body = (
      <div className="card done" role="status">
        <p>{t('setPassword.done', { login: loginName(user) })}</p>
        <Link className="btn btn-gold btn-block" to={next} replace>
          {t('setPassword.continue')}
        </Link>
      </div>
    );
  else if (user.hasPassword)
    body = (
      <div className="card">
        <p>{t('setPassword.already')}</p>
        <Link className="btn btn-outline btn-block" to="/member/profile" replace>
          {t('route.profile')}
        </Link>
      </div>
    );
  else
    body = (
      <form className="form" noValidate onSubmit={submit}>
        <p className="muted small">{t('setPassword.lead', { login: loginName(user) })}</p>
        <PasswordField
          label={t('form.newPassword')}
          field={form.field('password')}
          autoComplete="new-password"
          hint={t('form.passwordHint', { min: lengths.password.min, max: lengths.password.max })}
        />
        <PasswordField label={t('form.confirm')} field={form.field('confirm')} autoComplete="new-password" />
        <FormAlert error={alert} />
        <SubmitButton disabled={busy || blocked}>{t('setPassword.submit')}</SubmitButton>
      </form>
    );
  return (
    <AuthPage title={t('route.setPassword')} header={false}>
      {body}
    </AuthPage>
  );
}
