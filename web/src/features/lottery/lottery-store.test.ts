import { ERR } from '@casino/contracts/errors';
import { hashServerSeed } from '@casino/contracts/fairness';
import { drawWinners, ticketListHash } from '@casino/contracts/lottery-draw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $user, setToken } from '../../stores/session';
import { json, resetApp, stubFetch } from '../../test/helpers';
import { ok, refreshAnswer, refused } from '../../test/platform';
import { $buy, $detail, buy, openDraw, resetBuy, verified, verifyOpenDraw } from './lottery-store';

const order = {
  id: 1,
  drawId: 3,
  productId: 1,
  productName: 'Single entry',
  quantity: 2,
  paid: { propId: 80001, count: 2 },
  firstTicket: 1,
  lastTicket: 2,
  status: 'pending',
  createTime: 1,
};
const info = { draw: null, products: [], tickets: [], myEntries: 0, maxEntriesPerPlayer: 500 };

function server(buyAnswer: () => Response) {
  const ids: string[] = [];
  stubFetch((url, init) => {
    const name = url.replace(/^.*\/app\/v1\//, '');
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : {};
    if (name === 'lotteryBuy') {
      ids.push(body.requestId);
      return buyAnswer();
    }
    if (name === 'anonymous/lotteryInfo') return ok(info);
    if (name === 'refreshData') return refreshAnswer();
    throw new Error(`unexpected call ${name}`);
  });
  return ids;
}

beforeEach(() => {
  resetApp();
  setToken('tok');
  $user.set({ id: 7, coin: 0, lottery: 0, bet: 0 } as never);
  resetBuy();
});
afterEach(() => vi.unstubAllGlobals());

describe('buying lottery entries', () => {
  it('retries an unanswered purchase under the same requestId, and a new purchase under a new one', async () => {
    let answer = () => json({ errcode: 504, msg: 'timeout', data: null }, 504);
    const ids = server(() => answer());
    expect(await buy(1, 2)).toBe(false);
    answer = () => ok({ order, tickets: [], coin: 0 });
    expect(await buy(1, 2)).toBe(true);
    expect(ids[0]).toBe(ids[1]);
    expect($buy.get().done).toMatchObject({ firstTicket: 1, lastTicket: 2 });
    expect(await buy(1, 2)).toBe(true);
    expect(ids[2]).not.toBe(ids[1]);
  });

  it('shows a refusal with the tickets held, and forgets the requestId after it', async () => {
    const ids = server(() => refused(ERR.NOT_ENOUGH_PROPS, { held: 1 }));
    expect(await buy(1, 2)).toBe(false);
    expect($buy.get().error).toEqual({ code: ERR.NOT_ENOUGH_PROPS, held: 1, limit: undefined });
    await buy(1, 2);
    expect(ids[1]).not.toBe(ids[0]);
  });
});

describe('verifying a draw in the browser', () => {
  const seed = 'f'.repeat(64);
  const tickets = [
    { no: 1, owner: 5 },
    { no: 2, owner: 6 },
    { no: 3, owner: 7 },
  ];
  const prizes = [{ name: 'Grand', items: [{ propId: 2001, count: 100 }], winners: 2 }];
  const detail = (over: Record<string, unknown> = {}) => ({
    id: 3,
    status: 'drawn',
    salesOpenAt: 1,
    salesCloseAt: 2,
    drawAt: 3,
    serverSeedHash: hashServerSeed(seed),
    ticketListHash: ticketListHash(tickets),
    ticketsSold: 3,
    minTickets: 2,
    prizes,
    prizeTurnoverMultiple: 1,
    serverSeed: seed,
    tickets,
    winners: drawWinners(seed, tickets, prizes).map((w) => ({ ...w, nickname: 'x***' })),
    drawnAt: 4,
    ...over,
  });

  it('matches a faithful record and flags a tampered ticket list', async () => {
    let answer = detail();
    stubFetch(() => ok(answer));
    await openDraw(3);
    const good = verifyOpenDraw();
    expect(good && verified(good)).toBe(true);
    answer = detail({ tickets: tickets.map((t) => (t.no === 3 ? { ...t, owner: 5 } : t)) });
    await openDraw(3);
    const bad = verifyOpenDraw();
    expect(bad).toMatchObject({ listMatches: false });
    expect(bad && verified(bad)).toBe(false);
    expect($detail.get().check).toBe(bad);
  });
});
