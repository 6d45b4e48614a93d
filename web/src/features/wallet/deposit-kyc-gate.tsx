import { Link } from 'react-router';
import { t } from '../../i18n';

/**
 * Why the player cannot deposit yet and the one tap that fixes it: the platform's walletTradeInfo
 * (depositKycLevel above kycLevel) or its 3007 refusal decides, never the page.
 */
export function DepositKycGate({ required }: { required: number }) {
  return (
    <div className="card card-raised wallet-kyc-gate" role="status">
      <h2 className="card-title">{t(required >= 2 ? 'wallet.kycGate2Title' : 'wallet.kycGateTitle')}</h2>
      <p>{t(required >= 2 ? 'wallet.kycGate2Text' : 'wallet.kycGateText')}</p>
      <Link className="btn btn-gold btn-block" to="/member/profile/kyc">
        {t('wallet.kycGateButton')}
      </Link>
      {required < 2 && <p className="field-hint">{t('wallet.kycGateMeanwhile')}</p>}
    </div>
  );
}
