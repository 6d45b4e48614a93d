import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeOps, resetOps, signInAs } from '../../test/fake-ops';
import {
  $complianceNote,
  $import,
  decideHit,
  exclusionTable,
  importList,
  resetImport,
  type ScreeningRow,
  screeningTable,
} from './compliance-store';

const hit = (id: number): ScreeningRow => ({
  id,
  userId: 40 + id,
  account: `player${id}`,
  trigger: 'kyc',
  matchedOn: 'idNumber',
  player: { name: 'Juan Dela Cruz', birthday: '1990-05-17', idNumber: '1234567890123456' },
  entry: {
    id: 7,
    name: 'DELA CRUZ, JUAN',
    birthday: '1990-05-17',
    idNumber: '1234567890123456',
    kind: 'family',
    source: 'NDRP 2026-11',
    importedAt: Date.UTC(2026, 10, 1),
  },
  status: 'open',
  createdAt: Date.UTC(2026, 10, 2),
  decidedBy: '',
  decidedAt: null,
  reason: '',
});

describe('compliance desk', () => {
  beforeEach(() => signInAs(5, ['compliance']));
  afterEach(() => {
    resetOps();
    resetImport();
    $complianceNote.set(null);
  });

  it('imports the chosen file under its source and keeps the counts and invalid rows on screen', async () => {
    const sent = fakeOps({
      exclusionImport: () => ({
        data: {
          added: 2,
          updated: 0,
          unchanged: 1,
          invalid: 1,
          invalidRows: [{ line: 4, reason: 'birthday: YYYY-MM-DD or MM/DD/YYYY' }],
          hits: 1,
        },
      }),
      exclusionList: () => ({ data: { list: [], total: 0, pageNum: 1, pageSize: 25, pages: 0 } }),
    });
    const csv = 'name,birthday,id_number,kind\nJuan Dela Cruz,1990-05-17,,family\n';
    await importList({ name: 'ndrp.csv', text: async () => csv }, '  ');
    expect(sent[0]).toMatchObject({ name: 'exclusionImport', body: { csv, source: 'ndrp.csv' } });
    expect($import.get()).toMatchObject({
      busy: false,
      error: null,
      result: { added: 2, hits: 1, invalid: 1 },
    });
    expect(sent.map((s) => s.name)).toContain('exclusionList');
    expect(exclusionTable.$state.get().status).not.toBe('error');
  });

  it('shows the server’s words when an import is refused', async () => {
    fakeOps({ exclusionImport: () => ({ errcode: 8401, msg: 'This file is not an exclusion list.' }) });
    await importList({ name: 'x.csv', text: async () => 'a,b\n' }, 'x');
    expect($import.get()).toEqual({
      busy: false,
      error: 'This file is not an exclusion list.',
      result: null,
    });
  });

  it('decides a hit with the reason and reloads the queue without it; a refusal keeps it and says why', async () => {
    let open = [hit(1), hit(2)];
    const sent = fakeOps({
      screeningQueue: () => ({
        data: { list: open, total: open.length, pageNum: 1, pageSize: 25, pages: 1 },
      }),
      screeningDecide: (body) => {
        if (body.hitId === 2) return { errcode: 8403, msg: 'This screening hit was already decided.' };
        open = open.filter((h) => h.id !== body.hitId);
        return { data: { status: 'falsePositive', userId: 41 } };
      },
    });
    await screeningTable.reload();
    expect(await decideHit(1, 'falsePositive', 'Different person.', 'cleared')).toBe(true);
    expect(sent.find((s) => s.name === 'screeningDecide')!.body).toEqual({
      hitId: 1,
      decision: 'falsePositive',
      reason: 'Different person.',
    });
    expect(screeningTable.$state.get().rows.map((r) => r.id)).toEqual([2]);
    expect($complianceNote.get()).toEqual({ ok: true, text: 'cleared' });
    expect(await decideHit(2, 'confirm', 'Same person.', 'confirmed')).toBe(false);
    expect($complianceNote.get()).toEqual({ ok: false, text: 'This screening hit was already decided.' });
    expect(screeningTable.$state.get().rows.map((r) => r.id)).toEqual([2]);
  });
});
