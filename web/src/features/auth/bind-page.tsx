import { AUTH_MODE } from '@casino/contracts/enums';
import { maskPhMobile } from '@casino/contracts/phone';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { call } from '../../api/call';
import { describeFailure, refusalOf, type ShownError } from '../../components/form/error-text';
import { SubmitButton } from '../../components/form/fields';
import { FormAlert } from '../../components/form/form-alert';
import { MobileWithCode } from '../../components/form/otp-field';
import { useForm } from '../../components/form/use-form';
import { useCheckedSubmit, useFormSubmit } from '../../components/form/use-form-submit';
import { Skeleton } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import type { FormOutcome } from '../../lib/form-submit';
import { checkMobile, checkSmsCode, lengthsOf } from '../../lib/validate';
import { applyUser } from '../../stores/account';
import { $config } from '../../stores/config';
import { $user, type UserState } from '../../stores/session';
import { boundSocialName, PROVIDER_ID, type ProviderName, type SocialCredential } from '../../stores/social';
import { AuthPage } from './auth-page';
import { useRedirect } from './use-auth-nav';
import { SocialButton, useSocial } from './use-social';

function MobileBind({ user }: { user: UserState }) {
  const location = useLocation();
  const handed = (location.state ?? {}) as { mobile?: string; message?: string };
  const lengths = lengthsOf(useStore($config).data);
  const form = useForm('bind', { mobile: handed.mobile ?? '', smsCode: '' }, (v) => ({
    mobile: checkMobile(v.mobile),
    smsCode: checkSmsCode(v.smsCode, lengths),
  }));
  const sending = useCheckedSubmit(
    form,
    async (): Promise<FormOutcome<true, ShownError>> => {
      const res = await call('bindAccount', { mobile: form.values.mobile, smsCode: form.values.smsCode });
      if (!res.ok) return { ok: false, error: refusalOf(form, res) };
      applyUser(res.data.user);
      return { ok: true, result: true };
    },
    // the register page hands over why it could not bind the number
    handed.message ? { text: handed.message } : null,
  );
  const { busy, blocked, error: alert, onSubmit: submit } = sending;
  const done = sending.result !== null;

  if (user.mobile) {
    return (
      <div className="card bound-row" role={done ? 'status' : undefined}>
        <p>{done ? t('bind.mobileDone') : t('bind.mobileBound')}</p>
        <strong>{maskPhMobile(user.mobile)}</strong>
      </div>
    );
  }

  return (
    <form className="form" noValidate onSubmit={submit}>
      <h2 id="bind-mobile-title">{t('bind.mobileTitle')}</h2>
      <p className="muted small">{t('bind.mobileLead')}</p>
      <MobileWithCode form={form} mode={AUTH_MODE.bind} codeLength={lengths.smsCode.max} />
      <FormAlert error={alert} />
      <SubmitButton disabled={busy || blocked}>{t('bind.mobileSubmit')}</SubmitButton>
    </form>
  );
}

function SocialBind({ user }: { user: UserState }) {
  // which provider's button says "Binding…"
  const [tapped, setTapped] = useState<ProviderName | null>(null);
  const sending = useFormSubmit(
    async (
      provider: ProviderName,
      credential: SocialCredential,
    ): Promise<FormOutcome<ProviderName, ShownError>> => {
      setTapped(provider);
      const res = await call('bindSocialAccount', {
        provider: PROVIDER_ID[provider],
        accessToken: credential.accessToken,
        ...(credential.userID ? { userID: credential.userID } : {}),
      });
      if (!res.ok) return { ok: false, error: describeFailure(res) };
      applyUser(res.data.user);
      return { ok: true, result: provider };
    },
  );
  const { error: alert, result: done } = sending;
  const busy = sending.busy ? tapped : null;
  const social = useSocial((p, c) => void sending.submit(p, c));
  if (social.providers.length === 0) return null;
  return (
    <section className="bind-social" aria-labelledby="bind-social-title">
      <h2 id="bind-social-title">{t('bind.socialTitle')}</h2>
      <ul className="menu">
        {social.providers.map((p) => {
          const name = boundSocialName(user, p);
          return (
            <li key={p} className="menu-row">
              <img src={`/img/social/${p}.svg`} width="24" height="24" alt="" />
              <span className="menu-label">{t(`social.${p}`)}</span>
              {name ? (
                <span className="muted">{t('bind.boundAs', { name })}</span>
              ) : (
                <SocialButton
                  provider={p}
                  label={busy === p ? t('bind.binding') : t('bind.bind')}
                  disabled={busy !== null}
                  onClick={() => social.start(p)}
                />
              )}
            </li>
          );
        })}
      </ul>
      <div ref={social.googleSlot} className="google-slot" />
      {done && (
        <p className="form-alert form-info" role="status">
          {t('bind.socialDone', { provider: t(`social.${done}`) })}
        </p>
      )}
      <FormAlert error={alert ?? social.failure} />
      {social.dialog}
    </section>
  );
}

/** /auth/bind: bind a mobile number (SMS code, auth mode bind) and the configured social accounts. */
export function BindPage() {
  const user = useStore($user);
  const redirect = useRedirect();
  return (
    <AuthPage title={t('route.bind')}>
      {user ? (
        <>
          <MobileBind user={user} />
          <SocialBind user={user} />
          <Link className="btn btn-outline btn-block" to={redirect || '/member/profile'} replace>
            {t('bind.done')}
          </Link>
        </>
      ) : (
        <Skeleton lines={4} />
      )}
    </AuthPage>
  );
}
