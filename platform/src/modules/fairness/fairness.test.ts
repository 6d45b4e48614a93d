import { hashServerSeed } from '@casino/contracts/fairness';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fairnessSeeds } from '../../db/schema-games';
import { caller, contractData, dbKinds } from '../../test-support';
import { startTestPlatform, type TestPlatform } from '../../testing';

describe.each(dbKinds)('seed changes at the same moment on $kind', ({ databaseServerUrl }) => {
  let p: TestPlatform;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    p = await startTestPlatform({ databaseServerUrl });
    call = caller(p.app);
  });
  afterAll(async () => {
    await p?.close();
  });

  it('ten rotations and client-seed changes with one token each act on the pair the one before left', async () => {
    const { token, userId } = await p.createUserSession();
    // the first pair exists before the race, as it does for a player who looked at the panel
    await call('fairnessSeed', {}, token);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0
          ? call('fairnessRotate', {}, token)
          : call('fairnessSetClientSeed', { clientSeed: `seed-${i}` }, token),
      ),
    );
    expect(answers.map((a) => [a.status, a.errcode])).toEqual(answers.map(() => [200, 0]));
    const pairs = await p.db.select().from(fairnessSeeds).where(eq(fairnessSeeds.userId, userId));
    // every change revealed exactly one pair and opened the next: 10 revealed, 1 active
    expect(pairs.filter((r) => r.status === 'revealed')).toHaveLength(10);
    const active = await p.db
      .select()
      .from(fairnessSeeds)
      .where(and(eq(fairnessSeeds.userId, userId), eq(fairnessSeeds.status, 'active')));
    expect(active).toHaveLength(1);
    const now = contractData('fairnessSeed', await call('fairnessSeed', {}, token)) as {
      serverSeedHash: string;
    };
    expect(now.serverSeedHash).toBe(active[0]!.serverSeedHash);
    for (const r of pairs) expect(hashServerSeed(r.serverSeed)).toBe(r.serverSeedHash);
  });
});
