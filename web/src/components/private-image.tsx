import { useEffect, useState } from 'react';
import { call } from '../api/call';
import { t } from '../i18n';

/** One of the player's own uploads (read back through uploadedImage: uploads have no public URL). */
export function PrivateImage({ fileId, alt }: { fileId: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    void call('uploadedImage', { fileId }, { tips: false }).then((res) => {
      if (!live) return;
      if (res.ok) setSrc(`data:${res.data.contentType};base64,${res.data.dataBase64}`);
      else setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [fileId]);
  if (failed) return <span className="private-image muted small">{t('upload.unavailable')}</span>;
  if (!src) return <span className="private-image skeleton" role="img" aria-label={t('common.loading')} />;
  return <img className="private-image" src={src} alt={alt} />;
}
