import '../../i18n/popups';
import './popup.css';
import { useNavigate } from 'react-router';
import { Dialog } from '../../components/dialog';
import { Tagline } from '../../components/responsible-gaming';
import { t } from '../../i18n';
import { closeOverlay, type Overlay } from '../../stores/overlays';
import { FirstDepositOffer } from './first-deposit-offer';
import { InviteSpinOffer } from './invite-spin-offer';
import { RewardPopup } from './reward-popup';

const SHELLS: Record<string, { title: string; body: string; to?: string; art: string; cta?: string }> = {
  download: {
    title: 'popup.download',
    body: 'popup.downloadBody',
    to: '/download',
    art: '/img/ui/phone.svg',
  },
  notice: { title: 'popup.notice', body: '', art: '/img/ui/star.svg' },
  firstDeposit: {
    title: 'popup.firstDeposit',
    body: 'popup.firstDepositBody',
    to: '/activity/first-deposit',
    art: '/img/ui/chest.svg',
  },
  inviteSpin: {
    title: 'popup.inviteSpin',
    body: 'popup.inviteSpinBody',
    // straight to the wheel on the invite page
    to: '/share#invite-spin',
    art: '/img/ui/gift.svg',
    cta: 'popup.spinNow',
  },
  vipGift: { title: 'popup.vipGift', body: 'popup.vipGiftBody', to: '/vip', art: '/img/ui/gift.svg' },
};

/** The Tips dialog (spec §8): a title, the message, OK. */
function TipsDialog({ overlay }: { overlay: Overlay }) {
  const close = () => closeOverlay(overlay.id);
  return (
    <Dialog
      title={t('errors.tipsTitle')}
      onClose={close}
      actions={
        <button type="button" className="btn btn-gold btn-block" onClick={close}>
          {t('common.ok')}
        </button>
      }
    >
      <p>{t(String(overlay.props.messageKey))}</p>
    </Dialog>
  );
}

/**
 * Activity popups: the first deposit offer with its figures, a notice with its text, the others with their pitch
 * (the jackpot and spin popups are the jackpot feature's own, see app/overlay-host.tsx).
 */
export default function Popup({ overlay }: { overlay: Overlay }) {
  const navigate = useNavigate();
  const close = () => closeOverlay(overlay.id);
  if (overlay.kind === 'reward') return <RewardPopup overlay={overlay} />;
  if (overlay.kind === 'tips') return <TipsDialog overlay={overlay} />;
  const shell = SHELLS[overlay.kind];
  if (!shell) return null;
  // the invite-spin popup keeps its own title: its body is the invite wheel's, whichever type-20 entry opened it
  const activityName =
    typeof overlay.props.name === 'string' && overlay.kind !== 'inviteSpin' ? overlay.props.name : '';
  const rule = typeof overlay.props.rule === 'string' ? overlay.props.rule.trim() : '';
  const image =
    typeof overlay.props.image === 'string' && overlay.props.image ? overlay.props.image : shell.art;
  return (
    <Dialog
      title={activityName || t(shell.title)}
      onClose={close}
      className="popup-shell"
      actions={
        <>
          {shell.to && (
            <button
              type="button"
              className="btn btn-gold btn-block"
              onClick={() => {
                close();
                navigate(shell.to as string);
              }}
            >
              {t(shell.cta ?? 'popup.view')}
            </button>
          )}
          <button type="button" className="btn btn-ghost btn-block" onClick={close}>
            {shell.to ? t('popup.later') : t('common.close')}
          </button>
        </>
      }
    >
      <img src={image} width="240" height="135" alt="" className="popup-art" />
      {overlay.kind === 'firstDeposit' ? (
        <FirstDepositOffer />
      ) : overlay.kind === 'inviteSpin' ? (
        <InviteSpinOffer />
      ) : rule ? (
        // the operator's own words for the activity (a notice's text, an offer's rules)
        rule.split(/\n\s*\n/).map((para) => <p key={para}>{para}</p>)
      ) : (
        shell.body && <p>{t(shell.body)}</p>
      )}
      <Tagline />
    </Dialog>
  );
}
