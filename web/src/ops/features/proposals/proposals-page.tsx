import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { Proposal } from '../../api/ops-calls';
import { mayCall } from '../../app/call-roles';
import { type Column, DataTable } from '../../components/data-table';
import { money, when } from '../../components/format';
import { ReasonDialog } from '../../components/reason-dialog';
import { useStore } from '../../components/use-store';
import { hasKey, t } from '../../i18n';
import { $operator } from '../../stores/session';
import {
  $proposalBusy,
  $proposalResult,
  decideProposal,
  isOwnProposal,
  proposalEffect,
  proposalTable,
} from './proposals-store';

/** An action's words: `withdrawal.approve` → ops.actionNames.withdrawal_approve, else the platform's name. */
function actionName(action: string): string {
  const key = `ops.actionNames.${action.replace(/\./g, '_')}`;
  return hasKey(key) ? t(key) : action;
}

export function ProposalsPage() {
  const busy = useStore($proposalBusy);
  const result = useStore($proposalResult);
  const [declining, setDeclining] = useState<Proposal | null>(null);
  useEffect(() => {
    $proposalResult.set(null);
    void proposalTable.reload();
  }, []);

  const columns: Column<Proposal>[] = [
    { key: 'createdAt', label: t('ops.fourEyes.col.proposed'), render: (p) => when(p.createdAt) },
    {
      key: 'action',
      label: t('ops.fourEyes.col.action'),
      render: (p) => actionName(p.action),
    },
    {
      key: 'target',
      label: t('ops.fourEyes.col.player'),
      render: (p) => (p.targetUserId ? <Link to={`/players/${p.targetUserId}`}>{p.targetUserId}</Link> : '—'),
    },
    {
      key: 'amount',
      label: t('ops.fourEyes.col.amount'),
      numeric: true,
      render: (p) => {
        const { coin, props } = proposalEffect(p);
        return [coin === null ? '' : money(coin), ...props].filter(Boolean).join(' · ') || '—';
      },
    },
    { key: 'summary', label: t('ops.fourEyes.col.summary'), render: (p) => p.reason || '—' },
    { key: 'maker', label: t('ops.fourEyes.col.maker'), render: (p) => p.makerLogin ?? p.makerId },
    {
      key: 'decide',
      label: t('ops.fourEyes.col.decision'),
      render: (p) =>
        isOwnProposal(p) ? (
          <span className="ops-badge ops-wait">{t('ops.fourEyes.waitingOther')}</span>
        ) : !mayCall($operator.get()?.roles, 'proposalDecide') ? (
          <span className="ops-muted">{t('ops.fourEyes.cannotDecide')}</span>
        ) : (
          <span className="ops-row-actions">
            <button
              type="button"
              className="ops-btn ops-primary ops-small"
              disabled={busy !== null}
              onClick={() => void decideProposal(p, true)}
            >
              {t('ops.actions.approve')}
            </button>
            <button
              type="button"
              className="ops-btn ops-danger ops-small"
              disabled={busy !== null}
              onClick={() => setDeclining(p)}
            >
              {t('ops.actions.decline')}
            </button>
          </span>
        ),
    },
  ];

  return (
    <section className="ops-page">
      <header className="ops-page-head">
        <h1>{t('ops.nav.fourEyes')}</h1>
        <p className="ops-muted">{t('ops.fourEyes.lead')}</p>
      </header>
      {result && (
        <p className={result.ok ? 'ops-note' : 'ops-failure'} role="status">
          {result.ok
            ? t(result.approve ? 'ops.fourEyes.approved' : 'ops.fourEyes.declined', { id: result.id })
            : result.forbidden
              ? t('ops.state.forbidden')
              : result.msg || t('ops.state.failed')}
        </p>
      )}
      <DataTable
        table={proposalTable}
        columns={columns}
        caption={t('ops.nav.fourEyes')}
        rowKey={(p) => p.id}
        rowClass={(p) => (isOwnProposal(p) ? 'is-mine' : 'is-second')}
        emptyMessage={t('ops.fourEyes.empty')}
      />
      <ReasonDialog
        open={declining !== null}
        title={t('ops.fourEyes.declineTitle')}
        confirmLabel={t('ops.actions.decline')}
        danger
        onClose={() => setDeclining(null)}
        onConfirm={(reason) => {
          const p = declining;
          setDeclining(null);
          if (p) void decideProposal(p, false, reason);
        }}
      />
    </section>
  );
}
