// the first load carries pwa.offlineReady and errors.reload; the rest travels with the popups' texts
import '../i18n/popups';
import './pwa-toast.css';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { $layers } from '../components/layer';
import { useStore } from '../components/use-store';
import { t } from '../i18n';
import { KEY, readLocal, writeLocal } from '../lib/storage';
import { $pwa, applyUpdate } from './pwa';

export const OFFLINE_NOTE_MS = 4000;

/**
 * The PWA's news, quietly: "Ready to work offline" once per device for a few seconds, and a new version that
 * waits for the player (it waits only while a game is open: elsewhere the page reloads at once). A failed
 * registration says nothing here: the app works as before (pwa.ts logs it and sets the flag).
 */
export function PwaToast() {
  const { offlineReady, updateReady } = useStore($pwa);
  // a dialog, sheet or popup is open: the news waits until it closes, never drawn over it
  const covered = useStore($layers).length > 0;
  const [offlineDue, setOfflineDue] = useState(false);
  const [offlineNote, setOfflineNote] = useState(false);
  const [later, setLater] = useState(false);

  useEffect(() => {
    // the flag is true again on every later visit: say it the first time only
    if (offlineReady && !readLocal(KEY.offlineNoted)) setOfflineDue(true);
  }, [offlineReady]);
  useEffect(() => {
    if (!offlineDue || covered) return;
    writeLocal(KEY.offlineNoted, '1');
    setOfflineDue(false);
    setOfflineNote(true);
  }, [offlineDue, covered]);
  useEffect(() => {
    if (!offlineNote) return;
    const timer = setTimeout(() => setOfflineNote(false), OFFLINE_NOTE_MS);
    return () => clearTimeout(timer);
  }, [offlineNote]);

  // one live region, present before its text changes, so screen readers announce the news
  return (
    <div className="pwa-toasts" role="status">
      {covered ? null : updateReady && !later ? (
        <p className="pwa-toast">
          <span>{t('popup.newVersion')}</span>
          <button type="button" className="btn btn-gold btn-small" onClick={applyUpdate}>
            {t('errors.reload')}
          </button>
          <button type="button" className="btn btn-ghost btn-small" onClick={() => setLater(true)}>
            {t('popup.later')}
          </button>
        </p>
      ) : (
        offlineNote && (
          <p className="pwa-toast">
            <span>{t('pwa.offlineReady')}</span>
          </p>
        )
      )}
    </div>
  );
}

/** A root of its own beside the app's: the toast needs no route and leaves the app's tree alone. */
export function mountPwaToast(): void {
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(<PwaToast />);
}
