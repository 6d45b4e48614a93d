import { atom } from 'nanostores';
import { createFormSubmit, type FormOutcome } from '../../../lib/form-submit';
import { opsCall } from '../../api/ops-call';
import type { ConfigVersion, OpsRequest } from '../../api/ops-calls';
import { fromManilaInput } from '../../components/manila-time';
import { type OpsRefusal, refusalOf } from '../../stores/refusal';
import { createTable } from '../../stores/table';
import { type Change, diff, type Path, pathKey, refusalField, setIn, withRowAdded } from './config-model';
import { checkSection, type Programme, programmeById, sectionOf } from './programmes';

// One programme's form at a time: the document as in force, the operator's draft of the programme's part of it,
// what the draft changes, and saving it as the document's next version (now or at a set time).

export type ConfigDoc =
  | { status: 'loading'; programme: string }
  | {
      status: 'ready';
      programme: string;
      key: string;
      version: number;
      pending: { version: number; effectiveAt: number } | null;
      doc: Record<string, unknown>;
    }
  | { status: 'error' | 'forbidden'; programme: string; msg: string };

export const $programme = atom<string>('registration');
export const $configDoc = atom<ConfigDoc>({ status: 'loading', programme: 'registration' });
/** The programme's part of the document as edited (only its keys). */
export const $draft = atom<Record<string, unknown>>({});
/** Fields whose typed text is not a value (a letter in an amount): path → why. */
export const $unparsed = atom<Record<string, string>>({});
/** A number bumped on open and revert: the form's inputs start again from the document. */
export const $formEpoch = atom(0);

/** Why a save did not go: the draft's own problems (checked first), or the platform's refusal and its field. */
export type SaveFailure =
  | { fields: Record<string, string>; error?: 'reason' | 'effectiveAt' | 'nothing' }
  | (OpsRefusal & { field: string | null });
/** The answer is the version saved. */
const configSubmit = createFormSubmit(
  async (request: OpsRequest<'configSet'>): Promise<FormOutcome<ConfigVersion, SaveFailure>> => {
    const res = await opsCall('configSet', request);
    if (!res.ok)
      return { ok: false, error: { ...refusalOf(res), field: refusalField(res.msg)?.path ?? null } };
    return { ok: true, result: res.data };
  },
);
export const $configSave = configSubmit.$state;
/** Tests: a fresh save state. */
export const resetConfigSave = configSubmit.reset;

export const historyTable = createTable<ConfigVersion & { id: number }>(
  async ({ pageNum, pageSize }) => {
    const doc = programmeById($programme.get()).doc;
    const res = await opsCall('configHistory', { key: doc, pageNum, pageSize });
    return res.ok
      ? { ok: true, data: { ...res.data, list: res.data.list.map((r) => ({ ...r, id: r.version })) } }
      : res;
  },
  { pageSize: 10 },
);

const current = (): Programme => programmeById($programme.get());

let seq = 0;
/** Opens a programme's form: its document as in force now, its version and any change waiting. */
export async function openProgramme(id: string): Promise<void> {
  const mine = ++seq;
  const p = programmeById(id);
  $programme.set(p.id);
  configSubmit.reset();
  $unparsed.set({});
  $configDoc.set({ status: 'loading', programme: p.id });
  void historyTable.setPage(1);
  const res = await opsCall('configGet', { key: p.doc });
  if (mine !== seq) return;
  if (!res.ok) {
    $configDoc.set({ status: res.forbidden ? 'forbidden' : 'error', programme: p.id, msg: res.msg });
    return;
  }
  const doc = (res.data.doc && typeof res.data.doc === 'object' ? res.data.doc : {}) as Record<
    string,
    unknown
  >;
  $configDoc.set({
    status: 'ready',
    programme: p.id,
    key: p.doc,
    version: res.data.version,
    pending: res.data.pending,
    doc,
  });
  $draft.set(sectionOf(p, doc));
  $formEpoch.set($formEpoch.get() + 1);
}

/** Drops the draft: the form shows the document as in force again. */
export function revert(): void {
  const d = $configDoc.get();
  if (d.status !== 'ready') return;
  $draft.set(sectionOf(current(), d.doc));
  $unparsed.set({});
  configSubmit.reset();
  $formEpoch.set($formEpoch.get() + 1);
}

/** A field's new value, or why its text is not one (kept until it is fixed). */
export function setField(
  path: Path,
  value: { ok: true; value: unknown } | { ok: false; error: string },
): void {
  const key = pathKey(path);
  const bad = { ...$unparsed.get() };
  if (value.ok) {
    delete bad[key];
    $draft.set(setIn($draft.get(), path, value.value));
  } else bad[key] = value.error;
  $unparsed.set(bad);
  configSubmit.reset();
}

export function addRow(path: Path, list: unknown[]): void {
  const next = withRowAdded(list);
  if (next) $draft.set(setIn($draft.get(), path, next));
}

export function removeRow(path: Path, list: unknown[], index: number): void {
  $draft.set(
    setIn(
      $draft.get(),
      path,
      list.filter((_, i) => i !== index),
    ),
  );
  // the rows after it moved up: their typed-but-invalid texts no longer match a field
  $unparsed.set({});
  $formEpoch.set($formEpoch.get() + 1);
}

/** What the draft changes against the document in force (leaf by leaf). */
export function pendingChanges(): Change[] {
  const d = $configDoc.get();
  if (d.status !== 'ready') return [];
  return diff(sectionOf(current(), d.doc), $draft.get());
}

/** The draft's problems: texts that are not values, then the programme schema's complaints. */
export function draftProblems(): Record<string, string> {
  return { ...checkSection(current(), $draft.get()), ...$unparsed.get() };
}

/**
 * Saves the draft as the document's next version: the whole document with the programme's keys replaced. The
 * platform checks it again with the same schemas and its rules across documents, and names the field it refuses.
 */
export async function saveConfig(reason: string, effectiveAt: string, now = Date.now()): Promise<boolean> {
  if ($configSave.get().busy) return false;
  const d = $configDoc.get();
  if (d.status !== 'ready') return false;
  const fields = draftProblems();
  const fail = (error?: 'reason' | 'effectiveAt' | 'nothing') => {
    configSubmit.reset();
    configSubmit.fail({ fields, ...(error ? { error } : {}) });
    return false;
  };
  if (Object.keys(fields).length > 0) return fail();
  if (pendingChanges().length === 0) return fail('nothing');
  if (reason.trim().length < 3) return fail('reason');
  const at = effectiveAt ? fromManilaInput(effectiveAt) : null;
  if (effectiveAt && (at === null || at <= now)) return fail('effectiveAt');
  const p = current();
  const doc = p.keys ? { ...d.doc, ...$draft.get() } : { ...$draft.get() };
  configSubmit.reset();
  const saved = await configSubmit.submit({
    key: p.doc,
    doc,
    reason: reason.trim(),
    ...(at ? { effectiveAt: at } : {}),
  });
  if (!saved?.ok) return false;
  // a change in force now is the new document; one for later leaves the form on what is in force
  const reopened = await opsCall('configGet', { key: p.doc });
  if (reopened.ok && $programme.get() === p.id) {
    const fresh = (reopened.data.doc ?? {}) as Record<string, unknown>;
    $configDoc.set({ ...d, version: reopened.data.version, pending: reopened.data.pending, doc: fresh });
    $draft.set(sectionOf(p, fresh));
    $formEpoch.set($formEpoch.get() + 1);
  }
  await historyTable.reload();
  return true;
}
