import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcile } from '../../ledger/reconcile';
import { caller, contractData } from '../../test-support';
import { startTestPlatform, type TestPlatform } from '../../testing';
import { loadProviders } from './providers';

const BACCARAT = 5001; // Isla Gaming (external), min bet ₱20.00

describe('sandbox provider table (the sample provider without a launch page of its own)', () => {
  let p: TestPlatform;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    p = await startTestPlatform({});
    call = caller(p.app);
  });
  afterAll(async () => {
    expect((await reconcile(p.db)).offenders).toEqual([]);
    await p?.close();
  });

  const coin = async (token: string) =>
    ((await call('refreshData', {}, token)).data as { coin: number }).coin;

  async function open(amount: number) {
    const s = await p.createUserSession();
    if (amount > 0) await p.credit(s.userId, amount);
    const launch = contractData('startGame', await call('startGame', { gameId: BACCARAT }, s.token)) as {
      url: string;
    };
    const page = await fetch(new URL(launch.url, p.url));
    return { ...s, launch: new URL(launch.url, p.url), page, html: await page.text() };
  }

  /** Submits the table's form for `stake` as the browser would; answers where it was sent back to. */
  async function bet(launch: URL, stake: number) {
    const res = await fetch(new URL('/sandbox/provider/isla-gaming/play', p.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        token: launch.searchParams.get('token')!,
        game: String(BACCARAT),
        stake: String(stake),
      }).toString(),
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    return new URL(res.headers.get('location')!, p.url);
  }

  it('opens a page in the game frame with the wallet balance and stakes from the game limits', async () => {
    const pl = await open(50_000);
    expect(pl.page.status).toBe(200);
    expect(pl.page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(pl.html).toContain('Isla Double or Nothing');
    expect(pl.html).toContain('₱500.00'); // the balance, read over the signed balance call
    expect(pl.html).toContain('Bet ₱20.00');
    expect(pl.html).toContain('Bet ₱200.00');
  });

  it('settles each round through the seamless wallet: bet, then win (0 on a loss), balance moves once', async () => {
    const pl = await open(50_000);
    let expected = 50_000;
    for (let i = 0; i < 12; i++) {
      const back = await bet(pl.launch, 2_000);
      const result = back.searchParams.get('result')!;
      expect(['win', 'lose']).toContain(result);
      expected += result === 'win' ? 2_000 : -2_000;
      expect(Number(back.searchParams.get('amount') ?? 0)).toBe(result === 'win' ? 4_000 : 0);
      expect(await coin(pl.token)).toBe(expected);
      const shown = await (await fetch(back)).text();
      expect(shown).toContain(result === 'win' ? 'You won ₱40.00!' : 'No win this time.');
    }
    // Every round is a settled provider round in the player's records, none left open.
    const records = (await call('betRecord', { pageNum: 1, pageSize: 50 }, pl.token)).data as {
      list: { status?: string; bet?: number }[];
    };
    const provider = records.list.filter((r) => r.bet === 2_000);
    expect(provider).toHaveLength(12);
  });

  it('refuses a stake the wallet cannot cover without touching the balance', async () => {
    const pl = await open(3_000);
    const back = await bet(pl.launch, 10_000);
    expect(back.searchParams.get('result')).toBe('short');
    expect(await coin(pl.token)).toBe(3_000);
    expect(await (await fetch(back)).text()).toContain('Your balance is too low for that stake.');
  });

  it('tells the player their own loss limit stops the bet, and takes nothing', async () => {
    const pl = await open(50_000);
    expect(
      (await call('selfLimitSet', { kind: 'loss', period: 'day', amount: 1_000 }, pl.token)).errcode,
    ).toBe(0);
    const back = await bet(pl.launch, 2_000);
    expect(back.searchParams.get('result')).toBe('limited');
    expect(await coin(pl.token)).toBe(50_000);
    expect(await (await fetch(back)).text()).toContain('A limit or pause you set stops this bet.');
  });

  it('refuses a stake that is not on the table', async () => {
    const pl = await open(50_000);
    const res = await fetch(new URL('/sandbox/provider/isla-gaming/play', p.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        token: pl.launch.searchParams.get('token')!,
        game: String(BACCARAT),
        stake: '1',
      }),
      redirect: 'manual',
    });
    expect(res.status).toBe(400);
    expect(await coin(pl.token)).toBe(50_000);
  });

  it('is not there in production, where the provider needs a real launch page or is off', () => {
    expect(loadProviders({ NODE_ENV: 'production', PROVIDER_ISLA_GAMING_SECRET: 's' })).toEqual([]);
    const real = loadProviders({
      NODE_ENV: 'production',
      PROVIDER_ISLA_GAMING_SECRET: 's',
      PROVIDER_ISLA_GAMING_LAUNCH_URL: 'https://games.example/launch',
    });
    expect(real.map((x) => x.launchUrl)).toEqual(['https://games.example/launch']);
  });
});
