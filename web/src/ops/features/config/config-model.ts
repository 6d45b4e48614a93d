import { formatMoney, parseAmount, toDisplay } from '@casino/contracts/money';
import { REWARD_ID } from '@casino/contracts/reward-ids';
import { fromManilaInput, toManilaInput } from '../../components/manila-time';

// The programme forms' model, free of React: what kind of input each field is (money in pesos stored in minor
// units, rates in percent stored in basis points, moments in Manila time), reading and writing a path of a
// document, and what a draft changes.

export type Path = readonly (string | number)[];
export type FieldKind = 'money' | 'bp' | 'date' | 'bool' | 'int' | 'text' | 'longText';

/** Fields the settings, VIP and activity documents hold in minor units (seed-schema and bonus-programmes). */
const MONEY_KEYS = new Set([
  'minDeposit',
  'cap',
  'target',
  'bonus',
  'amount',
  'seed',
  'rewardPerValid',
  'exchangeMin',
  'minTurnover',
  'upgradeBonus',
  'dailyBonus',
  'userRegisterCoin',
  'depositPerSpin',
  'turnoverPerSpin',
  'depositPerChance',
  'turnoverPerChance',
  'minValidBet',
  'coinPerDiamond',
  'turnoverPerPoint',
  'betAmount',
  'betLimit',
  'withdrawMin',
  'withdrawMax',
  'withdrawFeeFixed',
  'fourEyesAbovePhp',
]);
const LONG_TEXT = new Set(['rule', 'description', 'content', 'answer', 'body']);
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

type Obj = Record<string, unknown>;
export const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
export const isScalar = (v: unknown): boolean =>
  v === null || ['string', 'number', 'boolean'].includes(typeof v);

/**
 * The input a value gets, by its key and the object holding it: a reward item's count is money when the item
 * is coin (prop 2001 counts centavos), any other item's count a plain number.
 */
export function fieldKind(key: string | number, value: unknown, parent?: unknown): FieldKind {
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'string' || value === null) {
    if (typeof value === 'string' && ISO_MOMENT.test(value)) return 'date';
    if (value === null && /Time$|At$/.test(String(key))) return 'date';
    return typeof value === 'string' && (LONG_TEXT.has(String(key)) || value.length > 80)
      ? 'longText'
      : 'text';
  }
  const k = String(key);
  if (/Bp$/.test(k) || (isObj(parent) && /^rebateRates$/.test(k))) return 'bp';
  if (MONEY_KEYS.has(k)) return 'money';
  if (k === 'count' && isObj(parent) && parent.propId === REWARD_ID.coin) return 'money';
  return 'int';
}

/** The stored value as the operator types it: ₱ amounts with 2 decimals, rates in %, Manila date-times. */
export function toText(kind: FieldKind, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (kind === 'money' && typeof value === 'number') return toDisplay(value);
  if (kind === 'bp' && typeof value === 'number') return String(value / 100);
  if (kind === 'date' && typeof value === 'string') {
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? value : toManilaInput(ms);
  }
  return String(value);
}

export type Parsed =
  | { ok: true; value: unknown }
  | { ok: false; error: 'number' | 'money' | 'percent' | 'date' };

/** What the operator typed, in the unit the document stores (or why it is not a value). */
export function fromText(kind: FieldKind, text: string): Parsed {
  const s = text.trim();
  switch (kind) {
    case 'money': {
      const p = parseAmount(s);
      return p.ok ? { ok: true, value: p.minor } : { ok: false, error: 'money' };
    }
    case 'bp': {
      // up to 2 decimals of a percent: 1.25 % = 125 bp, without float error
      const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(s);
      if (!m) return { ok: false, error: 'percent' };
      return { ok: true, value: Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) };
    }
    case 'date': {
      if (s === '') return { ok: true, value: null };
      const ms = fromManilaInput(s);
      return ms === null ? { ok: false, error: 'date' } : { ok: true, value: `${s}:00+08:00` };
    }
    case 'int': {
      if (!/^-?\d+$/.test(s)) return { ok: false, error: 'number' };
      return { ok: true, value: Number(s) };
    }
    case 'bool':
      return { ok: true, value: s === 'true' };
    default:
      return { ok: true, value: text };
  }
}

/** A value for people: ₱1,000.00, 12.5 %, a Manila time, ✓/✗; objects as compact JSON. */
export function display(kind: FieldKind, value: unknown): string {
  if (value === undefined) return '—';
  if (kind === 'money' && typeof value === 'number') return formatMoney(value);
  if (kind === 'bp' && typeof value === 'number') return `${value / 100}\u00a0%`;
  if (kind === 'date') return typeof value === 'string' ? toText('date', value).replace('T', ' ') : '—';
  if (typeof value === 'boolean') return value ? '✓ on' : '✗ off';
  if (value === null || value === '') return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function getIn(value: unknown, path: Path): unknown {
  let v = value;
  for (const p of path) v = v === null || typeof v !== 'object' ? undefined : (v as Obj)[p as string];
  return v;
}

/** A copy of `root` with the value at `path` replaced (the objects along the path are copied, nothing else). */
export function setIn<T>(root: T, path: Path, value: unknown): T {
  if (path.length === 0) return value as T;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const cur = (root as Obj | unknown[] | null) ?? (typeof head === 'number' ? [] : {});
  const copy: Obj | unknown[] = Array.isArray(cur) ? [...cur] : { ...(cur as Obj) };
  (copy as Obj)[head as string] = setIn((cur as Obj)[head as string], rest, value);
  return copy as T;
}

/** A new row for a list: a copy of its last row (the shape the list needs), or nothing to copy. */
export function withRowAdded(list: unknown[]): unknown[] | null {
  const last = list[list.length - 1];
  return last === undefined ? null : [...list, structuredClone(last)];
}

export interface Change {
  path: Path;
  before: unknown;
  after: unknown;
}

/** Every leaf that differs between two versions of a document, in document order. */
export function diff(before: unknown, after: unknown, path: Path = []): Change[] {
  if (isScalar(before) || isScalar(after) || before === undefined || after === undefined) {
    return Object.is(before, after) || (before === undefined && after === undefined)
      ? []
      : [{ path, before, after }];
  }
  if (Array.isArray(before) !== Array.isArray(after)) return [{ path, before, after }];
  const keys = Array.isArray(before)
    ? Array.from({ length: Math.max(before.length, (after as unknown[]).length) }, (_, i) => i)
    : [...new Set([...Object.keys(before as Obj), ...Object.keys(after as Obj)])];
  return keys.flatMap((k) => diff((before as Obj)[k as string], (after as Obj)[k as string], [...path, k]));
}

/** The kind of the field a change is on (from its key and the object holding it in either version). */
export function changeKind(change: Change, beforeRoot: unknown, afterRoot: unknown): FieldKind {
  const key = change.path[change.path.length - 1] ?? '';
  const parentPath = change.path.slice(0, -1);
  const v = change.after ?? change.before;
  return fieldKind(key, v, getIn(afterRoot, parentPath) ?? getIn(beforeRoot, parentPath));
}

/** "doc.depositActivities.firstDeposit.rateBp: Too small…" (the platform's refusal) → path and message. */
export function refusalField(msg: string): { path: string; message: string } | null {
  const m = /refused: doc\.([^:]+): (.*)$/.exec(msg);
  return m?.[1] && m[2] ? { path: m[1], message: m[2] } : null;
}

export const pathKey = (path: Path): string => path.join('.');

/** Keys that name a row come first, then plain fields, then groups, then lists (jsonb keeps no author order). */
const LEADING = ['id', 'key', 'level', 'depositNo', 'day', 'from', 'to', 'name', 'propId'];
export function orderedKeys(obj: Record<string, unknown>): string[] {
  const rank = (k: string) => {
    const lead = LEADING.indexOf(k);
    if (lead >= 0) return lead;
    const v = obj[k];
    return LEADING.length + (Array.isArray(v) ? 2 : isObj(v) ? 1 : 0);
  };
  const keys = Object.keys(obj);
  return keys
    .map((k, i) => ({ k, r: rank(k), i }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((x) => x.k);
}

/** A row is edited in a table when it is a few plain fields; else as a card of labelled fields. */
export function tableRows(rows: unknown[], cols: string[]): boolean {
  return (
    cols.length > 0 &&
    cols.length <= 6 &&
    rows.every(
      (r) =>
        isObj(r) && Object.entries(r).every(([k, v]) => isScalar(v) && fieldKind(k, v, r) !== 'longText'),
    )
  );
}

/** How a row card is titled: its name, key or id when it has one. */
export function rowTitle(row: unknown, index: number): string {
  if (isObj(row)) {
    for (const k of ['name', 'title', 'key', 'id', 'level', 'day']) {
      const v = row[k];
      if (typeof v === 'string' || typeof v === 'number') return `#${index + 1} · ${v}`;
    }
  }
  return `#${index + 1}`;
}
