import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { ledger } from '../db/schema';
import { dbKinds } from '../test-support';
import { startTestPlatform, type TestPlatform } from '../testing';
import {
  applyFreshRound,
  applyLedger,
  InsufficientFundsError,
  type RoundEntries,
  settleRound,
  walletState,
} from './ledger';
import { reconcile } from './reconcile';

// applyFreshRound: a spin's stake, win and the caller's round row in one statement must keep every ledger rule.
describe.each(dbKinds)('applyFreshRound on $kind', ({ databaseServerUrl }) => {
  let p: TestPlatform;
  beforeAll(async () => {
    p = await startTestPlatform({ databaseServerUrl });
    await p.db.execute(
      sql`create table if not exists fresh_round_side (ref text primary key, before bigint, after_bet bigint, after bigint)`,
    );
    await p.db.execute(
      sql`create table if not exists fresh_round_claim (ref text primary key, n int not null)`,
    );
  });
  afterAll(async () => {
    expect((await reconcile(p.db)).offenders).toEqual([]);
    await p?.close();
  });

  const player = async (coin: number) => {
    const { userId } = await p.createUserSession();
    if (coin > 0) await p.credit(userId, coin);
    return userId;
  };
  /** ₱10.00 of bonus with ₱100.00 of turnover to go: an active grant. */
  const grantBonus = (userId: number, ref: string) =>
    applyLedger(p.db, {
      userId,
      delta: 1_000,
      kind: 'bonus',
      refType: 'fresh_round_test',
      refId: `${ref}-${userId}`,
      reason: 'Gift',
      bonus: { turnoverRequired: 10_000 },
    });
  const round = (userId: number, refId: string, bet: number, win: number): RoundEntries => ({
    userId,
    bet,
    win,
    winKind: 'win',
    refType: 'fresh_round_test',
    refId,
    betReason: 'Bet',
    winReason: 'Win',
    game: { id: 1001, type: 1 },
  });
  const rowsOf = (refId: string) =>
    p.db.select().from(ledger).where(eq(ledger.refId, refId)).orderBy(ledger.id);
  const side = async (ref: string) =>
    (
      await queryRows<{ before: string; after_bet: string; after: string }>(
        p.db,
        sql`select before::text, after_bet::text, after::text from fresh_round_side where ref = ${ref}`,
      )
    )[0];

  it('pays stake and win in one statement: two rows with their own balance_after, the bet counter, the side row', async () => {
    const u = await player(10_000);
    const ref = `w${u}`;
    const money = await p.db.transaction((tx) =>
      applyFreshRound(
        tx,
        round(u, ref, 2_500, 4_000),
        (b) =>
          sql`insert into fresh_round_side select ${ref}::text, ${b.before}, ${b.afterBet}, ${b.after} from w returning ref as id`,
      ),
    );
    expect(money).toEqual({ balanceAfterBet: 7_500, balanceAfter: 11_500, alongsideId: ref });
    expect((await rowsOf(ref)).map((r) => [r.kind, r.delta, r.balanceAfter])).toEqual([
      ['bet', -2_500, 7_500],
      ['win', 4_000, 11_500],
    ]);
    expect(await walletState(p.db, u)).toMatchObject({ balance: 11_500, bet: 2_500 });
    expect(await side(ref)).toEqual({ before: '10000', after_bet: '7500', after: '11500' });
  });

  it('writes only the bet row for a losing round', async () => {
    const u = await player(10_000);
    const money = await p.db.transaction((tx) => applyFreshRound(tx, round(u, `l${u}`, 1_000, 0)));
    expect(money).toMatchObject({ balanceAfterBet: 9_000, balanceAfter: 9_000, alongsideId: null });
    expect((await rowsOf(`l${u}`)).map((r) => r.kind)).toEqual(['bet']);
  });

  it('refuses a stake beyond the balance even when the win would cover it; nothing is written, not the side row', async () => {
    const u = await player(1_000);
    const ref = `s${u}`;
    const attempt = p.db.transaction((tx) =>
      applyFreshRound(
        tx,
        round(u, ref, 5_000, 50_000),
        (b) =>
          sql`insert into fresh_round_side select ${ref}::text, ${b.before}, ${b.afterBet}, ${b.after} from w returning ref as id`,
      ),
    );
    await expect(attempt).rejects.toBeInstanceOf(InsufficientFundsError);
    await expect(attempt).rejects.toMatchObject({ balance: 1_000 });
    expect((await walletState(p.db, u)).balance).toBe(1_000);
    expect(await rowsOf(ref)).toHaveLength(0);
    expect(await side(ref)).toBeUndefined();
  });

  it('throws on a ref already applied (a caller bug) and the rollback undoes both moves', async () => {
    const u = await player(10_000);
    await p.db.transaction((tx) => applyFreshRound(tx, round(u, `d${u}`, 1_000, 500)));
    const again = p.db.transaction((tx) => applyFreshRound(tx, round(u, `d${u}`, 1_000, 500)));
    await expect(again).rejects.toThrow(/already applied/);
    expect((await walletState(p.db, u)).balance).toBe(9_500);
    expect(await rowsOf(`d${u}`)).toHaveLength(2);
  });

  it('counts the stake toward an active bonus grant, and not at all with turnover weight 0', async () => {
    const u = await player(50_000);
    await grantBonus(u, 'grant');
    await p.db.transaction((tx) => applyFreshRound(tx, round(u, `t${u}`, 4_000, 100)));
    expect(await walletState(p.db, u)).toMatchObject({ turnoverRemaining: 6_000 });
    await p.db.transaction((tx) =>
      applyFreshRound(tx, { ...round(u, `o${u}`, 4_000, 0), turnoverWeightBp: 0 }),
    );
    expect(await walletState(p.db, u)).toMatchObject({ turnoverRemaining: 6_000 });
  });

  // settleRound: the same money with its caller's claim, sent alone: all of it or nothing, never a part.
  describe('settleRound', () => {
    const claimRow = async (ref: string) => {
      await p.db.execute(sql`insert into fresh_round_claim values (${ref}, 0)`);
      return async () =>
        Number(
          (await queryRows<{ n: number }>(p.db, sql`select n from fresh_round_claim where ref = ${ref}`))[0]!
            .n,
        );
    };
    /** The caller's claim, with the ledger's `covered` in its WHERE, or without it (`ignoring`). */
    const claim =
      (ref: string, ignoring = false) =>
      (covered: ReturnType<typeof sql>) =>
        sql`update fresh_round_claim set n = n + 1 where ref = ${ref}::text ${ignoring ? sql`` : sql`and ${covered}`} returning ref`;
    const alongside = (ref: string) => (b: Parameters<Parameters<typeof settleRound>[3]>[0]) =>
      sql`insert into fresh_round_side select ${ref}::text, ${b.before}, ${b.afterBet}, ${b.after} from w returning ref as id`;

    it('writes the claim, both ledger rows, the wallet and the side row together', async () => {
      const u = await player(10_000);
      const ref = `c${u}`;
      const claimed = await claimRow(ref);
      const money = await settleRound(p.db, round(u, ref, 2_500, 4_000), claim(ref), alongside(ref));
      expect(money).toEqual({ balanceAfterBet: 7_500, balanceAfter: 11_500, alongsideId: ref });
      expect(await claimed()).toBe(1);
      expect((await rowsOf(ref)).map((r) => [r.kind, r.delta, r.balanceAfter])).toEqual([
        ['bet', -2_500, 7_500],
        ['win', 4_000, 11_500],
      ]);
      expect(await side(ref)).toEqual({ before: '10000', after_bet: '7500', after: '11500' });
    });

    it('answers null and writes nothing when the claim does not match or the stake is not covered', async () => {
      const u = await player(1_000);
      const ref = `n${u}`;
      const claimed = await claimRow(ref);
      expect(await settleRound(p.db, round(u, ref, 5_000, 0), claim(ref), alongside(ref))).toBeNull();
      expect(
        await settleRound(p.db, round(u, ref, 500, 0), claim('no-such-claim'), alongside(ref)),
      ).toBeNull();
      expect(await claimed()).toBe(0);
      expect((await walletState(p.db, u)).balance).toBe(1_000);
      expect(await rowsOf(ref)).toHaveLength(0);
      expect(await side(ref)).toBeUndefined();
    });

    it('fails as a whole when the claim wrote but the wallet did not move: the claim is undone too', async () => {
      const u = await player(1_000);
      const ref = `f${u}`;
      const claimed = await claimRow(ref);
      await expect(
        settleRound(p.db, round(u, ref, 5_000, 0), claim(ref, true), alongside(ref)),
      ).rejects.toThrow();
      expect(await claimed()).toBe(0);
      expect((await walletState(p.db, u)).balance).toBe(1_000);
      expect(await rowsOf(ref)).toHaveLength(0);
    });

    it('fails as a whole on a ledger ref already there: no wallet move, no claim, no side row', async () => {
      const u = await player(10_000);
      const ref = `r${u}`;
      await p.db.transaction((tx) => applyFreshRound(tx, round(u, ref, 1_000, 0)));
      const claimed = await claimRow(ref);
      await expect(settleRound(p.db, round(u, ref, 1_000, 0), claim(ref), alongside(ref))).rejects.toThrow();
      expect(await claimed()).toBe(0);
      expect((await walletState(p.db, u)).balance).toBe(9_000);
      expect(await side(ref)).toBeUndefined();
    });

    it('leaves a player with an active bonus grant to applyFreshRound (it counts the turnover)', async () => {
      const u = await player(50_000);
      await grantBonus(u, 'sgrant');
      const ref = `g${u}`;
      const claimed = await claimRow(ref);
      expect(await settleRound(p.db, round(u, ref, 1_000, 0), claim(ref), alongside(ref))).toBeNull();
      expect(await claimed()).toBe(0);
      expect(await walletState(p.db, u)).toMatchObject({ balance: 51_000, turnoverRemaining: 10_000 });
    });
  });
});
