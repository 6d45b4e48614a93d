import { atom } from 'nanostores';
import { createFormSubmit, type FormOutcome } from '../../../lib/form-submit';
import { opsCall } from '../../api/ops-call';
import type { OpsAnswer } from '../../api/ops-calls';
import { type OpsRefusal, refusalOf } from '../../stores/refusal';
import { $player, loadPlayer } from './player-360-store';

// The desk's own actions on a player's page: notes (kept forever, never edited) and operator blocks on deposit,
// withdrawal or play (a licensee-initiated exclusion, with a reason). Both refresh what the page shows after.

export type NoteRow = OpsAnswer<'playerNoteAdd'>;
export type BlockKind = OpsAnswer<'playerBlockSet'>['blocks'][number]['kind'];
export const BLOCK_KINDS: readonly BlockKind[] = ['deposit', 'withdraw', 'play'];
const NOTES_PAGE = 10;

export const $notes = atom<
  | { status: 'loading'; userId: number }
  | { status: 'ready'; userId: number; list: NoteRow[]; total: number }
  | { status: 'error' | 'forbidden'; userId: number; msg: string }
>({ status: 'loading', userId: 0 });

let notesSeq = 0;
/** The newest notes of the player (the notes tab of player360, its first page). */
export async function loadNotes(userId: number): Promise<void> {
  const mine = ++notesSeq;
  // a refresh of the same player keeps the list on screen until the answer replaces it
  const cur = $notes.get();
  if (cur.status !== 'ready' || cur.userId !== userId) $notes.set({ status: 'loading', userId });
  const res = await opsCall('player360', { userId, tab: 'notes', pageNum: 1, pageSize: NOTES_PAGE });
  if (mine !== notesSeq) return;
  if (res.ok && res.data.tab.tab === 'notes')
    $notes.set({ status: 'ready', userId, list: res.data.tab.page.list, total: res.data.tab.page.total });
  else if (res.ok) $notes.set({ status: 'error', userId, msg: '' });
  else $notes.set({ status: res.forbidden ? 'forbidden' : 'error', userId, msg: res.msg });
}

/** A note refused before sending ('empty') or by the platform. */
export type NoteFailure = 'empty' | OpsRefusal;
const noteSubmit = createFormSubmit(
  async (userId: number, text: string): Promise<FormOutcome<NoteRow, NoteFailure>> => {
    const res = await opsCall('playerNoteAdd', { userId, text: text.trim() });
    return res.ok ? { ok: true, result: res.data } : { ok: false, error: refusalOf(res) };
  },
);
export const $noteAdd = noteSubmit.$state;
/** Another player's page, or a fresh start: no refusal shown. */
export const resetNoteAdd = noteSubmit.reset;
/** Typing again takes away "write something first". */
export function noteEdited(): void {
  if ($noteAdd.get().error === 'empty') noteSubmit.fail(null);
}

export async function addNote(userId: number, text: string): Promise<boolean> {
  if ($noteAdd.get().busy) return false;
  if (!text.trim()) {
    noteSubmit.fail('empty');
    return false;
  }
  const out = await noteSubmit.submit(userId, text);
  if (!out?.ok) return false;
  // the new note on top at once; the list is asked again so the total and order are the server's
  const cur = $notes.get();
  if (cur.status === 'ready' && cur.userId === userId)
    $notes.set({ ...cur, list: [out.result, ...cur.list].slice(0, NOTES_PAGE), total: cur.total + 1 });
  await loadNotes(userId);
  return true;
}

/** A block change the platform refused, with the kind it was about. */
export type BlockFailure = OpsRefusal & { kind: BlockKind };
const blockSubmit = createFormSubmit(
  async (
    userId: number,
    kind: BlockKind,
    on: boolean,
    reason: string,
  ): Promise<FormOutcome<true, BlockFailure>> => {
    const res = await opsCall('playerBlockSet', { userId, kind, on, reason: reason.trim() });
    return res.ok ? { ok: true, result: true } : { ok: false, error: { kind, ...refusalOf(res) } };
  },
);
export const $blockSet = blockSubmit.$state;
export const resetBlockSet = blockSubmit.reset;

/** Puts a block on or lifts it; the reason is required both ways (it is the audit row's and the player's record). */
export async function setBlock(
  userId: number,
  kind: BlockKind,
  on: boolean,
  reason: string,
): Promise<boolean> {
  const out = await blockSubmit.submit(userId, kind, on, reason);
  if (!out?.ok) return false;
  // the header's "blocks on" and the open tab (limits & blocks, audit) show the change
  const p = $player.get();
  await loadPlayer(userId, 'tab' in p ? p.tab : 'profile', 'pageNum' in p ? p.pageNum : 1);
  return true;
}
