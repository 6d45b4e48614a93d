import { Link } from 'react-router';
import { CheckField } from '../../components/form/fields';
import { t } from '../../i18n';
import type { Check } from '../../lib/validate';

/** The 21+ / not-a-restricted-person confirmation a sign-up must carry (spec §5, PAGCOR). */
export function EligibilityCheck({
  id,
  checked,
  onChange,
  error,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: Check;
}) {
  return (
    <CheckField id={id} checked={checked} onChange={onChange} error={error}>
      {t('auth.eligibility')}{' '}
      <Link to="/terms-of-use" target="_blank">
        {t('auth.terms')}
      </Link>
      .
    </CheckField>
  );
}

export const ELIGIBILITY_ERROR: Check = { key: 'form.eligibility' };
