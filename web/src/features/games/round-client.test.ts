import { ERR } from '@casino/contracts/errors';
import { registry } from '@casino/contracts/registry';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ActionKey } from '../../lib/action-key';
import { $wallet } from '../../stores/session';
import { json, resetApp, stubFetch } from '../../test/helpers';
import { frameUrl, leaveSession, startSession } from './launch';
import { pinSeeds, playRound, sessionFromQuery } from './round-client';

const round = registry.gameRoundPlay.examples.answer;
const play = { engine: 'color' as const, bets: [{ color: 0, amount: 1000 }] };
const session = { gameId: 1, sessionId: 'gs-7f3a', mode: 'real' as const };

beforeEach(() => {
  resetApp();
  pinSeeds(null);
});
afterEach(() => vi.unstubAllGlobals());

describe('round requests', () => {
  it('reuses the requestId when a spin gets no answer, and takes a new one for the next spin', async () => {
    let n = 0;
    const { calls } = stubFetch(() => {
      n += 1;
      if (n === 1) throw new TypeError('network down');
      return json({ errcode: 0, msg: 'ok', data: round });
    });
    const key = new ActionKey();
    const first = await playRound(session, play, key);
    expect(first.ok).toBe(false);
    const retry = await playRound(session, play, key);
    expect(retry.ok).toBe(true);
    await playRound(session, play, key);
    const ids = calls.map((c) => c.body?.requestId);
    expect(ids[0]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[0]);
  });

  it('a refused bet (limits, balance) frees the key: the next try is a new action', async () => {
    const { calls } = stubFetch(() => json({ errcode: 3001, msg: 'Insufficient balance', data: null }, 200));
    const key = new ActionKey();
    await playRound(session, play, key);
    await playRound(session, play, key);
    expect(calls[1]?.body?.requestId).not.toBe(calls[0]?.body?.requestId);
  });

  it('pins each real round to the seed hash and nonce shown or last played on; a refusal for changed seeds unpins', async () => {
    let answer: unknown = { errcode: 0, msg: 'ok', data: round };
    const { calls } = stubFetch(() => json(answer));
    const key = new ActionKey();
    await playRound(session, play, key);
    expect(calls[0]?.body?.expect).toBeUndefined();
    await playRound(session, play, key);
    expect(calls[1]?.body?.expect).toEqual({ serverSeedHash: round.serverSeedHash, nonce: round.nonce + 1 });
    // the fairness panel showed the seeds (after a rotate): only the two fields are sent
    const shown = { serverSeedHash: 'b'.repeat(64), nonce: 0, clientSeed: 'mine', previous: null };
    pinSeeds(shown);
    answer = { errcode: ERR.SEEDS_CHANGED, msg: 'Your seeds changed in another window', data: null };
    await playRound(session, play, key);
    expect(calls[2]?.body?.expect).toEqual({ serverSeedHash: 'b'.repeat(64), nonce: 0 });
    await playRound(session, play, key);
    expect(calls[3]?.body?.expect).toBeUndefined();
    // demo rounds have no seeds to pin
    pinSeeds(shown);
    await playRound({ ...session, mode: 'demo' }, play, key);
    expect(calls[4]?.body?.expect).toBeUndefined();
  });

  it('a demo session plays through the anonymous demo call', async () => {
    const { calls } = stubFetch(() => json({ errcode: 0, msg: 'ok', data: round }));
    await playRound({ ...session, mode: 'demo' }, play, new ActionKey());
    expect(calls[0]?.url).toContain('/app/v1/anonymous/gameDemoPlay');
  });

  it('reads the launch URL query', () => {
    expect(sessionFromQuery(new URLSearchParams('session=demo-1&gameId=3&mode=demo'))).toEqual({
      gameId: 3,
      sessionId: 'demo-1',
      mode: 'demo',
    });
    expect(sessionFromQuery(new URLSearchParams('gameId=3'))).toBeNull();
  });

  it('reads the demo coins a launch URL carries, and ignores a malformed figure', () => {
    expect(
      sessionFromQuery(new URLSearchParams('session=demo-1&gameId=3&mode=demo&balance=1000000')),
    ).toEqual({
      gameId: 3,
      sessionId: 'demo-1',
      mode: 'demo',
      balance: 1_000_000,
    });
    for (const bad of ['-5', '1e6', '12.5', 'abc', ''])
      expect(sessionFromQuery(new URLSearchParams(`session=d&gameId=3&balance=${bad}`))).not.toHaveProperty(
        'balance',
      );
  });
});

describe('game start and exit', () => {
  it('tryIt opens a demo session, otherwise startGame', async () => {
    const { calls } = stubFetch(() =>
      json({ errcode: 0, msg: 'ok', data: registry.startGame.examples.answer }),
    );
    await startSession(1, true);
    await startSession(1, false, 7);
    expect(calls[0]?.url).toContain('anonymous/startGameDemo');
    expect(calls[1]?.url).toContain('/app/v1/startGame');
    expect(calls[1]?.body).toMatchObject({ gameId: 1, activityId: 7 });
  });

  it('a demo frame carries the launch answer’s coins; a real one is the launch URL as it is', () => {
    const real = registry.startGame.examples.answer;
    const demo = {
      ...registry['anonymous/startGameDemo'].examples.answer,
      url: '/play/color?session=demo-91c2&gameId=1&mode=demo',
      balance: 1_000_000,
    };
    expect(frameUrl(real)).toBe(real.url);
    const url = new URL(frameUrl(demo), 'https://x');
    expect(url.pathname).toBe('/play/color');
    expect(sessionFromQuery(url.searchParams)).toEqual({
      gameId: 1,
      sessionId: 'demo-91c2',
      mode: 'demo',
      balance: 1_000_000,
    });
  });

  it('leaving a real session calls exitGame with the session, then refreshes the balance', async () => {
    const { calls } = stubFetch((url) =>
      url.endsWith('exitGame')
        ? json({ errcode: 0, msg: 'ok', data: { coin: 5000 } })
        : json({ errcode: 0, msg: 'ok', data: { ...registry.refreshData.examples.answer, coin: 4200 } }),
    );
    await leaveSession(registry.startGame.examples.answer, true);
    expect(calls[0]?.body).toMatchObject({ gameId: 1, sessionId: 'gs-7f3a' });
    expect(calls[1]?.url).toContain('refreshData');
    expect($wallet.get().coin).toBe(4200);
  });
});
