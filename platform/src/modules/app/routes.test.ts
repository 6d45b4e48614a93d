import { ERR } from '@casino/contracts';
import type { AppConfig } from '@casino/contracts/entities/app-config';
import { GAME_ENGINES } from '@casino/contracts/enums';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sha256 } from '../../core/hash';
import { customerServiceQueue, sessions } from '../../db/schema';
import { contractData, dbKinds, postCall } from '../../test-support';
import { startTestPlatform, type TestPlatform } from '../../testing';

describe.each(dbKinds)('app calls on $kind', ({ databaseServerUrl }) => {
  let p: TestPlatform;
  beforeAll(async () => {
    p = await startTestPlatform({ databaseServerUrl });
  });
  afterAll(async () => {
    await p?.close();
  });

  describe('anonymous/appConfig', () => {
    it('answers the seeded Philippine catalogue within the contract', async () => {
      const config = contractData(
        'anonymous/appConfig',
        await postCall(p.app, 'anonymous/appConfig', {}),
      ) as AppConfig;
      // The rails of 2026 are open; e-wallets are listed but switched off (the 2025 de-linking).
      const open = (m: Record<string, { name: string; status: number }>) =>
        Object.values(m)
          .filter((c) => c.status === 1)
          .map((c) => c.name);
      expect(open(config.appRechargeTypeMap).sort()).toEqual([
        'InstaPay bank transfer',
        'Online banking',
        'Over-the-counter cash-in',
        'QR Ph',
      ]);
      expect(Object.values(config.appRechargeTypeMap).map((c) => c.kind)).toEqual(
        expect.arrayContaining(['qrph', 'instapay', 'bank', 'otc', 'ewallet']),
      );
      const ewallets = Object.values(config.appRechargeTypeMap).filter((c) => c.kind === 'ewallet');
      expect(ewallets.map((c) => [c.name, c.status])).toEqual([
        ['GCash', 0],
        ['Maya', 0],
        ['GrabPay', 0],
      ]);
      expect(open(config.appRechargeBankMap)).toEqual(
        expect.arrayContaining(['BDO Unibank', 'BPI', 'Metrobank', 'UnionBank', 'Landbank']),
      );
      expect(open(config.appRechargeBankMap)).not.toContain('GCash');
      expect(Object.values(config.appRechargeBankMap).map((b) => b.name)).toContain('Maya');
      expect(Object.keys(config.appVipMap)).toHaveLength(11);
      expect(new Set(config.appGameList.map((g) => g.engine))).toEqual(
        new Set([...GAME_ENGINES, 'external']),
      );
      expect(config.faqList.length).toBeGreaterThanOrEqual(10);
      expect(config.appCustomerServiceQueue[0]).toMatchObject({ itemType: 1 });
      // Prices are minor units: the ₱100 chip is 10000.
      expect(Object.values(config.appRechargeItemMap).map((i) => i.price)).toContain(10000);
    });

    it('keeps v while nothing changes and answers a new v after a change', async () => {
      const a = contractData(
        'anonymous/appConfig',
        await postCall(p.app, 'anonymous/appConfig', {}),
      ) as AppConfig;
      // The client's version is current: a few bytes saying so, not the whole config again.
      const same = await postCall(p.app, 'anonymous/appConfig', { v: a.v });
      expect(contractData('anonymous/appConfig', same)).toEqual({ v: a.v, unchanged: true });
      expect(JSON.stringify(same.body).length).toBeLessThan(300);
      expect(JSON.stringify(a).length).toBeGreaterThan(10_000);
      // an unknown or old version gets the whole config
      const old = contractData(
        'anonymous/appConfig',
        await postCall(p.app, 'anonymous/appConfig', { v: 'old' }),
      ) as AppConfig;
      expect(old).toEqual(a);
      await p.setMaintenance(1);
      try {
        const c = contractData(
          'anonymous/appConfig',
          await postCall(p.app, 'anonymous/appConfig', { v: a.v }),
        ) as AppConfig;
        expect(c.v).not.toBe(a.v);
        expect(c.maintenance.status).toBe(1);
      } finally {
        await p.setMaintenance(0);
      }
      const d = contractData(
        'anonymous/appConfig',
        await postCall(p.app, 'anonymous/appConfig', {}),
      ) as AppConfig;
      expect(d.v).toBe(a.v);
    });
  });

  describe('themes', () => {
    it('answers the active theme with its tokens as a JSON string', async () => {
      const theme = contractData('anonymous/appTheme', await postCall(p.app, 'anonymous/appTheme', {})) as {
        themeName: string;
        themeJsonData: string;
      };
      expect(JSON.parse(theme.themeJsonData)).toMatchObject({ primary: '#f5c542' });
    });

    it('previews a theme by id and says clearly when the id is unknown', async () => {
      const fiesta = contractData(
        'anonymous/appThemePreview',
        await postCall(p.app, 'anonymous/appThemePreview', { themeViewId: 'fiesta' }),
      ) as { themeName: string };
      expect(fiesta.themeName).toBe('Fiesta');

      const missing = await postCall(p.app, 'anonymous/appThemePreview', { themeViewId: 'neon' });
      expect([missing.status, missing.errcode]).toEqual([404, ERR.NOT_FOUND]);
      expect(missing.msg).toBe('Theme "neon" does not exist');
    });
  });

  describe('preLogin', () => {
    it('answers the legacy {code: 200} shape with maintenance, the CS queue and login settings', async () => {
      const r = await postCall(p.app, 'preLogin', { os: 'android', deviceModel: 'Redmi Note 12' });
      expect(r.body.code).toBe(200);
      expect(r.body).not.toHaveProperty('data');
      const data = contractData('preLogin', r) as Record<string, unknown>;
      expect(data).toMatchObject({ loggedIn: false, maintenance: { status: 0 }, defaultLoginType: 1 });
      expect((data.appCustomerServiceQueue as unknown[]).length).toBeGreaterThan(0);
    });

    it('says loggedIn for a valid token; a revoked, expired or unknown token answers 401 (spec §8 logs out)', async () => {
      const token = await p.createSession();
      const ok = contractData('preLogin', await postCall(p.app, 'preLogin', {}, { authorization: token }));
      expect(ok).toMatchObject({ loggedIn: true });
      const unknown = await postCall(p.app, 'preLogin', {}, { authorization: 'y'.repeat(43) });
      expect([unknown.status, unknown.errcode]).toEqual([401, ERR.UNAUTHORIZED]);

      expect((await postCall(p.app, 'logout', {}, { authorization: token })).errcode).toBe(0);
      const revoked = await postCall(p.app, 'preLogin', {}, { authorization: token });
      expect([revoked.status, revoked.errcode]).toEqual([401, ERR.UNAUTHORIZED]);

      const other = await p.createSession();
      await p.db
        .update(sessions)
        .set({ expiresAt: new Date(0) })
        .where(eq(sessions.tokenHash, sha256(other)));
      const expired = await postCall(p.app, 'preLogin', {}, { authorization: other });
      expect([expired.status, expired.errcode]).toEqual([401, ERR.UNAUTHORIZED]);
      // a visitor without a token is no one to log out
      expect(contractData('preLogin', await postCall(p.app, 'preLogin', {}))).toMatchObject({
        loggedIn: false,
      });
    });

    it('shows the maintenance toggle with its message', async () => {
      await p.setMaintenance(1, {
        title: 'GCash upgrade',
        content: 'Back by 6 AM',
        endTime: 1_900_000_000_000,
      });
      try {
        const on = contractData('preLogin', await postCall(p.app, 'preLogin', {}));
        expect(on).toMatchObject({
          maintenance: {
            status: 1,
            title: 'GCash upgrade',
            content: 'Back by 6 AM',
            endTime: 1_900_000_000_000,
          },
        });
      } finally {
        await p.setMaintenance(0);
      }
      expect(contractData('preLogin', await postCall(p.app, 'preLogin', {}))).toMatchObject({
        maintenance: { status: 0 },
      });
    });
  });

  describe('getCustomerServices', () => {
    it('answers the legacy shape with the active queue in sort order', async () => {
      await p.db.update(customerServiceQueue).set({ status: 0 }).where(eq(customerServiceQueue.id, 2));
      try {
        const r = await postCall(p.app, 'getCustomerServices', {});
        expect(r.body.code).toBe(200);
        const { appCustomerServiceQueue } = contractData('getCustomerServices', r) as {
          appCustomerServiceQueue: { id: number; itemType: number; param1: string }[];
        };
        expect(appCustomerServiceQueue.map((q) => q.id)).toEqual([1, 3]);
        expect(appCustomerServiceQueue[0]).toMatchObject({ itemType: 1, param2: '0' });
      } finally {
        await p.db.update(customerServiceQueue).set({ status: 1 }).where(eq(customerServiceQueue.id, 2));
      }
    });
  });

  describe('online', () => {
    it('records last-seen and the current game, and acknowledges', async () => {
      const { token, userId } = await p.createUserSession();
      await p.db
        .update(sessions)
        .set({ lastSeenAt: new Date('2024-01-01T00:00:00Z') })
        .where(eq(sessions.userId, userId));
      // the clock is the test's (DESIGN §12): the ping arrives at PINGED
      const PINGED = Date.now();
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(PINGED);
      const r = await postCall(p.app, 'online', { gameId: 2001 }, { authorization: token });
      vi.useRealTimers();
      expect(contractData('online', r)).toBeNull();
      const [row] = await p.db.select().from(sessions).where(eq(sessions.userId, userId));
      expect(row?.lastSeenAt.getTime()).toBe(PINGED);
      expect(row?.lastGameId).toBe(2001);
    });
  });
});
