import { useState } from 'react';
import type { Role } from '../../api/ops-calls';
import { RefusalNote } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { $create, createOperator, ROLES } from './operators-store';

/** A new operator: login and roles; the platform makes the password and authenticator secret. */
export function CreateOperatorForm() {
  const state = useStore($create);
  const [login, setLogin] = useState('');
  const [roles, setRoles] = useState<Role[]>([]);
  const failure = state.error && 'msg' in state.error ? state.error : null;
  const errors = state.error && 'errors' in state.error ? state.error.errors : [];
  const toggle = (r: Role) => setRoles((cur) => (cur.includes(r) ? cur.filter((x) => x !== r) : [...cur, r]));
  return (
    <form
      className="ops-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void createOperator({ login, roles }).then((ok) => {
          if (ok) {
            setLogin('');
            setRoles([]);
          }
        });
      }}
    >
      <h2>{t('ops.operators.create.title')}</h2>
      <p className="ops-muted">{t('ops.operators.create.lead')}</p>
      <label className="ops-field">
        <span>{t('ops.operators.col.login')}</span>
        <input
          value={login}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={errors.includes('login')}
          aria-describedby="ops-login-hint"
          onChange={(e) => setLogin(e.target.value)}
        />
        <em id="ops-login-hint" className={errors.includes('login') ? 'ops-error' : 'ops-muted ops-hint'}>
          {t('ops.operators.create.loginHint')}
        </em>
      </label>
      <fieldset className="ops-fieldset" aria-invalid={errors.includes('roles')}>
        <legend>{t('ops.operators.col.roles')}</legend>
        <div className="ops-checks">
          {ROLES.map((r) => (
            <label key={r}>
              <input type="checkbox" checked={roles.includes(r)} onChange={() => toggle(r)} />{' '}
              {t(`ops.role.${r}`)}
            </label>
          ))}
        </div>
        {errors.includes('roles') && <em className="ops-error">{t('ops.operators.create.rolesRequired')}</em>}
      </fieldset>
      <RefusalNote refusal={failure} />
      <button type="submit" className="ops-btn ops-primary" disabled={state.busy}>
        {t('ops.operators.create.submit')}
      </button>
    </form>
  );
}
