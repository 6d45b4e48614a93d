import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { AuditRow } from '../../api/ops-calls';
import { type Column, DataTable } from '../../components/data-table';
import { when } from '../../components/format';
import { ReasonDialog } from '../../components/reason-dialog';
import { useStore } from '../../components/use-store';
import { hasKey, t } from '../../i18n';
import { $operator } from '../../stores/session';
import { CreateOperatorForm } from './create-operator-form';
import { ManageOperatorPanel } from './manage-operator-panel';
import { $managing, $reissue, forgetReissued, manage } from './manage-store';
import { OneTimeSecret } from './one-time-secret';
import {
  $create,
  $toggle,
  forgetCreated,
  type OperatorRow,
  operatorActivity,
  operatorsTable,
  setDisabled,
} from './operators-store';

const activityColumns: Column<AuditRow>[] = [
  {
    key: 'at',
    label: t('ops.audit.col.at'),
    render: (r) => <span className="ops-nowrap">{when(r.at)}</span>,
  },
  { key: 'who', label: t('ops.operators.activity.who'), render: (r) => r.operatorLogin },
  {
    key: 'action',
    label: t('ops.operators.activity.what'),
    render: (r) => {
      const key = `ops.operators.activity.actions.${r.action.replace('operator.', '')}`;
      return hasKey(key) ? t(key) : <code>{r.action}</code>;
    },
  },
  { key: 'target', label: t('ops.operators.activity.target'), render: (r) => targetLogin(r) },
  { key: 'reason', label: t('ops.config.col.reason'), render: (r) => r.reason || '—' },
];

/** The operator an audit row is about: its login from before/after when the row holds it, else its id. */
function targetLogin(r: AuditRow): string {
  for (const side of [r.after, r.before]) {
    const login = (side as { login?: unknown } | null)?.login;
    if (typeof login === 'string') return login;
  }
  return `#${r.targetId}`;
}

/** The side panel: a one-time secret while one is shown, else the operator being managed, else a new one. */
function SidePanel() {
  const create = useStore($create);
  const managing = useStore($managing);
  const reissued = useStore($reissue).result;
  if (create.result) return <OneTimeSecret created={create.result} onClose={forgetCreated} />;
  if (reissued) return <OneTimeSecret created={reissued} onClose={forgetReissued} />;
  // keyed: another operator's panel starts from their roles, not the last one's ticks
  if (managing) return <ManageOperatorPanel key={managing.id} row={managing} />;
  return <CreateOperatorForm />;
}

/**
 * Operators and their roles (admin): create one, change another's roles, re-issue a lost sign-in, disable or
 * enable, and what admins did, by whom.
 */
export function OperatorsPage() {
  const me = useStore($operator);
  const toggle = useStore($toggle);
  const managing = useStore($managing);
  const [confirm, setConfirm] = useState<OperatorRow | null>(null);
  useEffect(() => {
    void operatorsTable.reload();
    void operatorActivity.reload();
  }, []);
  const columns: Column<OperatorRow>[] = [
    { key: 'id', label: t('ops.operators.col.id'), numeric: true, render: (r) => r.id },
    {
      key: 'login',
      label: t('ops.operators.col.login'),
      render: (r) => (
        <>
          <strong>{r.login}</strong>
          {r.id === me?.id && <span className="ops-muted"> · {t('ops.operators.you')}</span>}
        </>
      ),
    },
    {
      key: 'roles',
      label: t('ops.operators.col.roles'),
      render: (r) => (
        <span className="ops-flags">
          {r.roles.map((role) => (
            <span key={role} className="ops-badge">
              {t(`ops.role.${role}`)}
            </span>
          ))}
        </span>
      ),
    },
    {
      key: 'state',
      label: t('ops.operators.col.state'),
      render: (r) =>
        r.disabled ? (
          <span className="ops-flag">{t('ops.operators.state.disabled')}</span>
        ) : r.lockedUntil > Date.now() ? (
          <span className="ops-flag">{t('ops.operators.state.locked', { at: when(r.lockedUntil) })}</span>
        ) : (
          <span className="ops-badge ops-second">{t('ops.operators.state.active')}</span>
        ),
    },
    {
      key: 'lastLoginAt',
      label: t('ops.operators.col.lastLogin'),
      render: (r) => (
        <span className="ops-nowrap">{r.lastLoginAt ? when(r.lastLoginAt) : t('ops.operators.never')}</span>
      ),
    },
    {
      key: 'actions',
      label: t('ops.operators.col.actions'),
      render: (r) =>
        r.id === me?.id ? (
          <span className="ops-muted">{t('ops.operators.selfHint')}</span>
        ) : (
          <span className="ops-row-actions">
            <button
              type="button"
              className="ops-btn ops-small"
              aria-pressed={managing?.id === r.id}
              onClick={() => manage(r)}
            >
              {t('ops.operators.manageBtn')}
            </button>
            <button
              type="button"
              className={r.disabled ? 'ops-btn ops-small' : 'ops-btn ops-small ops-danger'}
              disabled={toggle.status === 'busy'}
              onClick={() => setConfirm(r)}
            >
              {r.disabled ? t('ops.operators.enable') : t('ops.operators.disable')}
            </button>
            <Link className="ops-small-link" to={`/audit?operator=${r.id}`}>
              {t('ops.operators.theirActions')}
            </Link>
          </span>
        ),
    },
  ];
  return (
    <section className="ops-page">
      <header className="ops-page-head">
        <h1>{t('ops.nav.operators')}</h1>
        <span className="ops-muted">{t('ops.operators.lead')}</span>
      </header>
      {toggle.status === 'failed' && (
        <p className="ops-failure" role="alert">
          {toggle.forbidden ? t('ops.state.forbidden') : toggle.msg || t('ops.state.failed')}
        </p>
      )}
      <div className="ops-split ops-split-form">
        <div>
          <DataTable
            table={operatorsTable}
            columns={columns}
            caption={t('ops.nav.operators')}
            rowKey={(r) => r.id}
            rowClass={(r) => (managing?.id === r.id ? 'is-selected' : r.disabled ? 'is-mine' : '')}
            emptyMessage={t('ops.operators.empty')}
          />
          <section className="ops-sub ops-history">
            <h3>
              {t('ops.operators.activity.title')}
              <Link to="/audit?action=operator.">{t('ops.operators.activity.all')}</Link>
            </h3>
            <DataTable
              table={operatorActivity}
              columns={activityColumns}
              caption={t('ops.operators.activity.title')}
              rowKey={(r) => r.id}
              emptyMessage={t('ops.operators.activity.empty')}
            />
          </section>
        </div>
        <aside className="ops-detail">
          <SidePanel />
        </aside>
      </div>
      <ReasonDialog
        open={confirm !== null}
        title={
          confirm
            ? t(confirm.disabled ? 'ops.operators.confirmEnable' : 'ops.operators.confirmDisable', {
                login: confirm.login,
              })
            : ''
        }
        confirmLabel={confirm?.disabled ? t('ops.operators.enable') : t('ops.operators.disable')}
        danger={!confirm?.disabled}
        busy={toggle.status === 'busy'}
        onClose={() => setConfirm(null)}
        onConfirm={(reason) => {
          const row = confirm;
          if (!row) return;
          void setDisabled(row.id, !row.disabled, reason).then(() => setConfirm(null));
        }}
      />
    </section>
  );
}
