import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import { Dialog } from '../components/dialog';
import { t } from '../i18n';
import { $overlays, closeOverlay, type Overlay } from '../stores/overlays';

// Popups other than Tips are rare at first paint: their code loads when one opens.
const Popup = lazy(() => import('../features/popups/popup'));

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

/** Renders the overlay stack; the last opened is on top. */
export function OverlayHost() {
  const overlays = useStore($overlays);
  return (
    <>
      {overlays.map((o) =>
        o.kind === 'tips' ? (
          <TipsDialog key={o.id} overlay={o} />
        ) : (
          <Suspense key={o.id} fallback={null}>
            <Popup overlay={o} />
          </Suspense>
        ),
      )}
    </>
  );
}
