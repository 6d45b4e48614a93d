import { hashServerSeed } from '@casino/contracts/fairness';
import { FAIR_VECTORS, VECTOR_CLIENT_SEED, VECTOR_SERVER_SEED } from '@casino/contracts/fairness-vectors';
import { formatMoney } from '@casino/contracts/money';
import { registry } from '@casino/contracts/registry';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/games';
import { t } from '../../i18n';
import { setToken } from '../../stores/session';
import { json, resetApp, stubFetch } from '../../test/helpers';
import { FairnessPage } from './fairness-page';
import { forgetGameInfo, type GameInfo } from './game-info';
import { signInPlayer } from './player.fixture';
import { verifyHref } from './recall-panel';
import type { Round } from './round-client';
import { NAMES, slotsPaytable } from './slots-paytable.fixture';
import { verifyRound } from './verifier';

const paytable = slotsPaytable([
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
]);
const info = (variant: string) =>
  ({
    ...registry['anonymous/gameInfo'].examples.answer,
    gameId: 1001,
    engine: 'slots',
    variant,
    paytable,
  }) as GameInfo;

const vector = FAIR_VECTORS[0]!;
// the middle row pays three Jeepneys on line 1; three Suns pay anywhere
const grid = [
  [3, 4, 1, 4, 3],
  [2, 2, 2, 3, 4],
  [4, 1, 4, 3, 1],
];
const round: Round = {
  ...registry.gameRoundPlay.examples.answer,
  roundId: 'g-1001-7',
  gameId: 1001,
  engine: 'slots',
  status: 'settled',
  bet: 100,
  win: 550,
  clientSeed: VECTOR_CLIENT_SEED,
  nonce: vector.seeds.nonce,
  result: {
    engine: 'slots',
    stops: vector.slots,
    grid,
    lineWins: [
      { line: 0, symbol: 2, count: 3, win: 250 },
      { line: 2, symbol: 1, count: 3, win: 300 },
    ],
  },
};

type Pair = {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  lastNonce: number;
  revealedAt: number;
};

function serve(opts: { round?: Round; variant?: string; revealed?: () => Pair[] } = {}) {
  return stubFetch((url, init) => {
    if (url.endsWith('fairnessSeedHistory')) {
      const all = opts.revealed?.() ?? [];
      const b = JSON.parse(String(init.body)) as {
        serverSeedHash?: string;
        pageNum?: number;
        pageSize?: number;
      };
      const hit = b.serverSeedHash ? all.filter((p) => p.serverSeedHash === b.serverSeedHash) : all;
      const size = b.pageSize ?? 10;
      const from = ((b.pageNum ?? 1) - 1) * size;
      const data = {
        list: hit.slice(from, from + size),
        pageNum: b.pageNum ?? 1,
        pageSize: size,
        pages: Math.ceil(hit.length / size),
        total: hit.length,
      };
      return json({ errcode: 0, msg: 'ok', data });
    }
    if (url.endsWith('anonymous/gameInfo'))
      return json({ errcode: 0, msg: 'ok', data: info(opts.variant ?? 'fiesta-reels') });
    if (url.endsWith('gameRoundRecall'))
      return json({ errcode: 0, msg: 'ok', data: { list: [opts.round ?? round] } });
    if (url.endsWith('fairnessSeed'))
      return json({ errcode: 0, msg: 'ok', data: registry.fairnessSeed.examples.answer });
    if (url.endsWith('fairnessRotate'))
      return json({ errcode: 0, msg: 'ok', data: registry.fairnessRotate.examples.answer });
    return json({ errcode: 0, msg: 'ok', data: {} });
  });
}

/** Opens /fairness from the round's recall link and verifies it with the revealed seed. */
async function verifyFromRecall(r: Round = round) {
  render(
    <MemoryRouter initialEntries={[verifyHref(r)]}>
      <FairnessPage />
    </MemoryRouter>,
  );
  fireEvent.change(screen.getByLabelText(t('games.verify.serverSeed')), {
    target: { value: VECTOR_SERVER_SEED },
  });
  fireEvent.click(screen.getByRole('button', { name: t('games.verify.submit') }));
}

beforeEach(() => {
  resetApp();
  forgetGameInfo();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/fairness for a slots round', () => {
  it('shows the symbols the round showed, its winning lines and cells, once the recomputed stops are its stops', async () => {
    setToken('tok');
    serve();
    await verifyFromRecall();
    expect(screen.getByRole('status').textContent).toContain(vector.slots.join(', '));
    const table = await screen.findByRole('table', { name: t('games.verify.symbols') });
    const rows = within(table).getAllByRole('row');
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('img')
          .map((i) => i.getAttribute('aria-label')),
      ),
    ).toEqual(grid.map((row) => row.map((s) => NAMES[s])));
    expect(screen.getByText(t('games.verify.stopsMatch'))).toBeTruthy();
    const wins = screen.getByRole('list', { name: t('games.verify.wins') });
    expect(
      within(wins)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([`Line 1: 3 × Jeepney — ${formatMoney(250)}`, `3 × Sun anywhere — ${formatMoney(300)}`]);
    // the cells the reels light up: the Jeepney line and every Sun
    const lit = [...table.querySelectorAll('td.slots-outcome-win')].map((td) =>
      td.firstElementChild?.getAttribute('aria-label'),
    );
    expect(lit).toEqual(['Sun', 'Jeepney', 'Jeepney', 'Jeepney', 'Sun', 'Sun']);
  });

  it('says so when the seeds give other stops than the round’s, and shows no symbols', async () => {
    setToken('tok');
    serve({ round: { ...round, result: { ...round.result, stops: [1, 2, 3, 4, 5] } as Round['result'] } });
    await verifyFromRecall();
    expect((await screen.findByRole('alert')).textContent).toBe(
      t('games.verify.stopsDiffer', { stops: vector.slots.join(', '), round: '1, 2, 3, 4, 5' }),
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('plays the theme of the round’s game', async () => {
    setToken('tok');
    serve({ variant: 'palawan-pearls' });
    await verifyFromRecall();
    // verified before the game's theme arrived: the stops follow it (30-stop reels here, not Fiesta's 32)
    const theme = screen.getByLabelText(t('games.verify.theme')) as HTMLSelectElement;
    await waitFor(() => expect(theme.value).toBe('palawan-pearls'));
    const palawan = verifyRound({
      serverSeed: VECTOR_SERVER_SEED,
      clientSeed: VECTOR_CLIENT_SEED,
      nonce: vector.seeds.nonce,
      engine: 'slots',
      theme: 'palawan-pearls',
    }).outcome;
    expect(palawan.engine === 'slots' && palawan.stops).not.toEqual(vector.slots);
    expect(screen.getByRole('status').textContent).toContain(
      t('games.verify.stops', { stops: palawan.engine === 'slots' ? palawan.stops.join(', ') : '' }),
    );
  });

  it('a visitor gets the stops and how to see the symbols; no recall is asked for', async () => {
    const { calls } = serve();
    await verifyFromRecall();
    expect(await screen.findByText(t('games.verify.slotsNoRound'))).toBeTruthy();
    expect(calls.some((c) => c.url.endsWith('gameRoundRecall'))).toBe(false);
  });
});

describe('/fairness: the player’s own seeds', () => {
  const renderAt = (url = '/fairness') =>
    render(
      <MemoryRouter initialEntries={[url]}>
        <FairnessPage />
      </MemoryRouter>,
    );

  it('a player sees the server seed’s hash, the client seed and the nonce; rotating reveals the old server seed', async () => {
    signInPlayer();
    const { calls } = serve();
    renderAt();
    const seeds = screen.getByRole('region', { name: t('games.seeds.title') });
    const now = registry.fairnessSeed.examples.answer;
    expect(await within(seeds).findByText(now.serverSeedHash)).toBeTruthy();
    expect(within(seeds).getByText(String(now.nonce))).toBeTruthy();
    expect((within(seeds).getByLabelText(t('games.clientSeed')) as HTMLInputElement).value).toBe(
      now.clientSeed,
    );
    expect(within(seeds).queryByText(t('games.previousSeed'))).toBeNull();

    fireEvent.click(within(seeds).getByRole('button', { name: t('games.rotate') }));
    const rotated = registry.fairnessRotate.examples.answer;
    expect(await within(seeds).findByText(rotated.previous!.serverSeed)).toBeTruthy();
    expect(within(seeds).getByText(rotated.serverSeedHash)).toBeTruthy();
    expect(calls.filter((c) => c.url.endsWith('fairnessRotate'))).toHaveLength(1);
    // the verifier is on the same page
    expect(screen.getByRole('button', { name: t('games.verify.submit') })).toBeTruthy();
  });

  it('a visitor gets the verifier and a link to log in for their own seeds, back to this page', async () => {
    const { calls } = serve();
    renderAt('/fairness?engine=crash&nonce=4');
    const seeds = screen.getByRole('region', { name: t('games.seeds.title') });
    expect(within(seeds).getByText(t('games.seeds.visitor'))).toBeTruthy();
    const login = within(seeds).getByRole('link', { name: t('games.seeds.login') });
    const href = new URL(login.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe('/auth/login');
    expect(href.searchParams.get('redirect')).toBe('/fairness?engine=crash&nonce=4');
    expect(within(seeds).queryByRole('button', { name: t('games.rotate') })).toBeNull();
    expect(screen.getByRole('button', { name: t('games.verify.submit') })).toBeTruthy();
    expect(calls.some((c) => c.url.includes('fairness'))).toBe(false);
  });
});

describe('/fairness: any past round’s server seed', () => {
  const pairOf = (serverSeed: string, clientSeed: string, lastNonce: number): Pair => ({
    serverSeed,
    serverSeedHash: hashServerSeed(serverSeed),
    clientSeed,
    lastNonce,
    revealedAt: Date.UTC(2026, 10, 20, 4, 0),
  });
  const roundPair = pairOf(VECTOR_SERVER_SEED, VECTOR_CLIENT_SEED, vector.seeds.nonce + 3);
  const colorRound: Round = {
    ...round,
    engine: 'color',
    serverSeedHash: roundPair.serverSeedHash,
    result: registry.gameRoundPlay.examples.answer.result,
  };
  const open = (url: string) =>
    render(
      <MemoryRouter initialEntries={[url]}>
        <FairnessPage />
      </MemoryRouter>,
    );
  const serverSeedInput = () => screen.getByLabelText(t('games.verify.serverSeed')) as HTMLInputElement;

  it('a recall link fills in the server seed of its revealed pair, and the round verifies', async () => {
    signInPlayer();
    serve({ revealed: () => [pairOf('d'.repeat(64), 'other', 9), roundPair] });
    open(verifyHref(colorRound));
    await waitFor(() => expect(serverSeedInput().value).toBe(VECTOR_SERVER_SEED));
    expect(screen.getByText(t('games.earlier.filled'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t('games.verify.submit') }));
    expect(screen.getByRole('status').textContent).toContain(roundPair.serverSeedHash);
  });

  it('a round of the pair still in play says to rotate; after a rotation here the seed is filled in', async () => {
    signInPlayer();
    let rotated = false;
    serve({ revealed: () => (rotated ? [roundPair] : []) });
    open(verifyHref(colorRound));
    expect(await screen.findByText(new RegExp(t('games.earlier.active').slice(0, 30)))).toBeTruthy();
    expect(serverSeedInput().value).toBe('');
    rotated = true;
    const seeds = screen.getByRole('region', { name: t('games.seeds.title') });
    fireEvent.click(await within(seeds).findByRole('button', { name: t('games.rotate') }));
    await waitFor(() => expect(serverSeedInput().value).toBe(VECTOR_SERVER_SEED));
  });

  it('lists the earlier pairs, newest first, a page at a time; Use fills the verifier', async () => {
    signInPlayer();
    const pairs = Array.from({ length: 12 }, (_, i) =>
      pairOf(i.toString(16).padStart(64, '0'), `seed-${i}`, i - 1),
    );
    serve({ revealed: () => pairs });
    open('/fairness');
    const earlier = await screen.findByRole('region', { name: t('games.earlier.title') });
    await waitFor(() => expect(within(earlier).getAllByRole('listitem')).toHaveLength(10));
    expect(within(earlier).getByText(t('games.earlier.noRounds'), { exact: false })).toBeTruthy();
    fireEvent.click(within(earlier).getByRole('button', { name: t('games.earlier.more') }));
    await waitFor(() => expect(within(earlier).getAllByRole('listitem')).toHaveLength(12));
    expect(within(earlier).queryByRole('button', { name: t('games.earlier.more') })).toBeNull();
    fireEvent.click(within(earlier).getAllByRole('button', { name: t('games.earlier.use') })[11]!);
    expect(serverSeedInput().value).toBe(pairs[11]!.serverSeed);
    expect((screen.getAllByLabelText(t('games.clientSeed')).at(-1) as HTMLInputElement).value).toBe(
      'seed-11',
    );
  });

  it('a player with no revealed pair is told how to get one', async () => {
    signInPlayer();
    serve();
    open('/fairness');
    expect(await screen.findByText(t('games.earlier.empty'))).toBeTruthy();
  });
});
