import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contractData, postCall } from '../test-support';
import { startTestPlatform, type TestPlatform } from '../testing';
import { opsSocketPath, sendOps, startOpsChannel } from './channel';
import { runOps } from './commands';

describe('ops commands', () => {
  let p: TestPlatform;
  const dir = mkdtempSync(join(tmpdir(), 'ops-'));
  beforeAll(async () => {
    p = await startTestPlatform({ catalogueCacheMs: 60_000 });
  });
  afterAll(async () => {
    await p?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('turns maintenance on with a message and off again, seen at once by preLogin', async () => {
    const ctx = { db: p.db, invalidate: () => p.app.platform.catalogue.invalidate() };
    // the clock is the test's (DESIGN §12): maintenance is switched on at SWITCHED
    const SWITCHED = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(SWITCHED);
    const on = await runOps(ctx, ['maintenance', 'on', '--title', 'Server upgrade', '--minutes', '30']);
    expect(on).toMatch(/^Maintenance ON: "Server upgrade" until /);
    const during = contractData('preLogin', await postCall(p.app, 'preLogin')) as {
      maintenance: { status: number; title: string; endTime: number };
    };
    expect(during.maintenance).toMatchObject({ status: 1, title: 'Server upgrade' });
    expect(during.maintenance.endTime).toBe(SWITCHED + 30 * 60_000);

    expect(await runOps(ctx, ['maintenance', 'off'])).toBe('Maintenance OFF');
    expect(contractData('preLogin', await postCall(p.app, 'preLogin'))).toMatchObject({
      maintenance: { status: 0, endTime: 0 },
    });
  });

  it('refuses unknown commands and bad arguments with the usage', async () => {
    const ctx = { db: p.db, invalidate: () => {} };
    await expect(runOps(ctx, ['launch'])).rejects.toThrow(
      /unknown command "launch"[\s\S]*maintenance on\|off/,
    );
    await expect(runOps(ctx, ['maintenance', 'maybe'])).rejects.toThrow(/maintenance on/);
  });

  it('reaches a running platform through its ops socket (how the CLI works on PGlite)', async () => {
    const pgliteDir = join(dir, 'pglite');
    const channel = await startOpsChannel(p.app, pgliteDir);
    try {
      const reply = await sendOps(opsSocketPath(pgliteDir), ['maintenance', 'on']);
      expect(reply).toEqual({ ok: true, output: expect.stringMatching(/^Maintenance ON/) });
      expect(contractData('preLogin', await postCall(p.app, 'preLogin'))).toMatchObject({
        maintenance: { status: 1 },
      });
      expect(await sendOps(opsSocketPath(pgliteDir), ['nope'])).toMatchObject({ ok: false });
      await expect(startOpsChannel(p.app, pgliteDir)).rejects.toThrow(/already running/);
    } finally {
      await sendOps(opsSocketPath(pgliteDir), ['maintenance', 'off']);
      await channel.close();
    }
    expect(await sendOps(opsSocketPath(pgliteDir), ['status'])).toBeNull();
  });
});
