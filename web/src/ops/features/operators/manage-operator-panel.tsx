import { useState } from 'react';
import type { Role } from '../../api/ops-calls';
import { when } from '../../components/format';
import { ReasonDialog } from '../../components/reason-dialog';
import { RefusalNote } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { $reissue, $roles, reissueSignIn, saveRoles, stopManaging } from './manage-store';
import type { OperatorRow } from './operators-store';
import { RoleChecks } from './role-checks';

/**
 * Another operator's roles and sign-in, in the side panel: new roles apply to their next call; a re-issued
 * sign-in (a new password and authenticator secret, shown once) ends their sessions. Both go to the audit log
 * with the reason.
 */
export function ManageOperatorPanel({ row }: { row: OperatorRow }) {
  const roles = useStore($roles);
  const reissue = useStore($reissue);
  const [picked, setPicked] = useState<Role[]>(row.roles);
  const [reason, setReason] = useState('');
  const [confirm, setConfirm] = useState(false);
  const errors = roles.error && 'errors' in roles.error ? roles.error.errors : [];
  const refused = roles.error && 'msg' in roles.error ? roles.error : null;
  const toggle = (r: Role) =>
    setPicked((cur) => (cur.includes(r) ? cur.filter((x) => x !== r) : [...cur, r]));
  return (
    <section className="ops-form ops-manage" aria-labelledby="ops-manage-title">
      <header className="ops-manage-head">
        <h2 id="ops-manage-title">{t('ops.operators.manage.title', { login: row.login })}</h2>
        <button type="button" className="ops-btn ops-small" onClick={stopManaging}>
          {t('ops.operators.manage.close')}
        </button>
      </header>
      <p className="ops-muted">
        {t('ops.operators.manage.created', { at: when(row.createdAt) })} ·{' '}
        {row.lastLoginAt
          ? t('ops.operators.manage.lastLogin', { at: when(row.lastLoginAt) })
          : t('ops.operators.never')}
      </p>
      <form
        className="ops-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void saveRoles(row, picked, reason).then((ok) => ok && setReason(''));
        }}
      >
        <RoleChecks
          picked={picked}
          onToggle={toggle}
          errors={[
            ...(errors.includes('roles') ? ['ops.operators.create.rolesRequired'] : []),
            ...(errors.includes('unchanged') ? ['ops.operators.manage.unchanged'] : []),
          ]}
        />
        <label className="ops-field">
          <span>{t('ops.reason.label')}</span>
          <input
            value={reason}
            aria-invalid={errors.includes('reason')}
            onChange={(e) => setReason(e.target.value)}
          />
          {errors.includes('reason') && <em className="ops-error">{t('ops.reason.required')}</em>}
        </label>
        <RefusalNote refusal={refused} />
        {roles.result && !roles.busy && (
          <p className="ops-note" role="status">
            {t('ops.operators.manage.saved', {
              roles: roles.result.roles.map((r) => t(`ops.role.${r}`)).join(', '),
            })}
          </p>
        )}
        <button type="submit" className="ops-btn ops-primary" disabled={roles.busy}>
          {t('ops.operators.manage.saveRoles')}
        </button>
      </form>
      <section className="ops-sub">
        <h3>{t('ops.operators.manage.signIn')}</h3>
        <p className="ops-muted">{t('ops.operators.manage.reissueLead')}</p>
        <RefusalNote refusal={reissue.error} />
        <button
          type="button"
          className="ops-btn ops-danger"
          disabled={reissue.busy}
          onClick={() => setConfirm(true)}
        >
          {t('ops.operators.manage.reissue')}
        </button>
      </section>
      <ReasonDialog
        open={confirm}
        title={t('ops.operators.manage.confirmReissue', { login: row.login })}
        confirmLabel={t('ops.operators.manage.reissue')}
        danger
        busy={reissue.busy}
        onClose={() => setConfirm(false)}
        onConfirm={(why) => {
          void reissueSignIn(row.id, why).then(() => setConfirm(false));
        }}
      />
    </section>
  );
}
