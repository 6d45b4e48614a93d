import { AUTH_MODE } from '@casino/contracts/enums';
import { formatMoney } from '@casino/contracts/money';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { call } from '../../api/call';
import { describeFailure, refusalOf, type ShownError } from '../../components/form/error-text';
import { PasswordField, SubmitButton, TextField } from '../../components/form/fields';
import { FormAlert } from '../../components/form/form-alert';
import { MobileField, OtpField } from '../../components/form/otp-field';
import { useForm } from '../../components/form/use-form';
import { useCheckedSubmit } from '../../components/form/use-form-submit';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import type { FormOutcome } from '../../lib/form-submit';
import {
  type Check,
  checkAccount,
  checkConfirm,
  checkMobile,
  checkNewPassword,
  checkSmsCode,
  lengthsOf,
} from '../../lib/validate';
import { applyUser, completeSignIn } from '../../stores/account';
import { $config } from '../../stores/config';
import { track } from '../../stores/events';
import { invitePid, signUpDeviceId } from '../../stores/invite';
import { $user } from '../../stores/session';
import { AuthPage } from './auth-page';
import { ELIGIBILITY_ERROR, EligibilityCheck } from './eligibility';
import { SocialSignIn } from './social-sign-in';
import { goAfterSignIn, useRedirect, withRedirect } from './use-auth-nav';

/**
 * config.registerType (the spec names it only; our reading, see README): 1 account + password, 2 account +
 * password + a mobile number verified by SMS (bound right after sign-up), 3 mobile + SMS code + password.
 */
export const REGISTER_TYPE = { account: 1, accountWithMobile: 2, mobile: 3 } as const;
type Kind = 'account' | 'accountWithMobile' | 'mobile';

export function registerKind(registerType: number | undefined): Kind {
  if (registerType === REGISTER_TYPE.mobile) return 'mobile';
  if (registerType === REGISTER_TYPE.accountWithMobile) return 'accountWithMobile';
  return 'account';
}

export function RegisterPage() {
  const config = useStore($config).data;
  const user = useStore($user);
  const navigate = useNavigate();
  const redirect = useRedirect();
  const lengths = lengthsOf(config);
  const kind = registerKind(config?.registerType);
  const withAccount = kind !== 'mobile';
  const withMobile = kind !== 'account';
  const form = useForm(
    'register',
    { account: '', mobile: '', smsCode: '', password: '', confirm: '' },
    (v) => ({
      account: withAccount ? checkAccount(v.account, lengths) : null,
      mobile: withMobile ? checkMobile(v.mobile) : null,
      smsCode: withMobile ? checkSmsCode(v.smsCode, lengths) : null,
      password: checkNewPassword(v.password, lengths),
      confirm: checkConfirm(v.password, v.confirm),
    }),
  );
  const [eligible, setEligible] = useState(false);
  const [eligibilityError, setEligibilityError] = useState<Check>(null);
  const pid = invitePid();
  const deviceId = signUpDeviceId();
  const bonus = config?.userRegisterCoin ?? 0;

  // every field and the 21+ box show their errors at once; the box is focused only when the fields pass
  const checked = {
    check: () => {
      const fieldsOk = form.check();
      if (!eligible) setEligibilityError(ELIGIBILITY_ERROR);
      if (!fieldsOk) return false;
      if (!eligible) {
        document.getElementById('register-eligibility')?.focus();
        return false;
      }
      return true;
    },
  };
  const sending = useCheckedSubmit(checked, async (): Promise<FormOutcome<true, ShownError>> => {
    const { account, mobile, smsCode, password } = form.values;
    track('click', { target: 'register_submit', kind });
    const res =
      kind === 'mobile'
        ? await call('accountRegist4', {
            mobile,
            smsCode,
            password,
            eligibilityAccepted: true,
            pid,
            deviceId,
          })
        : await call('accountRegist', { account, password, eligibilityAccepted: true, pid, deviceId });
    if (!res.ok) return { ok: false, error: refusalOf(form, res) };
    await completeSignIn(res.data);
    if (kind === 'accountWithMobile') {
      const bound = await call('bindAccount', { mobile, smsCode });
      if (!bound.ok) {
        // the account exists and is signed in; the number is bound on the bind page instead
        navigate(withRedirect('/auth/bind', redirect), {
          replace: true,
          state: { mobile, message: describeFailure(bound).text },
        });
        return { ok: true, result: true };
      }
      applyUser(bound.data.user);
    }
    goAfterSignIn(redirect);
    return { ok: true, result: true };
  });
  const { busy, blocked, error: alert, onSubmit: submit } = sending;

  if (user) {
    return (
      <AuthPage title={t('route.register')}>
        <div className="card signed-in">
          <p>{t('auth.signedInAs', { name: user.nickname || user.account })}</p>
          <Link className="btn btn-gold" to="/member">
            {t('auth.toAccount')}
          </Link>
        </div>
      </AuthPage>
    );
  }

  return (
    <AuthPage title={t('route.register')}>
      {bonus > 0 && <p className="auth-bonus">{t('auth.registerBonus', { amount: formatMoney(bonus) })}</p>}
      {pid && <p className="muted small">{t('auth.invitedBy', { pid })}</p>}
      <form className="form" noValidate onSubmit={submit}>
        {withAccount && (
          <TextField
            label={t('form.account')}
            field={form.field('account')}
            autoComplete="username"
            hint={t('form.accountHint', { min: lengths.account.min, max: lengths.account.max })}
            maxLength={lengths.account.max}
          />
        )}
        {withMobile && (
          <>
            <MobileField field={form.field('mobile')} />
            <OtpField
              field={form.field('smsCode')}
              mobile={form.values.mobile}
              mode={kind === 'mobile' ? AUTH_MODE.register : AUTH_MODE.bind}
              mobileOk={() => form.check(['mobile'])}
              onMobileError={form.setServerErrors}
              codeLength={lengths.smsCode.max}
            />
          </>
        )}
        <PasswordField
          label={t('form.password')}
          field={form.field('password')}
          autoComplete="new-password"
          hint={t('form.passwordHint', { min: lengths.password.min, max: lengths.password.max })}
        />
        <PasswordField label={t('form.confirm')} field={form.field('confirm')} autoComplete="new-password" />
        <EligibilityCheck
          id="register-eligibility"
          checked={eligible}
          onChange={(v) => {
            setEligible(v);
            if (v) setEligibilityError(null);
          }}
          error={eligibilityError}
        />
        <FormAlert error={alert} />
        <SubmitButton disabled={busy || blocked}>
          {busy ? t('auth.registering') : t('common.register')}
        </SubmitButton>
      </form>
      <SocialSignIn redirect={redirect} acceptedAlready={eligible} />
      <p className="auth-switch">
        {t('auth.haveAccount')}{' '}
        <Link to={withRedirect('/auth/login', redirect)} replace>
          {t('common.login')}
        </Link>
      </p>
    </AuthPage>
  );
}
