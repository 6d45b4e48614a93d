import '../../i18n/jackpot';
import './lucky-wheel.css';
import { Dialog } from '../../components/dialog';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { closeOverlay, type Overlay } from '../../stores/overlays';
import { SpinPanel } from './spin-panel';
import { $spin } from './spin-store';

/** The spin modal (activity clickAction 20): the wheel in a dialog that cannot close while it turns. */
export default function SpinModal({ overlay }: { overlay: Overlay }) {
  const spin = useStore($spin);
  const closable = spin.phase === 'idle';
  const close = () => closable && closeOverlay(overlay.id);
  return (
    <Dialog
      title={t('spin.title')}
      onClose={closable ? close : undefined}
      className="jp-modal"
      actions={
        <button type="button" className="btn btn-outline btn-block" onClick={close} disabled={!closable}>
          {t('jackpot.close')}
        </button>
      }
    >
      <SpinPanel />
    </Dialog>
  );
}
