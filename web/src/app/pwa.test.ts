import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { SESSION_KEY } from '../lib/storage';
import { json, stubFetch } from '../test/helpers';

// pwa.ts keeps "already reloading" for the page's life: each test loads a fresh copy (and of the stores it reads).
async function load() {
  vi.resetModules();
  const pwa = await import('./pwa');
  const { enterGame } = await import('../stores/current-game');
  return { ...pwa, enterGame };
}

class FakeWorker extends EventTarget {
  postMessage = vi.fn();
  constructor(public state: ServiceWorkerState = 'installed') {
    super();
  }
  install(): void {
    this.state = 'installed';
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  active: FakeWorker | null = new FakeWorker('activated');
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  update = vi.fn(async () => undefined);
  /** The browser found a new worker: it installs in the background. */
  found(worker: FakeWorker): void {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

/** navigator.serviceWorker as a browser has it: `controlled` = a worker already serves this page. */
function fakeServiceWorker(controlled: boolean, register?: () => Promise<FakeRegistration>) {
  const reg = new FakeRegistration();
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? new FakeWorker('activated') : null,
    register: vi.fn(register ?? (async () => reg)),
  });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  return { reg, container, takeOver: () => container.dispatchEvent(new Event('controllerchange')) };
}

const SKIP_WAITING = { type: 'SKIP_WAITING' };

/** A controlled page with a game open (fake timers) when it registers, and an update waiting. */
async function updateWaitingUnderGame() {
  vi.useFakeTimers();
  const pwa = await load();
  const sw = fakeServiceWorker(true);
  const leave = pwa.enterGame(2001);
  const waiting = new FakeWorker();
  sw.reg.waiting = waiting;
  await pwa.registerServiceWorker();
  return { ...pwa, sw, waiting, leave };
}
let reload: Mock<() => void>;

beforeEach(() => {
  sessionStorage.clear();
  reload = vi.fn<() => void>();
  vi.spyOn(location, 'reload').mockImplementation(reload);
});
afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.unstubAllGlobals();
});

describe('service worker updates (spec §4)', () => {
  it('a waiting update is told to take over, and the page reloads once when it does', async () => {
    const { registerServiceWorker } = await load();
    const sw = fakeServiceWorker(true);
    const waiting = new FakeWorker();
    sw.reg.waiting = waiting;
    await registerServiceWorker();
    expect(waiting.postMessage).toHaveBeenCalledWith(SKIP_WAITING);
    expect(reload).not.toHaveBeenCalled();
    sw.takeOver();
    sw.takeOver();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('an update found while the app runs installs, takes over, and reloads the page', async () => {
    const { registerServiceWorker, $pwa } = await load();
    const sw = fakeServiceWorker(true);
    await registerServiceWorker();
    const next = new FakeWorker('installing');
    sw.reg.found(next);
    next.install();
    expect(next.postMessage).toHaveBeenCalledWith(SKIP_WAITING);
    sw.takeOver();
    expect(reload).toHaveBeenCalledOnce();
    // it reloaded at once: nothing was left waiting for the player
    expect($pwa.get().updateReady).toBe(false);
  });

  it('the first install makes the app ready offline and never reloads', async () => {
    const { registerServiceWorker, $pwa } = await load();
    const sw = fakeServiceWorker(false);
    sw.reg.active = null;
    await registerServiceWorker();
    expect($pwa.get().offlineReady).toBe(false);
    const first = new FakeWorker('installing');
    sw.reg.found(first);
    first.install();
    expect($pwa.get().offlineReady).toBe(true);
    expect(first.postMessage).not.toHaveBeenCalled();
    sw.takeOver();
    expect(reload).not.toHaveBeenCalled();
  });

  it('a registration error sets the flag and the app goes on', async () => {
    const { registerServiceWorker, $pwa } = await load();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeServiceWorker(false, () => Promise.reject(new Error('SecurityError')));
    expect(await registerServiceWorker()).toBeNull();
    expect($pwa.get()).toEqual({ offlineReady: false, updateReady: false, registrationError: true });
    expect(warn).toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it("an update does not reload the page under a game: it waits for the player's tap", async () => {
    const { registerServiceWorker, applyUpdate, $pwa, enterGame } = await load();
    const sw = fakeServiceWorker(true);
    const leave = enterGame(2001);
    await registerServiceWorker();
    const next = new FakeWorker('installing');
    sw.reg.found(next);
    next.install();
    expect(next.postMessage).not.toHaveBeenCalled();
    expect($pwa.get().updateReady).toBe(true);
    // another tab's update takes over this page too: still no reload while the game runs
    sw.takeOver();
    expect(reload).not.toHaveBeenCalled();
    // the banner's button
    applyUpdate();
    expect(reload).toHaveBeenCalledOnce();
    leave();
    expect(reload).toHaveBeenCalledOnce();
  });

  it("the banner's button during a game: the update takes over and the page reloads, one tap", async () => {
    const { applyUpdate, waiting, sw } = await updateWaitingUnderGame();
    applyUpdate();
    expect(waiting.postMessage).toHaveBeenCalledWith(SKIP_WAITING);
    sw.takeOver();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('a waiting update applies a moment after the player leaves the game (their exit calls go first)', async () => {
    const { leave, waiting, sw, AFTER_GAME_MS } = await updateWaitingUnderGame();
    expect(waiting.postMessage).not.toHaveBeenCalled();
    leave();
    expect(waiting.postMessage).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(AFTER_GAME_MS);
    expect(waiting.postMessage).toHaveBeenCalledWith(SKIP_WAITING);
    sw.takeOver();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('a player who opens another game right away keeps playing: the update waits again', async () => {
    const { leave, enterGame, waiting, AFTER_GAME_MS } = await updateWaitingUnderGame();
    leave();
    const leaveSecond = enterGame(3001);
    await vi.advanceTimersByTimeAsync(AFTER_GAME_MS * 2);
    expect(waiting.postMessage).not.toHaveBeenCalled();
    leaveSecond();
    await vi.advanceTimersByTimeAsync(AFTER_GAME_MS);
    expect(waiting.postMessage).toHaveBeenCalledWith(SKIP_WAITING);
  });
});

describe('latest-build polling (spec §4)', () => {
  const deployed = (build: string) => stubFetch(() => json({ build }));

  it('reloads on a new build, once per build id, never for the build it runs', async () => {
    const { checkLatestBuild } = await load();
    const { calls } = deployed('b2');
    expect(await checkLatestBuild(null, 'b2')).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(await checkLatestBuild(null, 'b1')).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    expect(calls[0]?.url).toBe('/latest-build.json');
    expect(calls[0]?.init.cache).toBe('no-store');
    expect(sessionStorage.getItem(SESSION_KEY.buildReload)).toBe('b2');
  });

  it('does not loop when the reloaded page still runs the old build (a stale cache)', async () => {
    deployed('b2');
    sessionStorage.setItem(SESSION_KEY.buildReload, 'b2');
    const { checkLatestBuild } = await load();
    expect(await checkLatestBuild(null, 'b1')).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('with a worker, asks it to update: the reload then follows its takeover', async () => {
    const { registerServiceWorker, checkLatestBuild } = await load();
    const sw = fakeServiceWorker(true);
    const reg = await registerServiceWorker();
    deployed('b2');
    expect(await checkLatestBuild(reg, 'b1')).toBe(true);
    expect(sw.reg.update).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    const next = new FakeWorker('installing');
    sw.reg.found(next);
    next.install();
    sw.takeOver();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('an unreachable or broken latest-build file changes nothing', async () => {
    const { checkLatestBuild } = await load();
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await checkLatestBuild(null, 'b1')).toBe(false);
    stubFetch(() => new Response('<html>', { status: 200 }));
    expect(await checkLatestBuild(null, 'b1')).toBe(false);
    stubFetch(() => json({}, 404));
    expect(await checkLatestBuild(null, 'b1')).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('a new build found during a game waits for the player to leave it', async () => {
    vi.useFakeTimers();
    const { checkLatestBuild, $pwa, enterGame, AFTER_GAME_MS } = await load();
    deployed('b2');
    const leave = enterGame(7);
    expect(await checkLatestBuild(null, 'b1')).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    expect($pwa.get().updateReady).toBe(true);
    leave();
    await vi.advanceTimersByTimeAsync(AFTER_GAME_MS);
    expect(reload).toHaveBeenCalledOnce();
  });
});
