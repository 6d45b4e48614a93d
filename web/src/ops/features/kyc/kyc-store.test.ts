import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { KycRow } from '../../api/ops-calls';
import { fakeOps, resetOps, signInAs } from '../../test/fake-ops';
import { $kycDocs, $kycResult, decideKyc, docKey, kycQueue, kycTable, loadKycDocuments } from './kyc-store';

const sub = (id: number, flags: KycRow['flags'] = []): KycRow => ({
  id,
  userId: 200 + id,
  name: 'Ana Reyes',
  profileName: 'Ana Reyes',
  birthday: '1995-02-03',
  profileBirthday: '1995-02-03',
  idType: 'philsys',
  idNumber: '1234567890123456',
  status: 'pending',
  submittedAt: Date.UTC(2026, 10, 20 + id, 8),
  documents: ['idFront', 'selfie'],
  flags,
  flagDetails: flags.map((f) => `${f} detail`),
  level: 1,
  address: null,
  sourceOfFunds: null,
  sourceDetail: null,
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
    expect(sent[0]?.body).toEqual({ pageNum: 1, pageSize: 25 });
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

  it('approves a flagged submission with the override reason, and shows documents only as fetched bytes', async () => {
    const sent = fakeOps({
      kycQueue: () => ({ data: { list: pending, total: 2 } }),
      kycDecide: () => ({ data: { state: 'approved', userId: 201 } }),
      kycDocument: (body) =>
        body.which === 'selfie'
          ? { status: 200, errcode: 8301, msg: 'No such KYC submission.' }
          : { data: { contentType: 'image/jpeg', dataBase64: 'AAAA', width: 1, height: 1 } },
    });
    await kycTable.reload();
    const row = kycQueue.openNext();
    expect(row?.flags).toEqual(['duplicateId']);
    await loadKycDocuments(row!);
    expect($kycDocs.get()[docKey(1, 'idFront')]).toBe('data:image/jpeg;base64,AAAA');
    expect($kycDocs.get()[docKey(1, 'selfie')]).toBe('failed');
    expect(await decideKyc('approve', 'Same person, renewed ID')).toBe(true);
    expect(sent.find((s) => s.name === 'kycDecide')?.body).toEqual({
      id: 1,
      decision: 'approve',
      override: 'Same person, renewed ID',
    });
  });

  it('keeps the submission open when the platform refuses the decision', async () => {
    fakeOps({
      kycQueue: () => ({ data: { list: pending, total: 2 } }),
      kycDecide: () => ({ status: 200, errcode: 8302, msg: 'Already decided by another operator' }),
    });
    await kycTable.reload();
    kycQueue.openNext();
    expect(await decideKyc('approve')).toBe(false);
    expect($kycResult.get()).toMatchObject({ ok: false, msg: 'Already decided by another operator' });
    expect(kycQueue.$openId.get()).toBe(1);
  });
});
