import { exampleUser } from '@casino/contracts/examples/user';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, resetApp, stubFetch } from '../test/helpers';
import { likeLoginHref, toggleLike, withLike } from './game-likes';
import { $user, type UserState } from './session';

const player = (likes: number[]): UserState =>
  ({ ...exampleUser, id: 42, gameLikeIds: likes, gameHistory: [] }) as unknown as UserState;
const likes = () => $user.get()?.gameLikeIds;

/** A fetch whose answers the test releases one by one, to look at the heart while a request is on its way. */
function heldFetch() {
  const waiting: ((r: Response) => void)[] = [];
  const stub = stubFetch(() => new Promise<Response>((resolve) => waiting.push(resolve)));
  const answer = async (r: Response) => {
    await vi.waitFor(() => expect(waiting.length).toBeGreaterThan(0));
    waiting.shift()!(r);
  };
  return { ...stub, answer };
}
const saved = (ids: number[]) => json({ errcode: 0, msg: 'ok', data: { gameLikeIds: ids } });

beforeEach(() => {
  resetApp();
  $user.set(player([7]));
});
afterEach(() => vi.unstubAllGlobals());

describe('likes', () => {
  it('shows the like before the answer, then keeps the liked list the platform answers', async () => {
    const api = heldFetch();
    const done = toggleLike(1001, true);
    expect(likes()).toEqual([1001, 7]);
    expect(api.calls[0]?.body).toMatchObject({ gameId: 1001, like: true });
    await api.answer(saved([1001, 7, 3]));
    expect(await done).toBe('saved');
    expect(likes()).toEqual([1001, 7, 3]);
  });

  it('puts the heart back when the platform refuses or the network fails', async () => {
    stubFetch(() => json({ errcode: 500, msg: 'boom', data: null }));
    expect(await toggleLike(7, false)).toBe('failed');
    expect(likes()).toEqual([7]);
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await toggleLike(1001, true)).toBe('failed');
    expect(likes()).toEqual([7]);
  });

  it('a failure on one game keeps another game’s pending like, and an answer keeps it too', async () => {
    const api = heldFetch();
    const first = toggleLike(1001, true);
    const second = toggleLike(2001, true);
    expect(likes()).toEqual([2001, 1001, 7]);
    await api.answer(json({ errcode: 500, msg: 'boom', data: null }));
    expect(await first).toBe('failed');
    expect(likes()).toEqual([2001, 7]);
    await api.answer(saved([2001, 7]));
    expect(await second).toBe('saved');
    expect(likes()).toEqual([2001, 7]);
  });

  it('an answer for one game does not undo a later tap on another still on its way', async () => {
    const api = heldFetch();
    const first = toggleLike(1001, true);
    const second = toggleLike(7, false);
    // the platform answered the first before it saw the second
    await api.answer(saved([1001, 7]));
    await first;
    expect(likes()).toEqual([1001]);
    await api.answer(saved([1001]));
    await second;
    expect(likes()).toEqual([1001]);
  });

  it('ignores a second tap on the same game until the first is answered', async () => {
    const api = heldFetch();
    const first = toggleLike(1001, true);
    expect(await toggleLike(1001, false)).toBe('busy');
    expect(api.calls.length).toBe(1);
    await api.answer(saved([1001, 7]));
    await first;
    expect(likes()).toEqual([1001, 7]);
  });

  it('a visitor has nothing to toggle; an answer after logout changes nothing', async () => {
    const api = heldFetch();
    const done = toggleLike(1001, true);
    $user.set(null);
    await api.answer(saved([1001, 7]));
    await done;
    expect($user.get()).toBeNull();
    expect(await toggleLike(1001, true)).toBe('signedOut');
    expect(api.calls.length).toBe(1);
  });

  it('withLike puts a new like first and removes an unlike', () => {
    expect(withLike([3, 4], 5, true)).toEqual([5, 3, 4]);
    expect(withLike([3, 5, 4], 5, true)).toEqual([5, 3, 4]);
    expect(withLike([3, 5, 4], 5, false)).toEqual([3, 4]);
  });

  it('sends a visitor to login and back to the page', () => {
    window.history.replaceState(null, '', '/game/search?q=color');
    expect(likeLoginHref()).toBe('/auth/login?redirect=%2Fgame%2Fsearch%3Fq%3Dcolor');
  });
});
