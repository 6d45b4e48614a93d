import { useEffect, useRef, useState } from 'react';
import { t } from '../../i18n';
import type { ReissuedSignIn } from './manage-store';
import type { CreatedOperator } from './operators-store';

/**
 * A new operator's initial password and authenticator secret, or the new ones an admin re-issued, shown once:
 * the platform never answers them again and the console keeps them only until this panel closes. The QR encoder
 * loads with the panel.
 */
export function OneTimeSecret({
  created,
  onClose,
}: {
  created: CreatedOperator | ReissuedSignIn;
  onClose: () => void;
}) {
  const reissued = 'sessionsEnded' in created;
  const [src, setSrc] = useState('');
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    let live = true;
    void import('uqr').then(({ renderSVG }) => {
      const svg = renderSVG(created.totpUri, {
        border: 2,
        ecc: 'M',
        whiteColor: '#ffffff',
        blackColor: '#000000',
      });
      if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    // the panel opens at its top, its warning in view (focus, not the close button, which is at the bottom)
    titleRef.current?.focus();
    return () => {
      live = false;
    };
  }, [created.totpUri]);
  return (
    <section className="ops-secret" aria-labelledby="ops-secret-title">
      <h2 id="ops-secret-title" ref={titleRef} tabIndex={-1}>
        {t(reissued ? 'ops.operators.reissued.title' : 'ops.operators.created.title', {
          login: created.login,
        })}
      </h2>
      <p className="ops-warning" role="alert">
        <strong>{t('ops.operators.created.once')}</strong> {t('ops.operators.created.onceLead')}
      </p>
      {reissued && (
        <p className="ops-note" role="status">
          {t('ops.operators.reissued.ended', { count: created.sessionsEnded })}
        </p>
      )}
      <div className="ops-secret-body">
        {src ? (
          <img className="ops-qr" src={src} width={168} height={168} alt={t('ops.operators.created.qr')} />
        ) : (
          <div className="ops-qr" aria-hidden="true" />
        )}
        <dl className="ops-dl">
          <dt>{t('ops.operators.col.login')}</dt>
          <dd>
            <code>{created.login}</code>
          </dd>
          <dt>{t('ops.operators.col.roles')}</dt>
          <dd>{created.roles.map((r) => t(`ops.role.${r}`)).join(', ')}</dd>
          {created.initialPassword && (
            <>
              <dt>{t(reissued ? 'ops.operators.reissued.password' : 'ops.operators.created.password')}</dt>
              <dd>
                <code className="ops-secret-value">{created.initialPassword}</code>
              </dd>
            </>
          )}
          <dt>{t('ops.operators.created.secret')}</dt>
          <dd>
            <code className="ops-secret-value">{created.totpSecret}</code>
          </dd>
          <dt>{t('ops.operators.created.uri')}</dt>
          <dd>
            <code className="ops-secret-uri">{created.totpUri}</code>
          </dd>
        </dl>
      </div>
      <p className="ops-muted">
        {reissued
          ? t('ops.operators.reissued.handOver', { login: created.login })
          : t('ops.operators.created.handOver')}
      </p>
      <button type="button" className="ops-btn ops-primary" onClick={onClose}>
        {t('ops.operators.created.done')}
      </button>
    </section>
  );
}
