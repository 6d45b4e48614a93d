import { AUTH_MODE, LOGIN_TYPE } from '@casino/contracts/enums';
import { ERR } from '@casino/contracts/errors';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { call } from '../../api/call';
import { refusalOf, type ShownError } from '../../components/form/error-text';
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
  checkLoginAccount,
  checkMobile,
  checkPassword,
  checkSmsCode,
  lengthsOf,
} from '../../lib/validate';
import { completeSignIn, rememberAccount, savedAccount, signOut } from '../../stores/account';
import { $config, loadConfig } from '../../stores/config';
import { track } from '../../stores/events';
import { invitePid, signUpDeviceId } from '../../stores/invite';
import { $user } from '../../stores/session';
import { AuthPage } from './auth-page';
import { ELIGIBILITY_ERROR, EligibilityCheck } from './eligibility';
import { SocialSignIn } from './social-sign-in';
import { goAfterSignIn, useRedirect, withRedirect } from './use-auth-nav';

type Tab = 'phone' | 'account';

/** Which form opens: `?type=`, else the config's defaultLoginType (account 2, phone 1 / phoneNoOtp 3). */
export function initialTab(type: string | null, defaultLoginType: number | undefined): Tab {
  if (type === 'account' || type === 'phone') return type;
  return defaultLoginType === LOGIN_TYPE.account ? 'account' : 'phone';
}

function AccountForm({ redirect }: { redirect: string }) {
  const lengths = lengthsOf(useStore($config).data);
  const [saved] = useState(savedAccount);
  const form = useForm('login-account', { account: saved, password: '' }, (v) => ({
    account: checkLoginAccount(v.account, lengths),
    password: checkPassword(v.password, lengths),
  }));
  const [remember, setRemember] = useState(saved !== '');
  const sending = useCheckedSubmit(form, async (): Promise<FormOutcome<true, ShownError>> => {
    const { account, password } = form.values;
    track('click', { target: 'login_submit', method: 'account' });
    const res = await call('accountLogin', { account, password });
    if (!res.ok) return { ok: false, error: refusalOf(form, res) };
    rememberAccount(remember ? account : null);
    await completeSignIn(res.data);
    goAfterSignIn(redirect);
    return { ok: true, result: true };
  });
  const { busy, blocked, error: alert, onSubmit: submit } = sending;

  return (
    <form className="form" noValidate onSubmit={submit}>
      <TextField
        label={t('form.accountOrMobile')}
        field={form.field('account')}
        autoComplete="username"
        maxLength={Math.max(lengths.account.max, 20)}
      />
      <PasswordField label={t('form.password')} field={form.field('password')} />
      <div className="form-row">
        <label className="inline-check">
          <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
          {t('auth.rememberMe')}
        </label>
        <Link to={withRedirect('/auth/forget', redirect)} replace>
          {t('auth.forgot')}
        </Link>
      </div>
      <FormAlert error={alert} />
      <SubmitButton disabled={busy || blocked}>{busy ? t('auth.signingIn') : t('common.login')}</SubmitButton>
    </form>
  );
}

function PhoneForm({ redirect }: { redirect: string }) {
  const config = useStore($config).data;
  const lengths = lengthsOf(config);
  // otpStatus off = phoneNoOtp (3); the server may still insist (OTP_REQUIRED), then the code field shows
  const [forceOtp, setForceOtp] = useState(false);
  const otp = forceOtp || config?.otpStatus !== 0;
  const form = useForm('login-phone', { mobile: '', smsCode: '' }, (v) => ({
    mobile: checkMobile(v.mobile),
    smsCode: otp ? checkSmsCode(v.smsCode, lengths) : null,
  }));
  // A new number signs up here: the 21+ box shows from the start (whether a number is new is never told
  // before the code is checked, so nobody can probe for accounts); the server insists only for a new one.
  const [needsEligibility, setNeedsEligibility] = useState(false);
  const [eligible, setEligible] = useState(false);
  const [eligibilityError, setEligibilityError] = useState<Check>(null);
  // the 21+ box is checked after the fields, and only once the server asked for it
  const checked = {
    check: () => {
      if (!form.check()) return false;
      if (needsEligibility && !eligible) {
        setEligibilityError(ELIGIBILITY_ERROR);
        document.getElementById('phone-eligibility')?.focus();
        return false;
      }
      return true;
    },
  };
  const sending = useCheckedSubmit(checked, async (): Promise<FormOutcome<true, ShownError>> => {
    const { mobile, smsCode } = form.values;
    track('click', { target: 'login_submit', method: otp ? 'phone' : 'phoneNoOtp' });
    const res = await call('accountLoginSms', {
      mobile,
      loginType: otp ? LOGIN_TYPE.phone : LOGIN_TYPE.phoneNoOtp,
      ...(otp ? { smsCode } : {}),
      ...(eligible ? { eligibilityAccepted: true } : {}),
      pid: invitePid(),
      deviceId: signUpDeviceId(),
    });
    if (!res.ok) {
      if (res.errcode === ERR.ELIGIBILITY_REQUIRED) {
        // a new number: the sign-up needs the 21+ confirmation, asked right at the box
        setNeedsEligibility(true);
        setEligibilityError({ key: `authErr.${ERR.ELIGIBILITY_REQUIRED}` });
        setTimeout(() => document.getElementById('phone-eligibility')?.focus(), 0);
        return { ok: false, error: null };
      }
      if (res.errcode === ERR.OTP_REQUIRED) {
        setForceOtp(true);
        void loadConfig();
      }
      return { ok: false, error: refusalOf(form, res) };
    }
    await completeSignIn(res.data);
    goAfterSignIn(redirect);
    return { ok: true, result: true };
  });
  const { busy, blocked, error: alert, onSubmit: submit } = sending;

  return (
    <form className="form" noValidate onSubmit={submit}>
      <MobileField field={form.field('mobile')} />
      {otp && (
        <OtpField
          field={form.field('smsCode')}
          mobile={form.values.mobile}
          mode={AUTH_MODE.loginAndRegister}
          mobileOk={() => form.check(['mobile'])}
          onMobileError={form.setServerErrors}
          codeLength={lengths.smsCode.max}
        />
      )}
      <p className="muted small">{t('auth.phoneNote')}</p>
      <EligibilityCheck
        id="phone-eligibility"
        checked={eligible}
        onChange={(v) => {
          setEligible(v);
          if (v) setEligibilityError(null);
        }}
        error={eligibilityError}
      />
      <FormAlert error={alert} />
      <SubmitButton disabled={busy || blocked}>{busy ? t('auth.signingIn') : t('common.login')}</SubmitButton>
    </form>
  );
}

/** A signed-in player opening a login page: who they are, and the way out (the URL stays). */
function SignedIn({ name }: { name: string }) {
  return (
    <div className="card signed-in">
      <p>{t('auth.signedInAs', { name })}</p>
      <div className="row">
        <Link className="btn btn-gold" to="/member">
          {t('auth.toAccount')}
        </Link>
        <button type="button" className="btn btn-outline" onClick={signOut}>
          {t('member.logout')}
        </button>
      </div>
    </div>
  );
}

/** /auth/login (phone or account tab) and /auth/accountLogin (`accountOnly`). */
export function LoginPage({ accountOnly = false }: { accountOnly?: boolean }) {
  const [params] = useSearchParams();
  const config = useStore($config).data;
  const user = useStore($user);
  const redirect = useRedirect();
  const [tab, setTab] = useState<Tab>(() =>
    accountOnly ? 'account' : initialTab(params.get('type'), config?.defaultLoginType),
  );
  const title = t(accountOnly ? 'route.accountLogin' : 'route.login');

  if (user) {
    return (
      <AuthPage title={title}>
        <SignedIn name={user.nickname || user.account} />
      </AuthPage>
    );
  }

  return (
    <AuthPage title={title}>
      {!accountOnly && (
        <div className="seg" role="tablist" aria-label={t('auth.loginWith')}>
          {(['phone', 'account'] as const).map((k) => (
            <button
              key={k}
              type="button"
              role="tab"
              id={`login-tab-${k}`}
              aria-selected={tab === k}
              aria-controls="login-panel"
              className="seg-btn"
              onClick={() => setTab(k)}
            >
              {t(k === 'phone' ? 'auth.phoneTab' : 'auth.accountTab')}
            </button>
          ))}
        </div>
      )}
      {accountOnly ? (
        <AccountForm redirect={redirect} />
      ) : (
        <div id="login-panel" role="tabpanel" aria-labelledby={`login-tab-${tab}`}>
          {tab === 'account' ? <AccountForm redirect={redirect} /> : <PhoneForm redirect={redirect} />}
        </div>
      )}
      <SocialSignIn redirect={redirect} />
      <p className="auth-switch">
        {t('auth.noAccount')}{' '}
        <Link to={withRedirect('/auth/register', redirect)} replace>
          {t('auth.registerNow')}
        </Link>
      </p>
    </AuthPage>
  );
}
