import { useEffect, useState } from 'react';
import { t } from '../../i18n';

/**
 * The share link as a QR code a friend scans from this screen. The encoder (uqr) loads with this component
 * only, never with the first page; until it has, a square of the same size holds the place.
 */
export function QrCode({ text, size = 168 }: { text: string; size?: number }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('uqr').then(({ renderSVG }) => {
      const svg = renderSVG(text, { border: 2, ecc: 'M', whiteColor: '#ffffff', blackColor: '#0b1020' });
      if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      live = false;
    };
  }, [text]);
  return src ? (
    <img className="qr-code" src={src} width={size} height={size} alt={t('agent.qrAlt')} />
  ) : (
    <span
      className="qr-code qr-code-wait"
      style={{ width: size, height: size }}
      role="status"
      aria-label={t('common.loading')}
    />
  );
}
