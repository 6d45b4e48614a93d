import { afterEach, describe, expect, it } from 'vitest';
import { fakeOps, resetOps, signInAs } from '../../test/fake-ops';
import { $player } from './player-360-store';
import {
  $blockSet,
  $noteAdd,
  $notes,
  addNote,
  loadNotes,
  resetBlockSet,
  resetNoteAdd,
  setBlock,
} from './player-actions-store';

const AT = Date.UTC(2026, 10, 28, 3, 0);
const header = (blocks: string[]) => ({
  id: 42,
  uuid: 'u',
  account: 'juan42',
  nickname: 'Juan',
  mobile: '',
  status: 0,
  kycStatus: 2,
  vip: 0,
  balance: 0,
  safebox: 0,
  totalDeposits: 0,
  totalWithdrawals: 0,
  totalTurnover: 0,
  registeredAt: AT,
  registerIp: '',
  lastSeenAt: null,
  blocks,
});
const notesAnswer = (list: unknown[]) => ({
  data: {
    header: header([]),
    tab: { tab: 'notes', page: { list, pageNum: 1, pageSize: 10, pages: 1, total: list.length } },
  },
});

describe('player 360: notes and operator blocks', () => {
  afterEach(() => {
    resetOps();
    resetNoteAdd();
    resetBlockSet();
  });

  it('lists the newest notes and adds one, which is on top at once', async () => {
    signInAs(3, ['support']);
    const stored = [{ id: 1, author: 'op3', text: 'Asked about the bonus', createdAt: AT }];
    const sent = fakeOps({
      player360: () => notesAnswer(stored),
      playerNoteAdd: (b) => {
        const note = { id: 2, author: 'op3', text: String(b.text), createdAt: AT + 60_000 };
        stored.unshift(note);
        return { data: note };
      },
    });
    await loadNotes(42);
    expect(sent[0]?.body).toEqual({ userId: 42, tab: 'notes', pageNum: 1, pageSize: 10 });
    expect($notes.get()).toMatchObject({ status: 'ready', total: 1 });

    expect(await addNote(42, '   ')).toBe(false);
    expect($noteAdd.get()).toEqual({ busy: false, error: 'empty', result: null });
    expect(sent.filter((s) => s.name === 'playerNoteAdd')).toHaveLength(0);

    expect(await addNote(42, '  Promised a call back  ')).toBe(true);
    expect(sent.find((s) => s.name === 'playerNoteAdd')?.body).toEqual({
      userId: 42,
      text: 'Promised a call back',
    });
    const notes = $notes.get();
    expect(notes.status === 'ready' && notes.list.map((n) => n.text)).toEqual([
      'Promised a call back',
      'Asked about the bonus',
    ]);
  });

  it('blocks with the reason and shows the block in the header; a refusal says why', async () => {
    signInAs(5, ['compliance']);
    let blocks: string[] = [];
    const sent = fakeOps({
      playerBlockSet: (b) => {
        blocks = b.on ? [b.kind as string] : [];
        return { data: { blocks: [] } };
      },
      player360: (b) => ({
        data: {
          header: header(blocks),
          tab: {
            tab: b.tab,
            profile: { realName: '', birthday: '', email: '', gender: '', occupation: '', nationality: '' },
            kyc: [],
          },
        },
      }),
    });
    expect(await setBlock(42, 'withdraw', true, ' Chargeback under review ')).toBe(true);
    expect(sent[0]?.body).toEqual({
      userId: 42,
      kind: 'withdraw',
      on: true,
      reason: 'Chargeback under review',
    });
    const p = $player.get();
    expect(p.status === 'ready' && p.data.header.blocks).toEqual(['withdraw']);

    fakeOps({ playerBlockSet: () => ({ status: 403, errcode: 403, msg: 'no' }) });
    expect(await setBlock(42, 'play', true, 'Self-exclusion request')).toBe(false);
    expect($blockSet.get()).toEqual({
      busy: false,
      error: { kind: 'play', msg: 'no', forbidden: true },
      result: true,
    });
  });
});
