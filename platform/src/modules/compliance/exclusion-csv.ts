// Reads the exclusion list's CSV (RFC 4180: quoted fields, doubled quotes, CRLF or LF) into entries, each
// invalid row with its line number and why, so compliance can fix the file instead of guessing.
import { EXCLUSION_CSV_COLUMNS, type ExclusionKind } from '@casino/contracts/exclusion-list';
import { normaliseIdNumber } from '@casino/contracts/kyc-rules';
import { nameTokens } from '@casino/contracts/person-name';

export interface ExclusionRow {
  line: number;
  name: string;
  birthday: string;
  idNumber: string;
  kind: ExclusionKind;
}

export interface ParsedList {
  rows: ExclusionRow[];
  invalid: { line: number; reason: string }[];
}

export class ExclusionHeaderError extends Error {}

/** Splits CSV text into records of fields, each with the line it starts on. */
export function csvRecords(text: string): { line: number; fields: string[] }[] {
  const out: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const src = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        field += c;
      }
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      fields.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      fields.push(field);
      if (fields.some((f) => f.trim() !== '')) out.push({ line: start, fields });
      fields = [];
      field = '';
      line++;
      start = line;
    } else field += c;
  }
  fields.push(field);
  if (fields.some((f) => f.trim() !== '')) out.push({ line: start, fields });
  return out;
}

const KIND_SPELLINGS: Record<string, ExclusionKind> = {
  self: 'self',
  'self-exclusion': 'self',
  family: 'family',
  'family-exclusion': 'family',
  licensee: 'licensee',
  'licensee-initiated': 'licensee',
  barredbylaw: 'barredByLaw',
  'barred-by-law': 'barredByLaw',
  barred: 'barredByLaw',
};

/** YYYY-MM-DD from YYYY-MM-DD or MM/DD/YYYY (the two forms Philippine lists use), if it is a real date. */
export function listBirthday(raw: string): string | null {
  const s = raw.trim();
  let y: number;
  let m: number;
  let d: number;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(s);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (us) [y, m, d] = [Number(us[3]), Number(us[1]), Number(us[2])];
  else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  if (y < 1900) return null;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** The whole file: the header must name the columns (in any order, extra ones ignored). */
export function parseExclusionCsv(text: string): ParsedList {
  const records = csvRecords(text);
  const header = (records.shift()?.fields ?? []).map((h) => h.trim().toLowerCase());
  const at = Object.fromEntries(EXCLUSION_CSV_COLUMNS.map((c) => [c, header.indexOf(c)])) as Record<
    (typeof EXCLUSION_CSV_COLUMNS)[number],
    number
  >;
  if (Object.values(at).some((i) => i < 0)) throw new ExclusionHeaderError('header');
  const rows: ExclusionRow[] = [];
  const invalid: ParsedList['invalid'] = [];
  for (const { line, fields } of records) {
    const get = (c: (typeof EXCLUSION_CSV_COLUMNS)[number]) => (fields[at[c]] ?? '').trim();
    const name = get('name').replace(/\s+/g, ' ');
    const birthday = listBirthday(get('birthday'));
    const kind = KIND_SPELLINGS[get('kind').toLowerCase().replace(/\s+/g, '-')];
    const idNumber = normaliseIdNumber(get('id_number'));
    if (nameTokens(name).length < 2) invalid.push({ line, reason: 'name: first and last name needed' });
    else if (!birthday) invalid.push({ line, reason: 'birthday: YYYY-MM-DD or MM/DD/YYYY' });
    else if (!kind) invalid.push({ line, reason: 'kind: self, family, licensee or barred-by-law' });
    else if (idNumber !== '' && !/^[A-Z0-9]{6,30}$/.test(idNumber))
      invalid.push({ line, reason: 'id_number: 6-30 letters and digits (or empty)' });
    else rows.push({ line, name, birthday, idNumber, kind });
  }
  return { rows, invalid };
}
