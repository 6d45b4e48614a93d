import { ERR } from '@casino/contracts/errors';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonusGrants, ledger } from '../../db/schema';
import { gameSessions } from '../../db/schema-games';
import { applyLedger } from '../../ledger/ledger';
import { reconcile } from '../../ledger/reconcile';
import { caller, contractData, dbKinds } from '../../test-support';
import { startTestPlatform, type TestPlatform } from '../../testing';
import { ProviderTestClient } from './provider-client';
import { loadProviders } from './providers';
import { SETTLED_ROLLBACK } from './service';

const BACCARAT = 5001; // Isla Gaming, engine external
let seq = 0;
const tx = (what: string) => `${what}-${Date.now().toString(36)}-${++seq}`;

describe.each(dbKinds)('seamless wallet for outside providers on $kind', ({ databaseServerUrl }) => {
  let p: TestPlatform;
  let call: ReturnType<typeof caller>;
  let isla: ProviderTestClient;
  const ledgerCount = async () =>
    Number((await p.db.select({ n: sql<string>`count(*)::text` }).from(ledger))[0]!.n);
  const coin = async (token: string) =>
    ((await call('refreshData', {}, token)).data as { coin: number }).coin;

  /** A player with coin who opened the provider's game: answers the token the provider got in the URL. */
  async function launched(amount = 50_000) {
    const s = await p.createUserSession();
    if (amount > 0) await p.credit(s.userId, amount);
    const launch = contractData('startGame', await call('startGame', { gameId: BACCARAT }, s.token)) as {
      url: string;
      engine: string;
      sessionId: string;
    };
    expect(launch.engine).toBe('external');
    // Outside production without a launch page of its own: the sandbox table, a path on the app's origin.
    expect(launch.url.startsWith('/sandbox/provider/isla-gaming/launch?')).toBe(true);
    const url = new URL(launch.url, p.url);
    expect(url.searchParams.get('provider')).toBe('isla-gaming');
    expect(url.searchParams.get('game')).toBe(String(BACCARAT));
    return { ...s, providerToken: url.searchParams.get('token')!, sessionId: launch.sessionId };
  }

  beforeAll(async () => {
    p = await startTestPlatform({ databaseServerUrl });
    call = caller(p.app);
    const provider = loadProviders().find((x) => x.id === 'isla-gaming')!;
    isla = new ProviderTestClient(p.url, provider.id, provider.secret);
  });
  afterAll(async () => {
    expect((await reconcile(p.db)).offenders).toEqual([]);
    await p?.close();
  });

  it('balance, bet and win move the player coin once; duplicates answer the original result', async () => {
    const pl = await launched();
    expect((await isla.balance(pl.providerToken)).body).toMatchObject({
      status: 'OK',
      balance: 50_000,
      currency: 'PHP',
    });
    const betId = tx('bet');
    const bet = await isla.bet(pl.providerToken, betId, 10_000);
    expect(bet).toMatchObject({ status: 200, body: { status: 'OK', balance: 40_000, transactionId: betId } });
    const again = await isla.bet(pl.providerToken, betId, 10_000);
    expect(again.body).toEqual(bet.body);
    const winId = tx('win');
    const win = await isla.win(pl.providerToken, winId, betId, 25_000);
    expect(win.body).toMatchObject({ status: 'OK', balance: 65_000 });
    expect((await isla.win(pl.providerToken, winId, betId, 25_000)).body).toEqual(win.body);
    expect(await coin(pl.token)).toBe(65_000);
  });

  it('10 concurrent copies of one bet debit once', async () => {
    const pl = await launched();
    const betId = tx('bet');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => isla.bet(pl.providerToken, betId, 7_000)),
    );
    for (const a of answers) expect(a.body).toMatchObject({ status: 'OK', balance: 43_000 });
    expect(await coin(pl.token)).toBe(43_000);
  });

  it('refuses a bad or missing signature and an unknown provider without touching the ledger', async () => {
    const pl = await launched();
    const before = await ledgerCount();
    const forged = new ProviderTestClient(p.url, 'isla-gaming', 'not-the-secret');
    expect(await forged.bet(pl.providerToken, tx('bet'), 1_000)).toMatchObject({
      status: 401,
      body: { status: 'INVALID_SIGNATURE' },
    });
    expect(
      await isla.send(
        'bet',
        { token: pl.providerToken, transactionId: tx('bet'), amount: 1 },
        { signature: null },
      ),
    ).toMatchObject({ status: 401 });
    // A body changed after signing.
    const signed = JSON.stringify({ token: pl.providerToken, transactionId: tx('bet'), amount: 100 });
    const good = await isla.send('bet', {}, { raw: signed });
    expect(good.body.status).toBe('OK');
    const tampered = signed.replace('"amount":100', '"amount":1');
    const sigOfGood = (await import('./service')).signBody(isla.secret, signed);
    expect((await isla.send('bet', {}, { raw: tampered, signature: sigOfGood })).status).toBe(401);
    expect((await new ProviderTestClient(p.url, 'nobody', 'x').balance('t')).status).toBe(404);
    expect(await ledgerCount()).toBe(before + 1);
  });

  it('insufficient funds answers the balance; a win for an unknown bet is refused', async () => {
    const pl = await launched(5_000);
    const poor = await isla.bet(pl.providerToken, tx('bet'), 9_000);
    expect(poor.body).toMatchObject({ status: 'NOT_ENOUGH_MONEY', balance: 5_000 });
    const before = await ledgerCount();
    const stray = await isla.win(pl.providerToken, tx('win'), 'never-placed', 1_000_000);
    expect(stray.body).toMatchObject({ status: 'TRANSACTION_DOES_NOT_EXIST' });
    expect(await ledgerCount()).toBe(before);
    expect(await coin(pl.token)).toBe(5_000);
  });

  it('rollback refunds a bet once, an unknown bet is acknowledged without money, and a late bet stays void', async () => {
    const pl = await launched();
    const betId = tx('bet');
    await isla.bet(pl.providerToken, betId, 12_000);
    const rb = await isla.rollback(pl.providerToken, tx('rb'), betId);
    expect(rb.body).toMatchObject({ status: 'OK', balance: 50_000 });
    const rb2 = await isla.rollback(pl.providerToken, tx('rb'), betId);
    expect(rb2.body).toMatchObject({ status: 'OK', balance: 50_000 });
    expect((await isla.win(pl.providerToken, tx('win'), betId, 30_000)).body.status).toBe('BET_ROLLED_BACK');
    const before = await ledgerCount();
    const lateId = tx('bet');
    const unknown = await isla.rollback(pl.providerToken, tx('rb'), lateId);
    expect(unknown.body).toMatchObject({ status: 'OK', balance: 50_000 });
    expect((await isla.bet(pl.providerToken, lateId, 1_000)).body.status).toBe('BET_ROLLED_BACK');
    expect(await ledgerCount()).toBe(before);
    expect(await coin(pl.token)).toBe(50_000);
  });

  it('a rolled-back bet takes back the bonus turnover it counted, once', async () => {
    const pl = await launched();
    await applyLedger(p.db, {
      userId: pl.userId,
      delta: 1_000,
      kind: 'bonus',
      refType: 'test_bonus',
      refId: tx('bonus'),
      reason: 'Bonus',
      bonus: { turnoverRequired: 100_000 },
    });
    const wagered = async () =>
      (await p.db.select().from(bonusGrants).where(eq(bonusGrants.userId, pl.userId)))[0]!.turnoverDone;
    const betId = tx('bet');
    await isla.bet(pl.providerToken, betId, 10_000);
    await isla.bet(pl.providerToken, tx('bet'), 5_000);
    expect(await wagered()).toBe(15_000);
    await isla.rollback(pl.providerToken, tx('rb'), betId);
    expect(await wagered()).toBe(5_000);
    // a second rollback of the same bet refunds nothing, and takes back nothing more
    await isla.rollback(pl.providerToken, tx('rb'), betId);
    expect(await wagered()).toBe(5_000);
  });

  it('a rollback racing its bet never leaves the bet debited: each pair ends refunded or void', async () => {
    const pl = await launched();
    const pairs = Array.from({ length: 20 }, () => ({ bet: tx('bet'), rb: tx('rb') }));
    const answers = await Promise.all(
      pairs.map(async ({ bet, rb }) => {
        const [b, r] = await Promise.all([
          isla.bet(pl.providerToken, bet, 1_000),
          isla.rollback(pl.providerToken, rb, bet),
        ]);
        return { bet: b.body.status, rollback: r.body.status };
      }),
    );
    for (const a of answers) {
      expect(a.rollback).toBe('OK');
      expect(['OK', 'BET_ROLLED_BACK']).toContain(a.bet);
    }
    // a bet that took money was refunded by its rollback; one that came second was voided: no coin lost
    expect(await coin(pl.token)).toBe(50_000);
  });

  it('a rollback of a bet that already won moves no money, is acknowledged and flagged for an operator', async () => {
    const pl = await launched();
    const betId = tx('bet');
    expect((await isla.bet(pl.providerToken, betId, 10_000)).body.status).toBe('OK');
    expect((await isla.win(pl.providerToken, tx('win'), betId, 25_000)).body).toMatchObject({
      balance: 65_000,
    });
    const before = await ledgerCount();
    const rbId = tx('rb');
    const rb = await isla.rollback(pl.providerToken, rbId, betId);
    expect(rb.body).toMatchObject({
      status: 'OK',
      balance: 65_000,
      transactionId: rbId,
      message: SETTLED_ROLLBACK,
    });
    expect(await coin(pl.token)).toBe(65_000);
    expect(await ledgerCount()).toBe(before);
    // a retry of it answers the same, and a round settled by a zero win is settled too
    expect((await isla.rollback(pl.providerToken, rbId, betId)).body).toEqual(rb.body);
    const lost = tx('bet');
    await isla.bet(pl.providerToken, lost, 5_000);
    await isla.win(pl.providerToken, tx('win'), lost, 0);
    expect((await isla.rollback(pl.providerToken, tx('rb'), lost)).body.message).toBe(SETTLED_ROLLBACK);
    expect(await coin(pl.token)).toBe(60_000);
    expect(await p.ops('provider-review')).toContain(`rollback ${rbId} of bet ${betId}`);
  });

  it('a win racing the rollback of its bet is paid only if the bet was not refunded', async () => {
    const pl = await launched();
    const bets = Array.from({ length: 10 }, () => tx('bet'));
    for (const id of bets) await isla.bet(pl.providerToken, id, 1_000);
    const answers = await Promise.all(
      bets.map(async (id) => {
        const [w, r] = await Promise.all([
          isla.win(pl.providerToken, tx('win'), id, 3_000),
          isla.rollback(pl.providerToken, tx('rb'), id),
        ]);
        return { win: w.body.status, rollback: r.body.status };
      }),
    );
    const paid = answers.filter((a) => a.win === 'OK').length;
    for (const a of answers) expect(['OK', 'BET_ROLLED_BACK']).toContain(a.win);
    // the sequential rules hold under the race: a win that got in first settled its bet, so the rollback after
    // it moves no money (stake kept, win kept); otherwise the bet is refunded and the win refused (BET_ROLLED_BACK)
    expect(await coin(pl.token)).toBe(50_000 + paid * (3_000 - 1_000));
  });

  it('accepts a win after the session token expired, but no new bet', async () => {
    const pl = await launched();
    const betId = tx('bet');
    await isla.bet(pl.providerToken, betId, 10_000);
    await p.db
      .update(gameSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(gameSessions.id, pl.sessionId));
    expect((await isla.bet(pl.providerToken, tx('bet'), 1_000)).body.status).toBe('INVALID_TOKEN');
    expect((await isla.win(pl.providerToken, tx('win'), betId, 15_000)).body).toMatchObject({
      status: 'OK',
      balance: 55_000,
    });
    // exitGame closes an external session too; the player's coin is untouched by it.
    expect(contractData('exitGame', await call('exitGame', { gameId: BACCARAT }, pl.token))).toEqual({
      coin: 55_000,
    });
    expect((await call('anonymous/startGameDemo', { gameId: BACCARAT })).errcode).toBe(ERR.FORBIDDEN);
  });
});
