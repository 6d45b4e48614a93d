import '../../i18n/jackpot';
import './jackpot-bubble.css';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { openOverlay } from '../../stores/overlays';
import { $dots } from '../../stores/session';

/**
 * The jackpot bubble (spec §2), docked in the page chrome (the header's free end on a phone, the foot of the
 * side navigation on a desktop) rather than floating: a floating one covered game paytables, lobby chips and
 * task cards. A tap opens the jackpot popup; a red dot when a draw chance waits.
 */
export default function JackpotBubble() {
  const dots = useStore($dots);
  return (
    <button
      type="button"
      className="jp-bubble"
      onClick={() => openOverlay('jackpot')}
      aria-label={dots.drawChance ? `${t('jackpot.bubble')}. ${t('jackpot.bubbleDot')}` : t('jackpot.bubble')}
      data-testid="jackpot-bubble"
    >
      <img src="/img/reward/jackpot.svg" width="28" height="28" alt="" draggable={false} />
      {dots.drawChance && <span className="dot jp-bubble__dot" data-testid="jackpot-bubble-dot" />}
    </button>
  );
}
