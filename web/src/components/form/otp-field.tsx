import type { AuthMode } from '@casino/contracts/enums';
import { formatPhMobile } from '@casino/contracts/phone';
import { useState } from 'react';
import { t } from '../../i18n';
import type { Check } from '../../lib/validate';
import { resendAvailableAt, sendSmsCode } from '../../stores/otp';
import { describeFailure, fieldErrors, formatWait, type ShownError } from './error-text';
import { TextField } from './fields';
import { FormAlert } from './form-alert';
import { useCountdown } from './use-countdown';
import type { FieldProps } from './use-form';

/**
 * The SMS code input with its send button: a 60 s resend countdown (the server's number), the number the
 * code went to, and a clear message when sending is refused.
 */
export function OtpField({
  field,
  mobile,
  mode,
  mobileOk,
  codeLength,
  onMobileError,
}: {
  field: FieldProps;
  mobile: string;
  mode: AuthMode;
  /** Checks (and marks) the mobile field; the code is sent only to a valid number. */
  mobileOk: () => boolean;
  codeLength: number;
  /** A refusal about the number itself (taken, not registered) goes under the mobile field. */
  onMobileError: (errors: Record<string, Check>) => void;
}) {
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<{ to: string; validFor: number } | null>(null);
  const [alert, setAlert] = useState<ShownError | null>(null);
  const [, rerender] = useState(0);
  const left = useCountdown(resendAvailableAt(mobile) || null);

  const send = async () => {
    if (sending || left > 0 || !mobileOk()) return;
    setSending(true);
    setAlert(null);
    const res = await sendSmsCode(mobile, mode);
    setSending(false);
    rerender((n) => n + 1);
    if (res.ok) {
      setSent({ to: formatPhMobile(mobile), validFor: res.data.expiresInSeconds });
      document.getElementById(field.id)?.focus();
      return;
    }
    const byField = fieldErrors(res);
    if (byField.mobile) onMobileError(byField);
    else setAlert(describeFailure(res));
  };

  const label = sending
    ? t('otp.sending')
    : left > 0
      ? t('otp.resendIn', { n: left })
      : sent
        ? t('otp.resend')
        : t('otp.send');

  return (
    <>
      <TextField
        label={t('form.smsCode')}
        field={field}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={codeLength}
        hint={sent ? t('otp.sentTo', { mobile: sent.to, time: formatWait(sent.validFor) }) : undefined}
        after={
          <button
            type="button"
            className="field-btn field-send"
            onClick={() => void send()}
            // keeps focus (and the layout) where it is, so the tap lands on this button
            onMouseDown={(e) => e.preventDefault()}
            disabled={sending || left > 0}
            aria-live="polite"
          >
            {label}
          </button>
        }
      />
      <FormAlert error={alert} />
    </>
  );
}

/** The mobile-number input every SMS flow starts with. */
export function MobileField({ field }: { field: FieldProps }) {
  return (
    <TextField
      label={t('form.mobile')}
      field={field}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder={t('form.mobilePlaceholder')}
      maxLength={20}
    />
  );
}

/** What a form needs to offer a mobile number with its SMS code (see useForm). */
export interface MobileCodeForm {
  values: { mobile: string };
  field(key: 'mobile' | 'smsCode'): FieldProps;
  check(only?: 'mobile'[]): boolean;
  setServerErrors(found: Record<string, Check>): boolean;
}

/** Mobile number + SMS code for one auth mode: the pair bind, forget and sign-up by phone share. */
export function MobileWithCode({
  form,
  mode,
  codeLength,
}: {
  form: MobileCodeForm;
  mode: AuthMode;
  codeLength: number;
}) {
  return (
    <>
      <MobileField field={form.field('mobile')} />
      <OtpField
        field={form.field('smsCode')}
        mobile={form.values.mobile}
        mode={mode}
        mobileOk={() => form.check(['mobile'])}
        onMobileError={form.setServerErrors}
        codeLength={codeLength}
      />
    </>
  );
}
