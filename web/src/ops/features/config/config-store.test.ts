import { afterEach, describe, expect, it } from 'vitest';
import { fakeOps, resetOps } from '../../test/fake-ops';
import { $configDoc, $configSave, openConfig, saveConfig } from './config-store';

const NOW = Date.UTC(2026, 10, 28, 0, 0);

describe('bonus configuration', () => {
  afterEach(resetOps);

  it('opens a document as formatted JSON with its version and what is waiting', async () => {
    const sent = fakeOps({
      configGet: () => ({ data: { key: 'vip', doc: { levels: [1] }, version: 4, pending: null } }),
      configHistory: () => ({ data: { list: [], total: 0 } }),
    });
    await openConfig('vip');
    expect(sent.find((s) => s.name === 'configGet')?.body).toEqual({ key: 'vip' });
    expect($configDoc.get()).toEqual({
      status: 'ready',
      key: 'vip',
      version: 4,
      pending: null,
      text: '{\n  "levels": [\n    1\n  ]\n}',
    });
  });

  it('never sends text that is not JSON, a change without a reason, or a past effective time', async () => {
    const sent = fakeOps({ configSet: () => ({ data: {} }) });
    await saveConfig('{ "a": 1, }', 'fix', '', NOW);
    expect($configSave.get()).toEqual({ status: 'invalid', error: 'json' });
    await saveConfig('{"a":1}', ' ', '', NOW);
    expect($configSave.get()).toEqual({ status: 'invalid', error: 'reason' });
    await saveConfig('{"a":1}', 'raise the rebate', '2026-11-28T07:00', NOW);
    expect($configSave.get()).toEqual({ status: 'invalid', error: 'effectiveAt' });
    expect(sent).toHaveLength(0);
  });

  it("saves a version for later and shows the platform's schema refusal in its words", async () => {
    const sent = fakeOps({
      configGet: () => ({ data: { key: 'settings', doc: {}, version: 1, pending: null } }),
      configHistory: () => ({ data: { list: [], total: 0 } }),
      configSet: (b) =>
        (b.doc as { bad?: boolean }).bad
          ? { errcode: 8120, msg: 'settings.rebate.rateBp: must be at most 10000' }
          : { data: { version: 2, status: 'pending', effectiveAt: b.effectiveAt } },
    });
    await openConfig('settings');
    expect(await saveConfig('{"rebate":1}', 'weekend promo', '2026-11-29T00:00', NOW)).toBe(true);
    expect(sent.find((s) => s.name === 'configSet')?.body).toEqual({
      key: 'settings',
      doc: { rebate: 1 },
      reason: 'weekend promo',
      effectiveAt: Date.UTC(2026, 10, 28, 16, 0),
    });
    expect($configSave.get()).toMatchObject({ status: 'saved', row: { version: 2, status: 'pending' } });
    expect(await saveConfig('{"bad":true}', 'oops', '', NOW)).toBe(false);
    expect($configSave.get()).toEqual({
      status: 'failed',
      msg: 'settings.rebate.rateBp: must be at most 10000',
      forbidden: false,
    });
  });
});
