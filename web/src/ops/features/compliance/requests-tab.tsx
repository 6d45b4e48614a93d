import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { type Column, DataTable } from '../../components/data-table';
import { when } from '../../components/format';
import { ReasonDialog } from '../../components/reason-dialog';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { $complianceBusy, answerRequest, type RequestRow, requestTable } from './compliance-store';

/** Family exclusion requests sent through feedback: compliance answers them (the answer is mailed). */
export function RequestsTab() {
  const busy = useStore($complianceBusy);
  const [answering, setAnswering] = useState<number | null>(null);
  useEffect(() => {
    void requestTable.reload();
  }, []);
  const columns: Column<RequestRow>[] = [
    { key: 'createTime', label: t('ops.compliance.requests.col.sent'), render: (r) => when(r.createTime) },
    {
      key: 'player',
      label: t('ops.compliance.requests.col.from'),
      render: (r) => <Link to={`/players/${r.userId}`}>{r.userId}</Link>,
    },
    { key: 'preview', label: t('ops.compliance.requests.col.text'), render: (r) => r.preview },
    {
      key: 'status',
      label: t('ops.compliance.requests.col.status'),
      render: (r) => t(`ops.compliance.requests.status.${r.status}`),
    },
    {
      key: 'answer',
      label: t('ops.compliance.col.decision'),
      render: (r) => (
        <button type="button" className="ops-btn" disabled={busy} onClick={() => setAnswering(r.id)}>
          {t('ops.compliance.requests.answer')}
        </button>
      ),
    },
  ];
  return (
    <>
      <p className="ops-muted">{t('ops.compliance.requests.lead')}</p>
      <DataTable
        table={requestTable}
        columns={columns}
        caption={t('ops.compliance.tabs.requests')}
        rowKey={(r) => r.id}
        emptyMessage={t('ops.compliance.requests.empty')}
      />
      <ReasonDialog
        open={answering !== null}
        title={t('ops.compliance.requests.answerTitle')}
        confirmLabel={t('ops.compliance.requests.send')}
        busy={busy}
        onClose={() => setAnswering(null)}
        onConfirm={(text) => {
          const id = answering;
          setAnswering(null);
          if (id !== null) void answerRequest(id, text, t('ops.compliance.requests.sent'));
        }}
      />
    </>
  );
}
