import { claimErrorText } from '../../components/claim-error';
import { hasKey, t } from '../../i18n';
import type { ClaimError } from '../../stores/claim';

/** A refused spend in words: the shop's own text for its codes (no address, sold out…), else the claim texts. */
export function ShopErrorText({ error }: { error: ClaimError | null }) {
  if (!error) return null;
  const own = `shop.error.${error.code}`;
  return (
    <p className="form-alert" role="alert">
      {hasKey(own) ? t(own) : claimErrorText(error)}
    </p>
  );
}
