import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { KycRow } from '../../api/ops-calls';
import { type Column, DataTable } from '../../components/data-table';
import { Flags } from '../../components/flags';
import { when } from '../../components/format';
import { KeyHints, useQueueKeys } from '../../components/queue-keys';
import { ReasonDialog } from '../../components/reason-dialog';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import {
  $kycBusy,
  $kycDocs,
  $kycResult,
  decideKyc,
  docKey,
  KYC_REASONS,
  type KycDecision,
  kycQueue,
  kycTable,
  loadKycDocuments,
} from './kyc-store';

const columns: Column<KycRow>[] = [
  {
    key: 'submittedAt',
    label: t('ops.kyc.col.submitted'),
    render: (r) => when(r.submittedAt),
  },
  {
    key: 'player',
    label: t('ops.kyc.col.player'),
    render: (r) => (
      <Link to={`/players/${r.userId}`} onClick={(e) => e.stopPropagation()}>
        {r.userId}
      </Link>
    ),
  },
  { key: 'name', label: t('ops.kyc.col.name'), render: (r) => r.name },
  { key: 'idType', label: t('ops.kyc.col.idType'), render: (r) => r.idType },
  { key: 'level', label: t('ops.kyc.col.level'), render: (r) => r.level },
  { key: 'flags', label: t('ops.kyc.col.flags'), render: (r) => <Flags flags={r.flags} /> },
];

const TEMPLATES = KYC_REASONS.map((k) => `ops.kyc.reasons.${k}`);

function Documents({ row }: { row: KycRow }) {
  const [zoom, setZoom] = useState<string | null>(null);
  const docs = useStore($kycDocs);
  useEffect(() => {
    void loadKycDocuments(row);
  }, [row]);
  if (row.documents.length === 0) return <p className="ops-muted">{t('ops.kyc.noDocuments')}</p>;
  return (
    <div className="ops-docs">
      {row.documents.map((kind) => {
        const key = docKey(row.id, kind);
        const url = docs[key];
        return (
          <figure key={key}>
            {url === 'failed' ? (
              <p className="ops-failure">{t('ops.state.failed')}</p>
            ) : !url || url === 'loading' ? (
              <p className="ops-muted">{t('ops.state.loading')}</p>
            ) : (
              <button
                type="button"
                className="ops-doc"
                onClick={() => setZoom(zoom === key ? null : key)}
                aria-pressed={zoom === key}
              >
                <img
                  src={url}
                  alt={t('ops.kyc.document', { kind })}
                  className={zoom === key ? 'is-zoomed' : undefined}
                />
              </button>
            )}
            <figcaption>{kind}</figcaption>
          </figure>
        );
      })}
    </div>
  );
}

export function KycPage() {
  const state = useStore(kycTable.$state);
  const openId = useStore(kycQueue.$openId);
  const busy = useStore($kycBusy);
  const result = useStore($kycResult);
  const [asking, setAsking] = useState<KycDecision | null>(null);
  const open = state.rows.find((r) => r.id === openId) ?? null;

  useEffect(() => {
    $kycResult.set(null);
    void kycTable.reload();
  }, []);
  // A flagged submission is approved only with an override reason (compliance); a clean one at once.
  const approveOpen = () => {
    if (open && open.flags.length > 0) setAsking('approve');
    else void decideKyc('approve');
  };
  useQueueKeys({
    next: () => kycQueue.openNext(),
    approve: () => open && approveOpen(),
    reject: () => open && setAsking('reject'),
  });

  return (
    <section className="ops-page">
      <header className="ops-page-head">
        <h1>{t('ops.nav.kyc')}</h1>
        <KeyHints />
        <div className="ops-actions">
          <button
            type="button"
            className="ops-btn ops-primary"
            onClick={() => kycQueue.openNext()}
            disabled={state.rows.length === 0}
          >
            {t('ops.kyc.openNext')} <kbd>n</kbd>
          </button>
        </div>
      </header>
      {result && (
        <p className={result.ok ? 'ops-note' : 'ops-failure'} role="status">
          {result.ok
            ? t(`ops.kyc.done.${result.decision}`)
            : result.forbidden
              ? t('ops.state.forbidden')
              : result.msg || t('ops.state.failed')}
        </p>
      )}
      <div className={open ? 'ops-split' : undefined}>
        <DataTable
          table={kycTable}
          columns={columns}
          caption={t('ops.nav.kyc')}
          rowKey={(r) => r.id}
          openKey={openId}
          onOpen={(r) => kycQueue.open(r.id)}
          emptyMessage={t('ops.kyc.empty')}
          rowClass={(r) => (r.flags.length > 0 ? 'is-flagged' : '')}
        />
        {open && (
          <aside className="ops-detail" aria-label={t('ops.kyc.detail', { id: open.id })}>
            <h2>{t('ops.kyc.detail', { id: open.id })}</h2>
            <dl className="ops-dl">
              <dt>{t('ops.kyc.col.name')}</dt>
              <dd>{open.name}</dd>
              <dt>{t('ops.kyc.profileName')}</dt>
              <dd className={open.profileName && open.profileName !== open.name ? 'ops-warn' : undefined}>
                {open.profileName ?? '—'}
              </dd>
              <dt>{t('ops.kyc.birthday')}</dt>
              <dd
                className={
                  open.profileBirthday && open.profileBirthday !== open.birthday ? 'ops-warn' : undefined
                }
              >
                {open.birthday}
                {open.profileBirthday && open.profileBirthday !== open.birthday
                  ? ` / ${open.profileBirthday}`
                  : ''}
              </dd>
              <dt>{t('ops.kyc.col.idType')}</dt>
              <dd>
                {open.idType} {open.idNumber ?? ''}
              </dd>
              <dt>{t('ops.kyc.col.level')}</dt>
              <dd>{t(`ops.kyc.level.${open.level}`)}</dd>
              {open.level === 2 && (
                <>
                  <dt>{t('ops.kyc.address')}</dt>
                  <dd>{open.address ?? '—'}</dd>
                  <dt>{t('ops.kyc.sourceOfFunds')}</dt>
                  <dd>
                    {open.sourceOfFunds
                      ? t(`ops.kyc.sources.${open.sourceOfFunds}`, { defaultValue: open.sourceOfFunds })
                      : '—'}
                    {open.sourceDetail ? ` · ${open.sourceDetail}` : ''}
                  </dd>
                </>
              )}
              <dt>{t('ops.kyc.col.flags')}</dt>
              <dd>
                <Flags flags={open.flags} none={t('ops.kyc.noFlags')} />
                {open.flagDetails.map((d) => (
                  <div key={d} className="ops-muted">
                    {d}
                  </div>
                ))}
              </dd>
            </dl>
            <Documents row={open} />
            <div className="ops-actions">
              <button type="button" className="ops-btn ops-primary" disabled={busy} onClick={approveOpen}>
                {t('ops.actions.approve')} <kbd>a</kbd>
              </button>
              <button
                type="button"
                className="ops-btn ops-danger"
                disabled={busy}
                onClick={() => setAsking('reject')}
              >
                {t('ops.actions.reject')} <kbd>r</kbd>
              </button>
              <button type="button" className="ops-btn" disabled={busy} onClick={() => setAsking('moreDocs')}>
                {t('ops.kyc.moreDocs')}
              </button>
            </div>
          </aside>
        )}
      </div>
      <ReasonDialog
        open={asking !== null}
        title={
          asking === 'approve'
            ? t('ops.kyc.overrideTitle')
            : asking === 'moreDocs'
              ? t('ops.kyc.moreDocsTitle')
              : t('ops.kyc.rejectTitle')
        }
        templates={asking === 'approve' ? [] : TEMPLATES}
        confirmLabel={
          asking === 'approve'
            ? t('ops.actions.approve')
            : asking === 'moreDocs'
              ? t('ops.kyc.moreDocs')
              : t('ops.actions.reject')
        }
        danger={asking === 'reject'}
        busy={busy}
        onClose={() => setAsking(null)}
        onConfirm={(reason) => {
          const decision = asking;
          setAsking(null);
          if (decision) void decideKyc(decision, reason);
        }}
      />
    </section>
  );
}
