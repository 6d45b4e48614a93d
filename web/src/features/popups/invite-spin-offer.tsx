import { formatMoney } from '@casino/contracts/money';
import type { CallAnswer } from '@casino/contracts/registry';
import { useEffect, useState } from 'react';
import { call } from '../../api/call';
import { t } from '../../i18n';

type Invite = CallAnswer<'actInviteUser'>;

/**
 * The invite-spin popup's body: the spins waiting and what the wheel can land on, as the platform has them now,
 * with the terms of what a prize becomes (it joins the invite reward, moved to the balance from /share).
 */
export function InviteSpinOffer() {
  const [info, setInfo] = useState<Invite | null | 'error'>(null);
  useEffect(() => {
    let live = true;
    void call('actInviteUser', {}, { tips: false }).then((res) => {
      if (live) setInfo(res.ok ? res.data : 'error');
    });
    return () => {
      live = false;
    };
  }, []);
  if (info === null) return <p className="muted">{t('popup.inviteSpinBody')}</p>;
  if (info === 'error') return <p>{t('popup.inviteSpinBody')}</p>;
  const prizes = [...new Set(info.wheel ?? [])].sort((a, b) => a - b);
  return (
    <>
      <p className="popup-offer">{t('popup.inviteSpinsWaiting', { count: info.spinCount })}</p>
      {prizes.length > 0 && (
        <>
          <p className="small muted">{t('popup.inviteSpinPrizes')}</p>
          <ul className="popup-prizes" aria-label={t('popup.inviteSpinPrizes')}>
            {prizes.map((amount, i) => (
              <li key={amount} className={i === prizes.length - 1 ? 'popup-prize top' : 'popup-prize'}>
                {formatMoney(amount, { trimZeroCents: true })}
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="small muted">
        {(info.exchangeTurnoverMultiple ?? 1) > 0
          ? t('popup.inviteSpinTerms', { multiple: info.exchangeTurnoverMultiple ?? 1 })
          : t('popup.inviteSpinTermsFree')}
      </p>
    </>
  );
}
