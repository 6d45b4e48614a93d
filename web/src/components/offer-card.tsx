// The compact, art-led offer card every reward list uses (bonus centre claims, tasks, VIP tasks): drawn art,
// the name, the offer in one line, the full terms in one sheet per card, one action — or, above the player's
// VIP level, "Locked · VIP N" that is not a button.
import './offer-card.css';
import '../i18n/bonus';
import { formatMoney } from '@casino/contracts/money';
import { REWARD_ID } from '@casino/contracts/reward-ids';
import { type ReactNode, useState } from 'react';
import { t } from '../i18n';
import { ActivityArt, type ArtKind } from './activity-art';
import { type RewardItem, RewardItems, rewardText } from './reward-items';
import { Sheet } from './sheet';

export interface Offer {
  name: string;
  rewards: readonly RewardItem[];
  /** Coin rewards are bonus money needing this multiple of themselves in bets; 0 = none. */
  turnoverMultiple: number;
}

const coinOf = (o: Offer) =>
  o.rewards.filter((r) => r.propId === REWARD_ID.coin).reduce((n, r) => n + r.count, 0);

/** "₱500.00 + Points ×10 · 1× turnover": what it gives, then the bets its coin needs. */
export function offerLine(o: Offer): { gives: string; terms: string } {
  const gives = o.rewards.map((r) => {
    if (r.propId === REWARD_ID.coin) return formatMoney(r.count);
    const { name, amount } = rewardText(r);
    return `${name} ${amount}`;
  });
  return {
    gives: gives.join(' + '),
    terms:
      coinOf(o) > 0 && o.turnoverMultiple > 0
        ? t('bonus.offerTurnover', { multiple: o.turnoverMultiple })
        : t('bonus.offerFree'),
  };
}

export function OfferLine({ offer }: { offer: Offer }) {
  const { gives, terms } = offerLine(offer);
  return (
    <p className="offer-line">
      <strong>{gives}</strong>
      {' · '}
      {terms}
    </p>
  );
}

/** One sheet per card with the full terms; `children` adds the card's own lines (where it comes from, resets). */
export function OfferTermsSheet({
  offer,
  onClose,
  children,
}: {
  offer: Offer;
  onClose: () => void;
  children?: ReactNode;
}) {
  const coin = coinOf(offer);
  return (
    <Sheet
      title={t('bonus.termsNamed', { name: offer.name })}
      onClose={onClose}
      actions={
        <button type="button" className="btn btn-primary btn-block" onClick={onClose}>
          {t('bonus.close')}
        </button>
      }
    >
      <RewardItems items={offer.rewards} />
      <p className="offer-terms">
        {coin > 0 && offer.turnoverMultiple > 0
          ? t('bonus.termsTurnover', {
              multiple: offer.turnoverMultiple,
              turnover: formatMoney(coin * offer.turnoverMultiple),
            })
          : t('bonus.termsFree')}
      </p>
      {children}
    </Sheet>
  );
}

export function OfferCard({
  art,
  offer,
  action,
  lockedLevel,
  ready = false,
  children,
  terms,
  footer,
}: {
  art: ArtKind;
  offer: Offer;
  /** The card's one control (Claim, Go) or status pill; replaced by the lock when locked. */
  action?: ReactNode;
  /** The VIP level that opens it, when above the player's: the card reads "Locked · VIP N". */
  lockedLevel?: number | null;
  /** Claimable now: the card is outlined in gold. */
  ready?: boolean;
  /** Lines under the offer (progress). */
  children?: ReactNode;
  /** Extra lines of the terms sheet. */
  terms?: ReactNode;
  /** Full-width line under the card (a claim's refusal). */
  footer?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const locked = lockedLevel !== undefined && lockedLevel !== null;
  return (
    <li className={`card offer-card${ready && !locked ? ' is-ready' : ''}${locked ? ' is-locked' : ''}`}>
      <ActivityArt kind={art} size={52} />
      <div className="offer-main">
        <h3 className="offer-name">{offer.name}</h3>
        <OfferLine offer={offer} />
        {children}
        <button
          type="button"
          className="offer-terms-link"
          aria-haspopup="dialog"
          aria-label={t('bonus.termsNamed', { name: offer.name })}
          onClick={() => setOpen(true)}
        >
          {t('bonus.terms')}
        </button>
      </div>
      {locked ? <span className="pill offer-lock">{t('bonus.locked', { level: lockedLevel })}</span> : action}
      {footer && <div className="offer-footer">{footer}</div>}
      {open && (
        <OfferTermsSheet offer={offer} onClose={() => setOpen(false)}>
          {terms}
        </OfferTermsSheet>
      )}
    </li>
  );
}

/** "Claim all (N)" when more than one is ready; nothing otherwise. */
export function ClaimAllButton({
  count,
  busy,
  disabled = busy,
  onClick,
}: {
  count: number;
  /** Claiming all now. */
  busy: boolean;
  /** Another claim is on its way. */
  disabled?: boolean;
  onClick: () => void;
}) {
  if (count < 2) return null;
  return (
    <button type="button" className="btn btn-gold offer-claim-all" disabled={disabled} onClick={onClick}>
      {busy ? t('bonus.claimAllBusy') : t('bonus.claimAll', { count })}
    </button>
  );
}
