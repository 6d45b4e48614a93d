import { hasKey, t } from '../i18n';
import { cellText } from './format';
import { Empty } from './states';

function label(key: string): string {
  return hasKey(`ops.fields.${key}`) ? t(`ops.fields.${key}`) : key;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

/** Rows of objects as a dense table, columns in first-seen order (money and times formatted by field name). */
export function RowsTable({
  rows,
  caption,
  moneyKeys,
}: {
  rows: readonly unknown[];
  caption: string;
  moneyKeys?: readonly string[];
}) {
  const objs = rows.filter(isObj);
  if (objs.length === 0) return <Empty />;
  const cols: string[] = [];
  for (const r of objs) for (const k of Object.keys(r)) if (!cols.includes(k)) cols.push(k);
  return (
    <table className="ops-table">
      <caption className="ops-sr">{caption}</caption>
      <thead>
        <tr>
          {cols.map((c) => (
            <th key={c} className={typeof objs[0]?.[c] === 'number' ? 'num' : undefined}>
              {label(c)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {objs.map((r, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows of a read-only answer, never reordered
          <tr key={i}>
            {cols.map((c) => (
              <td key={c} className={typeof r[c] === 'number' ? 'num' : undefined}>
                {cellText(c, r[c], moneyKeys)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One object as label/value pairs; nested lists become tables. */
export function FieldsView({ value, caption }: { value: unknown; caption: string }) {
  if (Array.isArray(value)) return <RowsTable rows={value} caption={caption} />;
  if (!isObj(value)) return <p>{cellText(caption, value)}</p>;
  const flat = Object.entries(value).filter(([, v]) => !Array.isArray(v) && !isObj(v));
  const nested = Object.entries(value).filter(([, v]) => Array.isArray(v) || isObj(v));
  return (
    <>
      {flat.length > 0 && (
        <dl className="ops-dl ops-dl-wide">
          {flat.map(([k, v]) => (
            <div key={k}>
              <dt>{label(k)}</dt>
              <dd>{cellText(k, v)}</dd>
            </div>
          ))}
        </dl>
      )}
      {nested.map(([k, v]) => (
        <section key={k} className="ops-sub">
          <h3>{label(k)}</h3>
          <FieldsView value={v} caption={label(k)} />
        </section>
      ))}
    </>
  );
}
