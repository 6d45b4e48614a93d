import { useState } from 'react';
import { hasKey, t } from '../../i18n';
import {
  type FieldKind,
  fieldKind,
  fromText,
  isObj,
  isScalar,
  orderedKeys,
  type Path,
  pathKey,
  rowTitle,
  tableRows,
  toText,
} from './config-model';
import { addRow, removeRow, setField } from './config-store';

/** A field's name for people: the console's text when it has one, else "minDeposit" → "Min deposit". */
export function fieldLabel(key: string | number): string {
  if (typeof key === 'number') return `#${key + 1}`;
  if (hasKey(`ops.config.fields.${key}`)) return t(`ops.config.fields.${key}`);
  const words = key
    .replace(/Bp$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const UNIT: Partial<Record<FieldKind, string>> = { money: '₱', bp: '%' };
export const fieldId = (path: Path) => `cf-${pathKey(path).replace(/[^a-zA-Z0-9_-]/g, '-')}`;

interface Ctx {
  errors: Record<string, string>;
}

/** One input, typed by its kind; keeps the operator's text while it is not (yet) a value. */
function Input({
  path,
  value,
  kind,
  label,
  ctx,
  compact,
}: {
  path: Path;
  value: unknown;
  kind: FieldKind;
  label: string;
  ctx: Ctx;
  compact?: boolean;
}) {
  const [text, setText] = useState(() => toText(kind, value));
  const error = ctx.errors[pathKey(path)];
  const id = fieldId(path);
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-err` : undefined,
    ...(compact ? { 'aria-label': label } : {}),
  };
  let input: React.ReactNode;
  if (kind === 'bool')
    input = (
      <input
        {...common}
        type="checkbox"
        checked={value === true}
        onChange={(e) => setField(path, { ok: true, value: e.target.checked })}
      />
    );
  else if (kind === 'longText')
    input = (
      <textarea
        {...common}
        rows={3}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setField(path, { ok: true, value: e.target.value });
        }}
      />
    );
  else
    input = (
      <span className={UNIT[kind] ? `ops-unit ops-unit-${kind}` : 'ops-unit'}>
        {kind === 'money' && <span aria-hidden="true">₱</span>}
        <input
          {...common}
          type={kind === 'date' ? 'datetime-local' : 'text'}
          inputMode={kind === 'money' || kind === 'bp' ? 'decimal' : kind === 'int' ? 'numeric' : undefined}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            const parsed = fromText(kind, e.target.value);
            setField(path, parsed.ok ? parsed : { ok: false, error: t(`ops.config.parse.${parsed.error}`) });
          }}
        />
        {kind === 'bp' && <span aria-hidden="true">%</span>}
      </span>
    );
  const err = error && (
    <em id={`${id}-err`} className="ops-error">
      {error}
    </em>
  );
  if (compact)
    return (
      <>
        {input}
        {err}
      </>
    );
  return (
    <label className={kind === 'bool' ? 'ops-field ops-field-check' : 'ops-field'} htmlFor={id}>
      <span>
        {label}
        {UNIT[kind] && <span className="ops-muted"> ({UNIT[kind]})</span>}
      </span>
      {input}
      {err}
    </label>
  );
}

/** Any value of a document at `path`: an input, a group of fields, or a list as an editable table. */
export function ValueField({
  path,
  value,
  parent,
  ctx,
  compact,
}: {
  path: Path;
  value: unknown;
  parent?: unknown;
  ctx: Ctx;
  compact?: boolean;
}) {
  const key = path[path.length - 1] ?? '';
  if (isScalar(value))
    return (
      <Input
        path={path}
        value={value}
        kind={fieldKind(key, value, parent)}
        label={fieldLabel(key)}
        ctx={ctx}
        compact={compact}
      />
    );
  if (Array.isArray(value)) return <ListField path={path} list={value} ctx={ctx} />;
  if (isObj(value)) {
    const entries = orderedKeys(value).map((k) => [k, value[k]] as const);
    const body = (
      <div className="ops-cf-grid">
        {entries.map(([k, v]) => (
          <ValueField key={k} path={[...path, k]} value={v} parent={value} ctx={ctx} />
        ))}
      </div>
    );
    if (compact) return body;
    return (
      <fieldset className="ops-cf-group">
        <legend>{fieldLabel(key)}</legend>
        {entries.length === 0 ? <p className="ops-muted">{t('ops.config.emptyGroup')}</p> : body}
      </fieldset>
    );
  }
  return null;
}

/** A list: scalars as one comma-separated field, rows (objects or lists) as a table with add and remove. */
function ListField({ path, list, ctx }: { path: Path; list: unknown[]; ctx: Ctx }) {
  const key = path[path.length - 1] ?? '';
  const label = fieldLabel(key);
  const error = ctx.errors[pathKey(path)];
  if (list.length > 0 && list.every((v) => typeof v === 'number')) {
    return <NumberList path={path} list={list as number[]} label={label} error={error} />;
  }
  const cols: string[] = [];
  for (const row of list)
    if (isObj(row)) for (const k of orderedKeys(row)) if (!cols.includes(k)) cols.push(k);
  const asTable = tableRows(list, cols);
  return (
    <fieldset className="ops-cf-group ops-cf-list">
      <legend>
        {label} <span className="ops-muted">· {t('ops.config.rows', { count: list.length })}</span>
      </legend>
      {error && <em className="ops-error">{error}</em>}
      {list.length === 0 ? (
        <p className="ops-muted">{t('ops.config.noRows')}</p>
      ) : !asTable ? (
        <ol className="ops-cf-cards">
          {list.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a row is its position in the document's list
            <li key={i}>
              <details open={list.length <= 4 || !isObj(row)}>
                <summary>
                  <span>{rowTitle(row, i)}</span>
                  <button
                    type="button"
                    className="ops-btn ops-small"
                    aria-label={t('ops.config.removeRow', { what: label, n: i + 1 })}
                    onClick={(e) => {
                      e.preventDefault();
                      removeRow(path, list, i);
                    }}
                  >
                    ✕
                  </button>
                </summary>
                <ValueField path={[...path, i]} value={row} ctx={ctx} compact />
              </details>
            </li>
          ))}
        </ol>
      ) : (
        <div className="ops-table-wrap">
          <table className="ops-table ops-cf-table">
            <caption className="ops-sr">{label}</caption>
            <thead>
              <tr>
                <th className="num">#</th>
                {cols.length > 0 ? cols.map((c) => <th key={c}>{fieldLabel(c)}</th>) : <th>{label}</th>}
                <th>
                  <span className="ops-sr">{t('ops.config.rowActions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((row, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row is its position in the document's list
                <tr key={i}>
                  <td className="num ops-muted">{i + 1}</td>
                  {cols.length > 0 && isObj(row) ? (
                    cols.map((c) => (
                      <td key={c}>
                        {row[c] === undefined ? (
                          <span className="ops-muted">—</span>
                        ) : (
                          <ValueField path={[...path, i, c]} value={row[c]} parent={row} ctx={ctx} compact />
                        )}
                      </td>
                    ))
                  ) : (
                    <td>
                      <ValueField path={[...path, i]} value={row} ctx={ctx} compact />
                    </td>
                  )}
                  <td>
                    <button
                      type="button"
                      className="ops-btn ops-small"
                      aria-label={t('ops.config.removeRow', { what: label, n: i + 1 })}
                      onClick={() => removeRow(path, list, i)}
                    >
                      ✕
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list.length > 0 && (
        <button type="button" className="ops-btn ops-small" onClick={() => addRow(path, list)}>
          {t('ops.config.addRow', { what: label })}
        </button>
      )}
    </fieldset>
  );
}

function NumberList({
  path,
  list,
  label,
  error,
}: {
  path: Path;
  list: number[];
  label: string;
  error?: string;
}) {
  const [text, setText] = useState(list.join(', '));
  const id = fieldId(path);
  return (
    <label className="ops-field" htmlFor={id}>
      <span>
        {label} <span className="ops-muted">({t('ops.config.commaList')})</span>
      </span>
      <input
        id={id}
        value={text}
        aria-invalid={error ? true : undefined}
        onChange={(e) => {
          setText(e.target.value);
          const parts = e.target.value
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean);
          const ok = parts.every((s) => /^-?\d+$/.test(s));
          setField(
            path,
            ok ? { ok: true, value: parts.map(Number) } : { ok: false, error: t('ops.config.parse.number') },
          );
        }}
      />
      {error && <em className="ops-error">{error}</em>}
    </label>
  );
}
