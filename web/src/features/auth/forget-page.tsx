import { AUTH_MODE } from '@casino/contracts/enums';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { call } from '../../api/call';
import { fieldErrors, refusalOf, type ShownError } from '../../components/form/error-text';
import { PasswordField, SubmitButton } from '../../components/form/fields';
import { FormAlert } from '../../components/form/form-alert';
import { MobileWithCode } from '../../components/form/otp-field';
import { useForm } from '../../components/form/use-form';
import { useCheckedSubmit } from '../../components/form/use-form-submit';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import type { FormOutcome } from '../../lib/form-submit';
import { checkConfirm, checkMobile, checkNewPassword, checkSmsCode, lengthsOf } from '../../lib/validate';
import { $config } from '../../stores/config';
import { logout } from '../../stores/logout';
import { $session } from '../../stores/session';
import { AuthPage } from './auth-page';
import { useRedirect, withRedirect } from './use-auth-nav';

type Step = 'verify' | 'password' | 'done';

/** Forgot password: mobile → SMS code → new password. Every session ends, so the player logs in again. */
export function ForgetPage() {
  const lengths = lengthsOf(useStore($config).data);
  const redirect = useRedirect();
  const [step, setStep] = useState<Step>('verify');
  const form = useForm('forget', { mobile: '', smsCode: '', password: '', confirm: '' }, (v) => ({
    mobile: checkMobile(v.mobile),
    smsCode: checkSmsCode(v.smsCode, lengths),
    password: checkNewPassword(v.password, lengths),
    confirm: checkConfirm(v.password, v.confirm),
  }));
  const sending = useCheckedSubmit(
    { check: () => form.check(['password', 'confirm']) },
    async (): Promise<FormOutcome<true, ShownError>> => {
      const { mobile, smsCode, password } = form.values;
      const res = await call('forgetPassword', { mobile, smsCode, password });
      if (!res.ok) {
        const byField = fieldErrors(res);
        // a wrong or expired code (or an unknown number) is fixed on the first step, with what was typed kept
        if (byField.smsCode || byField.mobile) setStep('verify');
        return { ok: false, error: refusalOf(form, res, byField) };
      }
      // the server ended every session, this one included
      if ($session.get()) logout();
      setStep('done');
      return { ok: true, result: true };
    },
  );
  const { busy, blocked, error: alert, onSubmit: submit } = sending;

  const next = (e: FormEvent) => {
    e.preventDefault();
    if (form.check(['mobile', 'smsCode'])) {
      sending.fail(null);
      setStep('password');
    }
  };

  return (
    <AuthPage title={t('route.forget')}>
      <ol className="steps">
        <li aria-current={step === 'verify' ? 'step' : undefined}>{t('forget.stepVerify')}</li>
        <li aria-current={step === 'password' ? 'step' : undefined}>{t('forget.stepPassword')}</li>
        <li aria-current={step === 'done' ? 'step' : undefined}>{t('forget.stepDone')}</li>
      </ol>
      {step === 'verify' && (
        <form className="form" noValidate onSubmit={next}>
          <p className="muted small">{t('forget.lead')}</p>
          <MobileWithCode form={form} mode={AUTH_MODE.forget} codeLength={lengths.smsCode.max} />
          <SubmitButton>{t('forget.next')}</SubmitButton>
        </form>
      )}
      {step === 'password' && (
        <form className="form" noValidate onSubmit={submit}>
          <PasswordField
            label={t('form.newPassword')}
            field={form.field('password')}
            autoComplete="new-password"
            hint={t('form.passwordHint', { min: lengths.password.min, max: lengths.password.max })}
          />
          <PasswordField
            label={t('form.confirm')}
            field={form.field('confirm')}
            autoComplete="new-password"
          />
          <FormAlert error={alert} />
          <SubmitButton disabled={busy || blocked}>{t('forget.submit')}</SubmitButton>
          <button type="button" className="btn btn-ghost btn-block" onClick={() => setStep('verify')}>
            {t('common.back')}
          </button>
        </form>
      )}
      {step === 'done' && (
        <div className="card done" role="status">
          <p>{t('forget.done')}</p>
          <Link
            className="btn btn-gold btn-block"
            to={withRedirect('/auth/login?type=account', redirect)}
            replace
          >
            {t('common.login')}
          </Link>
        </div>
      )}
      {step !== 'done' && (
        <p className="auth-switch">
          <Link to={withRedirect('/auth/login', redirect)} replace>
            {t('forget.backToLogin')}
          </Link>
        </p>
      )}
    </AuthPage>
  );
}
