import { ERR } from '@casino/contracts/errors';
import { useState } from 'react';
import { call } from '../../api/call';
import { describeFailure, type ShownError } from '../../components/form/error-text';
import { FormAlert } from '../../components/form/form-alert';
import { useFormSubmit } from '../../components/form/use-form-submit';
import { t } from '../../i18n';
import type { FormOutcome } from '../../lib/form-submit';
import type { Check } from '../../lib/validate';
import { completeSignIn } from '../../stores/account';
import { invitePid, signUpDeviceId } from '../../stores/invite';
import { LOGIN_CALL, PROVIDER_ID, type ProviderName, type SocialCredential } from '../../stores/social';
import { ELIGIBILITY_ERROR, EligibilityCheck } from './eligibility';
import { goAfterSignIn } from './use-auth-nav';
import { SocialButton, useSocial } from './use-social';

/**
 * "Or continue with" Google / Facebook / LINE. A first sign-in creates the account, so when the platform
 * asks for the 21+ confirmation the player ticks it here and the same credential is sent again.
 */
export function SocialSignIn({
  redirect,
  acceptedAlready = false,
}: {
  redirect: string;
  acceptedAlready?: boolean;
}) {
  const [pending, setPending] = useState<{ provider: ProviderName; credential: SocialCredential } | null>(
    null,
  );
  const [eligible, setEligible] = useState(false);
  const [eligibilityError, setEligibilityError] = useState<Check>(null);

  const sending = useFormSubmit(
    async (
      provider: ProviderName,
      credential: SocialCredential,
      accepted: boolean,
    ): Promise<FormOutcome<true, ShownError>> => {
      const res = await call(LOGIN_CALL[provider], {
        accessToken: credential.accessToken,
        ...(credential.userID ? { userID: credential.userID } : {}),
        ...(accepted ? { eligibilityAccepted: true } : {}),
        pid: invitePid(),
        deviceId: signUpDeviceId(),
      });
      if (!res.ok) {
        if (res.errcode === ERR.ELIGIBILITY_REQUIRED) {
          setPending({ provider, credential });
          setEligibilityError({ key: `authErr.${ERR.ELIGIBILITY_REQUIRED}` });
          // the confirmation shows below the buttons: bring it into view
          setTimeout(() => document.getElementById('social-eligibility')?.focus(), 0);
          return { ok: false, error: null };
        }
        return { ok: false, error: describeFailure(res) };
      }
      await completeSignIn(res.data, {
        provider: PROVIDER_ID[provider],
        accessToken: credential.accessToken,
        expiresAt: credential.expiresAt,
        userID: credential.userID ?? '',
      });
      goAfterSignIn(redirect);
      return { ok: true, result: true };
    },
  );
  const { busy, error: alert } = sending;
  const signIn = (provider: ProviderName, credential: SocialCredential, accepted: boolean) =>
    sending.submit(provider, credential, accepted);

  const social = useSocial((provider, credential) => void signIn(provider, credential, acceptedAlready));
  if (social.providers.length === 0) return null;

  return (
    <div className="social">
      <p className="divider">
        <span>{t('social.or')}</span>
      </p>
      <div className="social-row">
        {social.providers.map((p) => (
          <SocialButton
            key={p}
            provider={p}
            disabled={busy}
            label={t('social.continueWith', { provider: t(`social.${p}`) })}
            onClick={() => social.start(p)}
          />
        ))}
      </div>
      <div ref={social.googleSlot} className="google-slot" />
      {pending && (
        <div className="card eligibility-gate">
          <EligibilityCheck
            id="social-eligibility"
            checked={eligible}
            onChange={(v) => {
              setEligible(v);
              if (v) setEligibilityError(null);
            }}
            error={eligibilityError}
          />
          <button
            type="button"
            className="btn btn-gold btn-block"
            disabled={busy}
            onClick={() => {
              if (!eligible) {
                setEligibilityError(ELIGIBILITY_ERROR);
                return;
              }
              void signIn(pending.provider, pending.credential, true);
            }}
          >
            {t('social.createAccount', { provider: t(`social.${pending.provider}`) })}
          </button>
        </div>
      )}
      <FormAlert error={alert ?? social.failure} />
      {social.dialog}
    </div>
  );
}
