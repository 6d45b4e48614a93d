import { t } from '../../i18n';

/** The status radio row above a compliance table (the server filters). */
export function StatusFilter<S extends string>(p: {
  name: string;
  label: string;
  values: readonly S[];
  value: string;
  text: (s: S) => string;
  onChange: (s: S) => void;
}) {
  return (
    <div className="ops-seg" role="radiogroup" aria-label={p.label || t('ops.compliance.statusLabel')}>
      {p.values.map((s) => (
        <label key={s}>
          <input type="radio" name={p.name} checked={p.value === s} onChange={() => p.onChange(s)} />{' '}
          {p.text(s)}
        </label>
      ))}
    </div>
  );
}
