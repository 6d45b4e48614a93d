import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayKey } from '../../core/periods';
import { caller, contractData, dbKinds } from '../../test-support';
import { startTestPlatform, type TestPlatform } from '../../testing';
import { ProviderTestClient } from './provider-client';
import { loadProviders } from './providers';

const BACCARAT = 5001; // Isla Gaming, engine external
const SLOTS = 1001;
let seq = 0;
const tx = (what: string) => `${what}-${Date.now().toString(36)}-${++seq}`;

interface BetRecord {
  roundId: string;
  gameId: number;
  gameName: string;
  bet: number;
  win: number;
  status: string;
}
interface ReportRow {
  gameId: number;
  gameName: string;
  rounds: number;
  bet: number;
  win: number;
  net: number;
}

describe.each(dbKinds)(
  'provider rounds in betRecord and betRecordReport on $kind',
  ({ databaseServerUrl }) => {
    let p: TestPlatform;
    let call: ReturnType<typeof caller>;
    let isla: ProviderTestClient;
    const today = () => dayKey();
    const coin = async (token: string) =>
      ((await call('refreshData', {}, token)).data as { coin: number }).coin;
    const records = async (token: string, body: object = {}) =>
      contractData('betRecord', await call('betRecord', { pageNum: 1, pageSize: 20, ...body }, token)) as {
        list: BetRecord[];
        total: number;
      };
    const report = async (token: string, body: object = {}) =>
      contractData(
        'betRecordReport',
        await call('betRecordReport', { startDate: today(), endDate: today(), ...body }, token),
      ) as { list: ReportRow[]; totals: Omit<ReportRow, 'gameId' | 'gameName'> };

    beforeAll(async () => {
      p = await startTestPlatform({ databaseServerUrl });
      call = caller(p.app);
      const provider = loadProviders().find((x) => x.id === 'isla-gaming')!;
      isla = new ProviderTestClient(p.url, provider.id, provider.secret);
    });
    afterAll(async () => {
      await p?.close();
    });

    it("lists the provider's rounds with the game's id and name next to in-house rounds, and the report nets them like the balance", async () => {
      const pl = await p.createUserSession();
      await p.credit(pl.userId, 50_000);
      const launch = contractData('startGame', await call('startGame', { gameId: BACCARAT }, pl.token)) as {
        url: string;
      };
      const token = new URL(launch.url, p.url).searchParams.get('token')!;
      const [ra, rb, rc] = [tx('round-a'), tx('round-b'), tx('round-c')];

      // Round a: two bets, one win on the first → settled. Round b: a bet, no result yet → open.
      const betA1 = tx('bet');
      expect((await isla.bet(token, betA1, 10_000, ra)).body.status).toBe('OK');
      expect((await isla.bet(token, tx('bet'), 2_000, ra)).body.status).toBe('OK');
      expect((await isla.win(token, tx('win'), betA1, 25_000, ra)).body.status).toBe('OK');
      expect((await isla.bet(token, tx('bet'), 5_000, rb)).body.status).toBe('OK');
      // Round c: the bet is rolled back → refunded (its money came back).
      const betC = tx('bet');
      expect((await isla.bet(token, betC, 3_000, rc)).body.status).toBe('OK');
      expect((await isla.rollback(token, tx('rb'), betC)).body.status).toBe('OK');
      // A refused bet (more than the balance) and a duplicate of a bet are no rounds of their own.
      expect((await isla.bet(token, tx('bet'), 10_000_000, tx('round-x'))).body.status).toBe(
        'NOT_ENOUGH_MONEY',
      );
      expect((await isla.bet(token, betA1, 10_000, ra)).body.status).toBe('OK');

      // An in-house round after them comes first (newest first).
      const s = contractData('startGame', await call('startGame', { gameId: SLOTS }, pl.token)) as {
        sessionId: string;
      };
      const spin = contractData(
        'gameRoundPlay',
        await call(
          'gameRoundPlay',
          {
            gameId: SLOTS,
            sessionId: s.sessionId,
            requestId: tx('req'),
            play: { engine: 'slots', bet: 1000 },
          },
          pl.token,
        ),
      ) as { roundId: string; win: number };

      const all = await records(pl.token);
      expect(all.total).toBe(4);
      expect(all.list.map((r) => [r.roundId, r.gameId, r.gameName, r.bet, r.win, r.status])).toEqual([
        [spin.roundId, SLOTS, 'Golden Carabao', 1000, spin.win, 'settled'],
        [`isla-gaming:${rc}`, BACCARAT, 'Isla Double or Nothing', 3_000, 3_000, 'refunded'],
        [`isla-gaming:${rb}`, BACCARAT, 'Isla Double or Nothing', 5_000, 0, 'open'],
        [`isla-gaming:${ra}`, BACCARAT, 'Isla Double or Nothing', 12_000, 25_000, 'settled'],
      ]);
      const onlyProvider = await records(pl.token, { gameId: BACCARAT, pageSize: 2 });
      expect(onlyProvider.total).toBe(3);
      expect(onlyProvider.list.map((r) => r.roundId)).toEqual([`isla-gaming:${rc}`, `isla-gaming:${rb}`]);
      const later = await records(pl.token, { startTime: Date.now() + 60_000 });
      expect(later.total).toBe(0);

      const rep = await report(pl.token);
      const baccarat = rep.list.find((r) => r.gameId === BACCARAT);
      expect(baccarat).toMatchObject({
        gameName: 'Isla Double or Nothing',
        rounds: 3,
        bet: 20_000,
        win: 28_000,
        net: 8_000,
      });
      expect(rep.totals).toEqual({
        rounds: 4,
        bet: 21_000,
        win: 28_000 + spin.win,
        net: 28_000 + spin.win - 21_000,
      });
      // What the report nets is what the player's balance moved by.
      expect(await coin(pl.token)).toBe(50_000 + rep.totals.net);
      expect((await report(pl.token, { gameId: BACCARAT })).list).toHaveLength(1);

      // Another player sees none of it.
      const other = await p.createUserSession();
      expect((await records(other.token)).total).toBe(0);
      expect((await report(other.token)).totals.rounds).toBe(0);
    });

    it('records and the report equal the ledger in every order of bet, win and rollback, duplicates included', async () => {
      const pl = await p.createUserSession();
      await p.credit(pl.userId, 50_000);
      const launch = contractData('startGame', await call('startGame', { gameId: BACCARAT }, pl.token)) as {
        url: string;
      };
      const token = new URL(launch.url, p.url).searchParams.get('token')!;
      type Step = 'bet' | 'win' | 'rollback';
      // Each round: a 1,000 bet and a 2,500 win, the three messages in a given order, some sent twice.
      const orders: Step[][] = [
        ['bet', 'win', 'rollback'],
        ['bet', 'rollback', 'win'],
        ['rollback', 'bet', 'win'],
        ['bet', 'win', 'win', 'rollback', 'rollback'],
        ['bet', 'rollback', 'rollback', 'win'],
        ['win', 'bet', 'rollback', 'win'],
      ];
      for (const order of orders) {
        const round = tx('round');
        const [bet, win] = [tx('bet'), tx('win')];
        for (const step of order) {
          if (step === 'bet') await isla.bet(token, bet, 1_000, round);
          // a repeated rollback comes under a new transaction id (a provider's retry of its own cancel)
          else if (step === 'rollback') await isla.rollback(token, tx('rb'), bet);
          else await isla.win(token, win, bet, 2_500, round);
        }
      }
      const rows = (await records(pl.token, { gameId: BACCARAT })).list;
      // A rollback after the win moved no money: the round settled and the win stands. A rollback before the
      // win refunded the stake and voided the win; a rollback before the bet voided the bet (no round).
      expect(rows.map((r) => `${r.bet}/${r.win} ${r.status}`).sort()).toEqual([
        '1000/1000 refunded',
        '1000/1000 refunded',
        '1000/1000 refunded',
        '1000/2500 settled',
        '1000/2500 settled',
      ]);
      const rep = await report(pl.token, { gameId: BACCARAT });
      // What the records and the report net is what the ledger moved the balance by.
      expect(rep.totals.net).toBe(rows.reduce((n, r) => n + r.win - r.bet, 0));
      expect(await coin(pl.token)).toBe(50_000 + rep.totals.net);
      expect(rep.totals.net).toBe(3_000);
    });
  },
);
