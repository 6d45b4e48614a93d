import { formatMoney } from '@casino/contracts/money';
import type { CallAnswer } from '@casino/contracts/registry';
import { useEffect, useState } from 'react';
import { call } from '../../api/call';
import { t } from '../../i18n';

type Rules = CallAnswer<'anonymous/depositActivityRules'>;

/** The first deposit popup's body: the offer as the platform configures it, with its terms before any deposit. */
export function FirstDepositOffer() {
  const [rules, setRules] = useState<Rules | null | 'error'>(null);
  useEffect(() => {
    let live = true;
    void call('anonymous/depositActivityRules', {}, { tips: false }).then((res) => {
      if (live) setRules(res.ok ? res.data : 'error');
    });
    return () => {
      live = false;
    };
  }, []);
  if (rules === null) return <p className="muted">{t('popup.firstDepositBody')}</p>;
  if (rules === 'error' || rules.firstDeposit.rateBp === 0) return <p>{t('popup.firstDepositBody')}</p>;
  const f = rules.firstDeposit;
  return (
    <>
      <p className="popup-offer">
        {t('popup.firstDepositOffer', {
          rate: (f.rateBp / 100).toFixed(2).replace(/\.?0+$/, ''),
          cap: formatMoney(f.cap),
        })}
      </p>
      <p>{t('popup.firstDepositMin', { min: formatMoney(f.minDeposit) })}</p>
      <p className="small muted">
        {rules.turnoverMultiple > 0
          ? t('popup.firstDepositTerms', { multiple: rules.turnoverMultiple })
          : t('popup.firstDepositFree')}
      </p>
    </>
  );
}
