// Frame pacing of the in-house games' animations (issue 6: "a smooth 60 fps animation on a phone").
// Debian Chromium at 360×740 with the CPU slowed 4× (Lighthouse's mid-range phone), a visitor in demo mode so no
// ledger is involved. A requestAnimationFrame sampler inside the game frame records every frame interval while
// the Slots reels spin, while the Crash multiplier climbs, while the Sic Bo shaker shakes and lifts, while
// Baccarat's cards are dealt and while Bingo calls its balls; a frame is on time when it took ≤ 20 ms (one 60 Hz vsync with slack).
import type { Frame, Locator, Page } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser';
import { visitorContext } from '../e2e/support/games';

export interface FpsFigures {
  game: string;
  frames: number;
  fps: number;
  onTimeShare: number;
  p95Ms: number;
  worstMs: number;
}

const CPU_SLOWDOWN = Number(process.env.FPS_CPU_SLOWDOWN ?? 4);
const ON_TIME_MS = 20;

async function gameFrame(page: Page, path: string): Promise<Frame> {
  await page.goto(path);
  const handle = await page.waitForSelector('iframe', { timeout: 20_000 });
  const frame = await handle.contentFrame();
  if (!frame) throw new Error(`no game frame on ${path}`);
  await frame.waitForLoadState('load');
  return frame;
}

// Plain source text: functions passed to evaluate() would carry the TS loader's name helpers into the page.
const START = `(() => {
  window.__frames = [];
  window.__sampling = true;
  let last = performance.now();
  const tick = (now) => {
    window.__frames.push(now - last);
    last = now;
    if (window.__sampling) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`;
// the first interval counts from the start call, not from a frame
const STOP = '(() => { window.__sampling = false; return (window.__frames || []).slice(1); })()';

function startSampling(frame: Frame) {
  return frame.evaluate(START);
}

/**
 * Starts sampling, then taps the control the way a finger does: a touch at its centre (the phone context has
 * touch; a mouse would add hover and press styling no phone has). The control
 * is found and scrolled into view before the sampling starts. Playwright's own click would resolve its role
 * selector inside the window — an accessibility walk over the whole game frame and its actionability checks on
 * animation frames — and at 4× CPU that walk alone drew long frames the game never causes for a player.
 */
async function sampleTap(page: Page, frame: Frame, control: Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  if (!box) throw new Error('control not on screen');
  await startSampling(frame);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

function stopSampling(frame: Frame): Promise<number[]> {
  return frame.evaluate(STOP) as Promise<number[]>;
}

function figures(game: string, intervals: number[]): FpsFigures {
  if (intervals.length < 20) throw new Error(`${game}: only ${intervals.length} frames sampled`);
  const sorted = [...intervals].sort((a, b) => a - b);
  const total = intervals.reduce((s, x) => s + x, 0);
  return {
    game,
    frames: intervals.length,
    fps: (intervals.length / total) * 1000,
    onTimeShare: intervals.filter((x) => x <= ON_TIME_MS).length / intervals.length,
    p95Ms: sorted[Math.floor(sorted.length * 0.95)]!,
    worstMs: sorted[sorted.length - 1]!,
  };
}

/** Slots: three demo spins, sampled from the tap until the spin button is back. */
async function slots(page: Page): Promise<FpsFigures> {
  const frame = await gameFrame(page, '/game/start?gameId=1001&tryIt=1');
  const spin = frame.getByRole('button', { name: /^Spin/ });
  await spin.waitFor({ state: 'visible', timeout: 20_000 });
  const all: number[] = [];
  for (let i = 0; i < 3; i++) {
    await spin.waitFor({ state: 'visible' });
    await frame.waitForFunction('!document.querySelector(\'button[aria-busy="true"]\')', undefined, {
      timeout: 20_000,
    });
    await sampleTap(page, frame, spin);
    // the reels run ~1–2 s; sample a fixed window so a quick answer does not shorten it
    await page.waitForTimeout(2_000);
    all.push(...(await stopSampling(frame)));
  }
  return figures('Slots spin', all);
}

/** Sic Bo: three demo rolls (Big), sampled from the tap through the shake and the dome's lift. */
async function sicbo(page: Page): Promise<FpsFigures> {
  const frame = await gameFrame(page, '/game/start?gameId=5301&tryIt=1');
  const big = frame.getByRole('button', { name: 'Stake on Big' });
  const all: number[] = [];
  for (let i = 0; i < 3; i++) {
    await big.waitFor({ state: 'visible', timeout: 20_000 });
    await frame.waitForFunction('!document.querySelector(".sb-shaking")', undefined, { timeout: 20_000 });
    await big.click();
    await sampleTap(page, frame, frame.getByRole('button', { name: /^Roll for/ }));
    // the shake runs 1.4 s and the lift 0.45 s: a fixed window so a quick answer does not shorten it
    await page.waitForTimeout(2_200);
    all.push(...(await stopSampling(frame)));
  }
  return figures('Sic Bo shake', all);
}

/** Crash: the climb of a demo round without auto cash-out, until it busts or 4 s have passed. */
function crash(page: Page): Promise<FpsFigures> {
  return crashClimb(page, 3001, 'Crash climb');
}

/** Mayon Rocket: the same climb with the rocket, its exhaust trail, the volcano scene and its smoke. */
function mayonRocket(page: Page): Promise<FpsFigures> {
  return crashClimb(page, 3002, 'Mayon Rocket climb');
}

async function crashClimb(page: Page, gameId: number, name: string): Promise<FpsFigures> {
  const frame = await gameFrame(page, `/game/start?gameId=${gameId}&tryIt=1`);
  const bet = frame.getByRole('button', { name: /^Bet/ });
  const all: number[] = [];
  for (let i = 0; i < 4 && all.length < 120; i++) {
    await bet.waitFor({ state: 'visible', timeout: 20_000 });
    await sampleTap(page, frame, bet);
    await frame
      .getByText(/^Crashed at/)
      .first()
      .waitFor({ state: 'visible', timeout: 4_000 })
      .catch(() => undefined);
    all.push(...(await stopSampling(frame)));
    // a round still climbing is cashed out so the next one can start
    const cash = frame.getByRole('button', { name: 'Cash out' });
    if (await cash.isVisible()) await cash.click();
  }
  return figures(name, all);
}

/** Baccarat: three demo deals at the normal pace, sampled from the tap until the cards are down. */
async function baccarat(page: Page): Promise<FpsFigures> {
  const frame = await gameFrame(page, '/game/start?gameId=5101&tryIt=1');
  const player = frame.getByRole('button', { name: 'Stake on Player' });
  await player.waitFor({ state: 'visible', timeout: 20_000 });
  const all: number[] = [];
  for (let i = 0; i < 3; i++) {
    await player.click();
    const deal = frame.getByRole('button', { name: /^Deal ₱/ });
    await deal.waitFor({ state: 'visible', timeout: 20_000 });
    await sampleTap(page, frame, deal);
    // four to six cards at ~0.5 s each: a fixed window, so a quick answer does not shorten it
    await page.waitForTimeout(3_500);
    all.push(...(await stopSampling(frame)));
  }
  return figures('Baccarat deal', all);
}

// A box moved by requestAnimationFrame, one transform a frame: the least an animation can ask of the page.
const BARE = `(() => {
  const box = document.createElement('div');
  box.style.cssText = 'position:fixed;left:0;top:40%;width:48px;height:48px;background:#f5c542;will-change:transform;z-index:9';
  document.body.appendChild(box);
  window.__bare = true;
  const step = (now) => {
    box.style.transform = 'translateX(' + ((now / 4) % 300) + 'px)';
    if (window.__bare) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
})()`;

/**
 * The control: the Slots frame at rest with only that box moving, sampled for 4 s. What it reaches is what this
 * machine's Chromium delivers at this slowdown before any game does anything; each game is also read against it.
 */
async function bareAnimation(page: Page): Promise<FpsFigures> {
  const frame = await gameFrame(page, '/game/start?gameId=1001&tryIt=1');
  await frame.getByRole('button', { name: /^Spin/ }).waitFor({ state: 'visible', timeout: 20_000 });
  await frame.evaluate(BARE);
  await startSampling(frame);
  await page.waitForTimeout(4_000);
  const intervals = await stopSampling(frame);
  await frame.evaluate('window.__bare = false');
  return figures(CONTROL, intervals);
}

/** The control's name in the figures (run.ts reads each game against it). */
export const CONTROL = 'Control: a bare animation';

/** Bingo: two demo rounds of 2 cards, sampled while the balls are called (daubs, rings, the caller's drop). */
async function bingo(page: Page): Promise<FpsFigures> {
  const frame = await gameFrame(page, '/game/start?gameId=7001&tryIt=1');
  await frame.getByRole('radio', { name: '2 cards' }).check({ timeout: 20_000 });
  const play = frame.getByRole('button', { name: /^Play 2 cards/ });
  const all: number[] = [];
  for (let i = 0; i < 2; i++) {
    await play.waitFor({ state: 'visible', timeout: 20_000 });
    await sampleTap(page, frame, play);
    // 30 balls take ~10 s at normal speed: a fixed window of the calling
    await page.waitForTimeout(3_000);
    all.push(...(await stopSampling(frame)));
    await frame
      .getByRole('button', { name: 'Skip to the end' })
      .click()
      .catch(() => undefined);
  }
  return figures('Bingo calling', all);
}

export async function benchFps(url: string): Promise<FpsFigures[]> {
  const browser = await launchBrowser();
  try {
    const out: FpsFigures[] = [];
    for (const run of [bareAnimation, slots, crash, mayonRocket, sicbo, baccarat, bingo]) {
      const context = await visitorContext(browser, url);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      try {
        out.push(await run(page));
      } finally {
        await context.close();
      }
    }
    return out;
  } finally {
    await browser.close();
  }
}
