import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { KycRow } from '../../api/ops-calls';
import { fakeOps, resetOps, signInAs } from '../../test/fake-ops';
import { $kycResult, decideKyc, kycQueue, kycTable } from './kyc-store';

const sub = (id: number, flags: string[] = []): KycRow => ({
  id,
  userId: 200 + id,
  name: 'Ana Reyes',
  idType: 'PhilSys',
  submittedAt: `2026-11-2${id}T08:00:00Z`,
  documents: [{ kind: 'front', url: 'data:image/png;base64,AA==' }],
  flags,
});

describe('KYC queue', () => {
  let pending: KycRow[];
  beforeEach(() => {
    signInAs(3, ['kyc']);
    pending = [sub(1, ['duplicateId']), sub(2)];
  });
  afterEach(() => {
    resetOps();
    kycQueue.open(null);
  });

  it('opens the oldest submission first, then the next, and approves the open one', async () => {
    const sent = fakeOps({
      kycQueue: () => ({ data: { list: pending, total: pending.length } }),
      kycDecide: (body) => {
        pending = pending.filter((r) => r.id !== body.id);
        return { data: { state: 'verified' } };
      },
    });
    await kycTable.reload();
    expect(sent[0]?.body).toMatchObject({ sort: 'submittedAt', order: 'asc' });
    expect(kycQueue.openNext()?.id).toBe(1);
    expect(await decideKyc('approve')).toBe(true);
    expect(sent.find((s) => s.name === 'kycDecide')?.body).toEqual({ id: 1, decision: 'approve' });
    expect($kycResult.get()).toMatchObject({ ok: true, decision: 'approve' });
    // the decided one left the queue; n opens what is left
    expect(kycQueue.$openId.get()).toBeNull();
    expect(kycTable.$state.get().rows.map((r) => r.id)).toEqual([2]);
    expect(kycQueue.openNext()?.id).toBe(2);
  });

  it('never rejects or asks for documents without a reason', async () => {
    const sent = fakeOps({
      kycQueue: () => ({ data: { list: pending, total: 2 } }),
      kycDecide: () => ({ data: {} }),
    });
    await kycTable.reload();
    kycQueue.openNext();
    expect(await decideKyc('reject', '  ')).toBe(false);
    expect(sent.some((s) => s.name === 'kycDecide')).toBe(false);
    expect(await decideKyc('moreDocs', 'Back of the ID is missing')).toBe(true);
    expect(sent.find((s) => s.name === 'kycDecide')?.body).toEqual({
      id: 1,
      decision: 'moreDocs',
      reason: 'Back of the ID is missing',
    });
  });

  it('keeps the submission open when the platform refuses the decision', async () => {
    fakeOps({
      kycQueue: () => ({ data: { list: pending, total: 2 } }),
      kycDecide: () => ({ status: 200, errcode: 4301, msg: 'Already decided by another operator' }),
    });
    await kycTable.reload();
    kycQueue.openNext();
    expect(await decideKyc('approve')).toBe(false);
    expect($kycResult.get()).toMatchObject({ ok: false, msg: 'Already decided by another operator' });
    expect(kycQueue.$openId.get()).toBe(1);
  });
});
