import '../i18n/mail';
import { hasKey, t } from '../i18n';
import type { ClaimError } from '../stores/claim';

/** A refused claim in words: its own text per claim code (5001–5005), else the code in a generic line. */
export function claimErrorText(error: ClaimError): string {
  if (error.code < 0) return t('claim.network');
  const own = `claim.${error.code}`;
  return hasKey(own) ? t(own) : t('claim.failed', { code: error.code });
}

export function ClaimErrorText({ error }: { error: ClaimError | null }) {
  if (!error) return null;
  return (
    <p className="form-alert" role="alert">
      {claimErrorText(error)}
    </p>
  );
}
