import type { Role } from '../../api/ops-calls';
import { t } from '../../i18n';
import { ROLES } from './operators-store';

/** The roles an admin ticks for an operator, in the roles table's order, with what is wrong with the choice. */
export function RoleChecks(p: {
  picked: readonly Role[];
  onToggle: (role: Role) => void;
  /** i18n keys of the errors to show under the boxes. */
  errors: readonly string[];
}) {
  return (
    <fieldset className="ops-fieldset" aria-invalid={p.errors.length > 0}>
      <legend>{t('ops.operators.col.roles')}</legend>
      <div className="ops-checks">
        {ROLES.map((r) => (
          <label key={r}>
            <input type="checkbox" checked={p.picked.includes(r)} onChange={() => p.onToggle(r)} />{' '}
            {t(`ops.role.${r}`)}
          </label>
        ))}
      </div>
      {p.errors.map((key) => (
        <em key={key} className="ops-error">
          {t(key)}
        </em>
      ))}
    </fieldset>
  );
}
