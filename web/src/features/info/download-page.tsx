import './info.css';
import '../../i18n/pages';
import { useEffect, useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { isAndroid, isStandalone } from '../../lib/device';
import { $config } from '../../stores/config';
import { track } from '../../stores/events';

interface InstallPrompt extends Event {
  prompt: () => Promise<void>;
}

/** App download: the Android package from config, or the browser's install prompt for the PWA. */
export function DownloadPage() {
  const { data } = useStore($config);
  const [prompt, setPrompt] = useState<InstallPrompt | null>(null);
  const installed = isStandalone();
  useEffect(() => {
    const onPrompt = (e: Event) => {
      e.preventDefault();
      setPrompt(e as InstallPrompt);
    };
    window.addEventListener('beforeinstallprompt', onPrompt);
    return () => window.removeEventListener('beforeinstallprompt', onPrompt);
  }, []);
  const apk = data?.h5.downloadUrl && data.h5.downloadUrl !== '/download' ? data.h5.downloadUrl : '';
  return (
    <section className="page">
      <PageHeader title={t('route.download')} />
      <img className="hero-art" src="/img/ui/phone.svg" width="160" height="160" alt="" />
      <p>{t('download.lead')}</p>
      <ul className="checks">
        <li>{t('download.feature1')}</li>
        <li>{t('download.feature2')}</li>
        <li>{t('download.feature3')}</li>
      </ul>
      {installed ? (
        <p className="card">{t('download.installed')}</p>
      ) : (
        <div className="stack">
          {apk && isAndroid() && (
            <a
              className="btn btn-gold btn-block"
              href={apk}
              onClick={() => track('click', { target: 'download_apk' })}
            >
              {t('download.android')}
            </a>
          )}
          {prompt && (
            <button
              type="button"
              className="btn btn-outline btn-block"
              onClick={() => {
                track('click', { target: 'install_pwa' });
                void prompt.prompt();
              }}
            >
              {t('download.install')}
            </button>
          )}
          <p className="small muted">{t('download.iosHint')}</p>
        </div>
      )}
    </section>
  );
}
