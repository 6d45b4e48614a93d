import { useState } from 'react';
import type { Role } from '../../api/ops-calls';
import { RefusalNote } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { $create, createOperator } from './operators-store';
import { RoleChecks } from './role-checks';

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
      <RoleChecks
        picked={roles}
        onToggle={toggle}
        errors={errors.includes('roles') ? ['ops.operators.create.rolesRequired'] : []}
      />
      <RefusalNote refusal={failure} />
      <button type="submit" className="ops-btn ops-primary" disabled={state.busy}>
        {t('ops.operators.create.submit')}
      </button>
    </form>
  );
}
