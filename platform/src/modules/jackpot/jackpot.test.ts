import { ERR } from '@casino/contracts/errors';
import { fairOutcome } from '@casino/contracts/fairness';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { caller, contractData, dbKinds, setSetting } from '../../test-support';
import { startTestPlatform, type TestPlatform } from '../../testing';
import { DEFAULT_JACKPOT, DEFAULT_SPIN } from './config';

const GRID = [1, 2, 3, 4, 5, 6, 7, 8, 10, 12];
const MEGA_CELL = 12;

interface Draw {
  id: number;
  type: number;
  propId: number;
  count: number;
  bonus: number;
  drawId: number;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

describe.each(dbKinds)('jackpot lucky draw and lucky wheel on $kind', ({ kind, databaseServerUrl }) => {
  let p: TestPlatform;
  let call: ReturnType<typeof caller>;
  let seq = 0;
  const rid = () => `req-${Date.now().toString(36)}-${++seq}`;

  beforeAll(async () => {
    p = await startTestPlatform({ databaseServerUrl });
    call = caller(p.app);
  });
  afterAll(async () => {
    await p?.close();
  });
  beforeEach(async () => {
    await setSetting(p.app, 'jackpot', DEFAULT_JACKPOT);
    await setSetting(p.app, 'spin', DEFAULT_SPIN);
    await p.db.execute(sql`update activities set status = 1 where activity_type in (20, 47)`);
  });

  const info = async (token: string) =>
    contractData('getJackpotDrawInfo', await call('getJackpotDrawInfo', {}, token)) as {
      canReceiveDrawChance: boolean;
      needDeposit: number;
      needTyping: number;
      megaJackpot: number;
      megaJackpotSection: { min: number; max: number };
      total: number;
      jackpotWinnerList: { nickname: string; propId: number }[];
    };
  const draw = async (token: string, requestId = rid()) => call('receiveDrawChance', { requestId }, token);
  const count = async (q: ReturnType<typeof sql>) =>
    Number((await queryRows<{ n: string }>(p.db, q))[0]?.n ?? 0);
  const chances = (userId: number) =>
    count(
      sql`select coalesce(sum(balance), 0)::text as n from user_props where user_id = ${userId}::int and prop_id = 50005`,
    );
  const draws = (userId: number) =>
    count(sql`select count(*)::text as n from jackpot_draws where user_id = ${userId}::int`);
  const grants = (userId: number) =>
    count(
      sql`select count(*)::text as n from reward_grants where user_id = ${userId}::int and source = 'jackpot-draw'`,
    );
  const pool = async (tier: number) =>
    (
      await queryRows<{ turnover: string; hits: number }>(
        p.db,
        sql`select turnover::text, hits from jackpot_pools where tier = ${tier}::int`,
      )
    )[0];

  async function depositor(amount = 20_000) {
    const { token, userId } = await p.createUserSession();
    await p.deposit(token, amount);
    return { token, userId };
  }

  it('a ₱200 deposit earns one draw chance; the red dot and the draw info say so', async () => {
    const { token, userId } = await p.createUserSession();
    let now = await info(token);
    expect(now.canReceiveDrawChance).toBe(false);
    expect([now.needDeposit, now.needTyping]).toEqual([20_000, 200_000]);
    await p.deposit(token, 25_000);
    now = await info(token);
    expect(now.canReceiveDrawChance).toBe(true);
    expect(now.needDeposit).toBe(15_000);
    expect(await chances(userId)).toBe(1);
    const flags = contractData('activityGetStatusList', await call('activityGetStatusList', {}, token)) as {
      canReceiveDrawChance: boolean;
    };
    expect(flags.canReceiveDrawChance).toBe(true);
  });

  it('turnover earns chances and grows every pool by its share; the pools show inside their sections', async () => {
    const { token, userId } = await depositor(10_000);
    await p.credit(userId, 200_000);
    const before = await info(token);
    await p.bet(userId, 200_000);
    const after = await info(token);
    expect(after.megaJackpot - before.megaJackpot).toBe(400); // 0.20 % of ₱2,000
    // the section starts at the real pool and ends where the pool's pace says it will be a refresh later
    expect(after.megaJackpotSection.min).toBe(after.megaJackpot);
    expect(after.megaJackpotSection.max).toBeGreaterThanOrEqual(after.megaJackpot);
    await p.db.execute(
      sql`update jackpot_pools set turnover = 10000000, started_at = now() - interval '10 minutes' where tier = 50001`,
    );
    const paced = await info(token);
    const mega = DEFAULT_JACKPOT.tiers[0]!;
    expect(paced.megaJackpotSection.min).toBe(mega.seed + 20_000);
    // ₱100,000 in 10 minutes → ₱10,000 more in the next minute → 0.20 % of it (a second's drift allowed)
    expect(paced.megaJackpotSection.max - paced.megaJackpotSection.min).toBeGreaterThan(1_990);
    expect(paced.megaJackpotSection.max - paced.megaJackpotSection.min).toBeLessThanOrEqual(2_000);
    // visitors see the same pools without signing in
    const open = contractData('anonymous/jackpotPools', await call('anonymous/jackpotPools', {})) as {
      megaJackpot: number;
      megaJackpotSection: { min: number };
    };
    expect(open.megaJackpot).toBe(paced.megaJackpot);
    expect(open.megaJackpotSection.min).toBe(paced.megaJackpot);
    expect(after.canReceiveDrawChance).toBe(true);
    expect(await chances(userId)).toBe(1);
    expect(after.needTyping).toBe(200_000);
  });

  it('a draw spends one chance, pays the cell drawn, is in the record and verifies from its revealed seed', async () => {
    const { token, userId } = await depositor();
    const requestId = rid();
    const d = contractData('receiveDrawChance', await draw(token, requestId)) as Draw;
    expect(GRID).toContain(d.id);
    expect(await chances(userId)).toBe(0);
    // a retry of the same request answers the same draw and spends nothing more
    expect(contractData('receiveDrawChance', await draw(token, requestId))).toEqual(d);
    expect(await draws(userId)).toBe(1);
    const log = contractData(
      'getPersonJackpotDrawAwardLog',
      await call('getPersonJackpotDrawAwardLog', { pageNum: 1, pageSize: 20 }, token),
    ) as { list: Draw[]; total: number };
    expect(log.total).toBe(1);
    expect(log.list[0]).toMatchObject({ id: d.id, drawId: d.drawId, nonce: d.nonce });
    // reveal the seed and recompute the cell with the contracts' code
    await call('fairnessRotate', {}, token);
    const history = contractData(
      'fairnessSeedHistory',
      await call(
        'fairnessSeedHistory',
        { pageNum: 1, pageSize: 10, serverSeedHash: d.serverSeedHash },
        token,
      ),
    ) as { list: { serverSeed: string; clientSeed: string }[] };
    const seeds = { serverSeed: history.list[0]!.serverSeed, clientSeed: d.clientSeed, nonce: d.nonce };
    const weights = GRID.map((id) => DEFAULT_JACKPOT.weights[String(id)]!);
    const outcome = fairOutcome(seeds, { engine: 'draw', weights });
    expect(outcome.engine === 'draw' && GRID[outcome.cell]).toBe(d.id);
  });

  it('refuses with 1001–1004 and writes nothing', async () => {
    // never deposited → 1002
    const fresh = await p.createUserSession();
    await p.db.execute(
      sql`insert into user_props (user_id, prop_id, balance) values (${fresh.userId}::int, 50005, 1)`,
    );
    let r = await draw(fresh.token);
    expect(r.body.errcode).toBe(ERR.DRAW_NEEDS_DEPOSIT);
    // no chance → 1003 with the turnover still needed
    const { token, userId } = await depositor(10_000);
    r = await draw(token);
    expect(r.body.errcode).toBe(ERR.DRAW_NEEDS_TURNOVER);
    expect((r.body as { detail?: { turnoverLeft: number } }).detail?.turnoverLeft).toBe(200_000);
    expect([await draws(userId), await grants(userId)]).toEqual([0, 0]);
    // the activity switched off → 1001
    await p.deposit(token, 20_000);
    await p.db.execute(sql`update activities set status = 0 where activity_type = 47`);
    r = await draw(token);
    expect(r.body.errcode).toBe(ERR.DRAW_NOT_ELIGIBLE);
    expect((await info(token)).canReceiveDrawChance).toBe(false);
    await p.db.execute(sql`update activities set status = 1 where activity_type = 47`);
    // today's draws used up → 1004
    await setSetting(p.app, 'jackpot', { ...DEFAULT_JACKPOT, maxDrawsPerDay: 1 });
    await p.deposit(token, 20_000);
    expect((await draw(token)).body.errcode).toBe(0);
    r = await draw(token);
    expect(r.body.errcode).toBe(ERR.DRAW_ALREADY_RECEIVED);
    expect(await draws(userId)).toBe(1);
    expect(await chances(userId)).toBe(1);
    expect((await call('receiveDrawChance', { requestId: 'x' }, token)).body.errcode).toBe(
      ERR.INVALID_REQUEST,
    );
  });

  it('50 simultaneous draws with one chance make exactly one draw', async () => {
    const { token, userId } = await depositor();
    const answers = await Promise.all(Array.from({ length: 50 }, () => draw(token)));
    const codes = answers.map((a) => a.body.errcode);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c !== 0).every((c) => c === ERR.DRAW_NEEDS_TURNOVER)).toBe(true);
    expect([await draws(userId), await chances(userId)]).toEqual([1, 0]);
  });

  it('a jackpot hit pays the pool and resets it to its seed exactly once, under 20 simultaneous hits', async () => {
    const weights = Object.fromEntries(GRID.map((id) => [String(id), id === MEGA_CELL ? 1 : 0]));
    await setSetting(p.app, 'jackpot', { ...DEFAULT_JACKPOT, weights });
    const mega = DEFAULT_JACKPOT.tiers[0]!;
    await p.db.execute(sql`insert into jackpot_pools (tier) values (50001) on conflict do nothing`);
    await p.db.execute(sql`update jackpot_pools set turnover = 1000000000, hits = 0 where tier = 50001`);
    const start = mega.seed + (1_000_000_000 * mega.shareBp) / 10_000;
    const players = await Promise.all(Array.from({ length: 20 }, () => depositor()));
    const answers = await Promise.all(players.map((pl) => draw(pl.token)));
    const won = answers.map((a) => contractData('receiveDrawChance', a) as Draw);
    expect(won.every((d) => d.type === 2 && d.propId === 50001)).toBe(true);
    const bonuses = won.map((d) => d.bonus).sort((a, b) => b - a);
    // one player took the grown pool, every later one the pool freshly reset to its seed
    expect(bonuses).toEqual([start, ...Array.from({ length: 19 }, () => mega.seed)]);
    expect(await pool(50001)).toEqual({ turnover: '0', hits: 20 });
    const reset = await info(players[0]!.token);
    expect(reset.megaJackpot).toBe(mega.seed);
    expect(reset.megaJackpotSection).toEqual({ min: mega.seed, max: mega.seed });
    const winners = (await info(players[0]!.token)).jackpotWinnerList;
    expect(winners.length).toBeGreaterThanOrEqual(20);
    expect(winners[0]!.nickname).toContain('***');
    // the ranking lists the biggest win first and each player's own place
    const top = players[won.findIndex((d) => d.bonus === start)]!;
    const rank = contractData(
      'getJackpotRank',
      await call('getJackpotRank', { pageNum: 1, pageSize: 10 }, top.token),
    ) as {
      allRank: { list: { amountSection: { min: number } }[]; pages: number };
      personRank: { rank: number };
    };
    expect(rank.allRank.list).toHaveLength(10);
    expect(rank.personRank.rank).toBe(1);
    expect(rank.allRank.pages).toBeGreaterThanOrEqual(2);
  });

  it('visitors see the wheel and its odds without signing in', async () => {
    const open = contractData('anonymous/spinWheel', await call('anonymous/spinWheel', {})) as {
      segments: { id: number; weight: number }[];
    };
    expect(open.segments.map((g) => g.weight)).toEqual(DEFAULT_SPIN.segments.map((g) => g.weight));
  });

  it('the wheel: a deposit earns a spin, the spin pays the segment drawn, no spin → 5004', async () => {
    const { token, userId } = await depositor(10_000);
    const spinInfo = contractData('getSpinInfo', await call('getSpinInfo', {}, token)) as {
      spinCount: number;
      segments: unknown[];
    };
    expect(spinInfo.spinCount).toBe(1);
    expect(spinInfo.segments).toHaveLength(DEFAULT_SPIN.segments.length);
    const requestId = rid();
    const s = contractData('spinLuckyWheel', await call('spinLuckyWheel', { requestId }, token)) as {
      index: number;
      propId: number;
      count: number;
      spinCount: number;
      serverSeedHash: string;
      clientSeed: string;
      nonce: number;
    };
    expect(DEFAULT_SPIN.segments[s.index]).toMatchObject({ propId: s.propId, count: s.count });
    expect(s.spinCount).toBe(0);
    expect((await call('spinLuckyWheel', { requestId }, token)).body.data).toMatchObject({ index: s.index });
    const r = await call('spinLuckyWheel', { requestId: rid() }, token);
    expect(r.body.errcode).toBe(ERR.NOT_ENOUGH_PROPS);
    const log = contractData('getSpinLog', await call('getSpinLog', {}, token)) as { total: number };
    expect(log.total).toBe(1);
    await call('fairnessRotate', {}, token);
    const history = contractData(
      'fairnessSeedHistory',
      await call(
        'fairnessSeedHistory',
        { pageNum: 1, pageSize: 10, serverSeedHash: s.serverSeedHash },
        token,
      ),
    ) as { list: { serverSeed: string }[] };
    const outcome = fairOutcome(
      { serverSeed: history.list[0]!.serverSeed, clientSeed: s.clientSeed, nonce: s.nonce },
      { engine: 'draw', weights: DEFAULT_SPIN.segments.map((g) => g.weight) },
    );
    expect(outcome).toEqual({ engine: 'draw', cell: s.index });
    expect(await count(sql`select count(*)::text as n from spin_draws where user_id = ${userId}::int`)).toBe(
      1,
    );
    void kind;
  });
});
