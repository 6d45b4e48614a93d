import '../../i18n/jackpot';
import './jackpot.css';
import { ACTIVITY_TYPE } from '@casino/contracts/enums';
import { useEffect } from 'react';
import { Dialog } from '../../components/dialog';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { $activity, activitiesOfType } from '../../stores/activity';
import { closeOverlay, type Overlay } from '../../stores/overlays';
import { JackpotPanel } from './jackpot-panel';
import { $draw, canClose, resetDraw } from './jackpot-store';

/** The jackpot popup (spec §2): the panel in a dialog whose close is disabled while the draw runs (§4). */
export default function JackpotModal({ overlay }: { overlay: Overlay }) {
  const draw = useStore($draw);
  const activity = useStore($activity);
  const rule = activitiesOfType(activity, ACTIVITY_TYPE.LuckyJackpot)[0]?.rule;
  const closable = canClose(draw);
  const close = () => {
    if (!canClose($draw.get())) return;
    resetDraw();
    closeOverlay(overlay.id);
  };
  useEffect(() => () => resetDraw(), []);
  return (
    <Dialog
      title={t('jackpot.title')}
      onClose={closable ? close : undefined}
      className="jp-modal"
      actions={
        <button
          type="button"
          className="btn btn-outline btn-block"
          onClick={close}
          disabled={!closable}
          title={closable ? undefined : t('jackpot.closeBusy')}
        >
          {t('jackpot.close')}
        </button>
      }
    >
      <JackpotPanel rule={rule} />
    </Dialog>
  );
}
