import { CRASH_MAX_MULTIPLIER, ROUND_STATE_WAIT_MAX_MS } from '@casino/contracts/fairness';
import { formatMoney } from '@casino/contracts/money';
import { registry } from '@casino/contracts/registry';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/games';
import { t } from '../../i18n';
import { json, resetApp, stubFetch } from '../../test/helpers';
import { autoTarget, CrashGame, cashoutAmount, climbElapsed, crashText } from './crash-game';
import { climbAt, graphPoint, graphScale, gridLines } from './crash-graph';
import { addPoint, pointTone } from './crash-history';

const base = registry.gameRoundPlay.examples.answer;
const crashRound = (over: object, result: object) => ({
  ...base,
  engine: 'crash' as const,
  bet: 100,
  win: 0,
  ...over,
  result: { engine: 'crash' as const, startedAt: 0, autoCashout: 0, cashoutAt: 0, crashPoint: 0, ...result },
});

/** The Crash page on a session of that mode; answers what it passed to onRound. */
function renderCrash(mode: 'real' | 'demo') {
  const rounds: { status: string; win: number }[] = [];
  render(
    <CrashGame
      session={{ gameId: 3001, sessionId: mode === 'demo' ? 'demo-1' : 'gs-1', mode }}
      minBet={100}
      maxBet={10_000}
      balance={null}
      muted
      info={{ status: 'loading' }}
      onRound={(r) => rounds.push(r)}
    />,
  );
  return rounds;
}
const betButton = () =>
  screen.getByRole('button', { name: t('games.crash.start', { amount: formatMoney(100) }) });
const ok = (data: unknown) => json({ errcode: 0, msg: 'ok', data });

/**
 * The platform's read of a running round (round-state on the platform): held until the round ends on its own at
 * `endsAt`, or for the read's `waitMs`, then answered as the round stands at that moment.
 */
function heldRead(init: RequestInit, endsAt: number, ended: Response, running: Response): Promise<Response> {
  const { waitMs = 0 } = JSON.parse(String(init.body)) as { waitMs?: number };
  const untilEnd = endsAt - Date.now();
  const ms = untilEnd <= 0 ? 0 : Math.min(untilEnd + 1, waitMs);
  return new Promise((answer) => setTimeout(() => answer(Date.now() >= endsAt ? ended : running), ms));
}

beforeEach(() => resetApp());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Crash', () => {
  it('stretches the graph as the climb grows: a 1.5× flight and a 50× one both fill it', () => {
    const box = { left: 0, top: 0, width: 300, height: 200 };
    // the first seconds: 8 s across and 1× to 2× up, the kite low on the left
    const early = graphScale(2_000, climbAt(2_000));
    expect(early).toEqual({ spanMs: 8_000, top: 2 });
    // past that the axes keep a quarter of room ahead: the head sits 80 % across and 80 % up, whatever the height
    for (const ms of [15_000, 65_000]) {
      const s = graphScale(ms, climbAt(ms));
      const head = graphPoint(ms, climbAt(ms), s, box);
      expect(head.x).toBeCloseTo(240, 5);
      expect(head.y).toBeCloseTo(40, 5);
    }
    // grid lines at round steps, at most four above 1×
    expect(gridLines(2)).toEqual([1.2, 1.4, 1.6, 1.8]);
    expect(gridLines(62)).toEqual([21, 41, 61]);
    expect(crashText(12_345)).toBe('123.45×');
  });

  it('holds the climb where it stopped, and prices a cash-out as bet × multiplier floored to the centavo', () => {
    expect(climbElapsed(20_000, 0, 0)).toBe(20_000);
    // stopped at 2.00× (reached 11,553 ms in): the graph stays there
    expect(climbElapsed(20_000, 0, 0, 200)).toBe(11_553);
    expect(cashoutAmount(100, 153)).toBe(153);
    expect(cashoutAmount(333, 150)).toBe(499);
  });

  it('keeps previous crash points newest first, one per round, coloured by size', () => {
    const bust = (id: string, x: number) => crashRound({ roundId: id, status: 'settled' }, { crashPoint: x });
    let list = addPoint([], bust('a', 152));
    list = addPoint(list, bust('b', 1250));
    list = addPoint(list, bust('b', 1250));
    list = addPoint(list, crashRound({ roundId: 'c', status: 'open' }, {}));
    expect(list.map(({ roundId, x }) => ({ roundId, x }))).toEqual([
      { roundId: 'b', x: 1250 },
      { roundId: 'a', x: 152 },
    ]);
    // a real round keeps its seeds, so the strip opens the verifier on it
    expect(list[0]!.fair).toEqual({
      engine: 'crash',
      serverSeedHash: base.serverSeedHash,
      clientSeed: base.clientSeed,
      nonce: base.nonce,
    });
    expect([pointTone(152), pointTone(200), pointTone(1250)]).toEqual(['low', 'mid', 'high']);
  });

  it('takes an auto cash-out from 1.01× to the max win, and nothing else', () => {
    expect(autoTarget('')).toBeNull();
    expect(autoTarget('2')).toBe(200);
    expect(autoTarget('1.01')).toBe(101);
    expect(autoTarget('1')).toBe('invalid');
    expect(autoTarget(String(CRASH_MAX_MULTIPLIER / 100))).toBe(CRASH_MAX_MULTIPLIER);
    expect(autoTarget(String(CRASH_MAX_MULTIPLIER / 100 + 1))).toBe('invalid');
    expect(autoTarget('1..2')).toBe('invalid');
  });

  it('refuses an out-of-range auto cash-out before betting, and says what fits', () => {
    const { calls } = stubFetch(() => json({ errcode: 0, msg: 'ok', data: null }));
    renderCrash('demo');
    const field = screen.getByLabelText(t('games.crash.auto'));
    fireEvent.change(field, { target: { value: '1' } });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(t('games.crash.autoRange', { min: '1.01', max: '10,000' }))).toBeTruthy();
    const bet = betButton();
    expect((bet as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(bet);
    expect(calls).toEqual([]);
  });

  it('climbs on the server clock, then shows the cash-out the platform answered', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'setInterval', 'requestAnimationFrame'] });
    vi.setSystemTime(1_000_000);
    const started = 1_000_000 - 11_553; // 2.00× on the formula
    const open = crashRound({ status: 'open', updateTime: 1_000_000 }, { startedAt: started });
    const cashed = crashRound({ status: 'settled', win: 200 }, { startedAt: started, cashoutAt: 200 });
    stubFetch((url) => json({ errcode: 0, msg: 'ok', data: url.endsWith('Action') ? cashed : open }));
    renderCrash('demo');
    fireEvent.click(betButton());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('timer').textContent).toBe('2.00×');
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(Number.parseFloat(screen.getByRole('timer').textContent ?? '')).toBeGreaterThan(2.6);
    // the button says what a cash-out pays now: bet × the multiplier on screen
    const cash = screen.getByRole('button', { name: /^Cash out ₱/ });
    expect(cash.textContent).toBe(
      t('games.crash.cashoutAmount', {
        amount: formatMoney(
          cashoutAmount(
            100,
            Math.round(Number.parseFloat(screen.getByRole('timer').textContent ?? '') * 100),
          ),
        ),
      }),
    );
    // the bet controls stay on screen mid-flight, off
    expect(screen.getByRole('group', { name: t('games.bet') })).toHaveProperty('disabled', true);
    fireEvent.click(cash);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('timer').textContent).toBe('2.00×');
    expect(screen.getByRole('status').textContent).toBe(
      t('games.crash.cashed', { value: '2.00', amount: formatMoney(200) }),
    );
  });

  describe('reads a running round back with its own session call', () => {
    const NOW = 1_000_000;
    /** 1.50× is reached 6,758 ms after the start (crashReachTime on the platform). */
    const DUE = NOW + 6_758;
    const roundBody = (sessionId: string) => expect.objectContaining({ sessionId, roundId: base.roundId });

    it('a demo auto cash-out shows its win when it falls due, with no tap', async () => {
      vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'setInterval', 'requestAnimationFrame'] });
      vi.setSystemTime(NOW);
      const result = { startedAt: NOW, autoCashout: 150 };
      const open = crashRound({ status: 'open', mode: 'demo', updateTime: NOW }, result);
      const cashed = crashRound({ status: 'settled', mode: 'demo', win: 150 }, { ...result, cashoutAt: 150 });
      // the platform holds each read until the auto cash-out falls due, or for the longest wait
      const { calls } = stubFetch((url, init) =>
        url.endsWith('gameDemoState') ? heldRead(init, DUE, ok(cashed), ok(open)) : ok(open),
      );
      const rounds = renderCrash('demo');
      fireEvent.change(screen.getByLabelText(t('games.crash.auto')), { target: { value: '1.5' } });
      fireEvent.click(betButton());
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(calls.map((c) => c.url)).toEqual([
        '/app/v1/anonymous/gameDemoPlay',
        '/app/v1/anonymous/gameDemoState',
      ]);

      await act(() => vi.advanceTimersByTimeAsync(DUE - NOW - 10));
      expect(screen.getByRole('status').textContent).toBe('');
      expect(screen.getByRole('button', { name: /^Cash out ₱/ })).toBeTruthy();
      // 6.8 s of climbing took two reads: the longest wait, then one held until the due time
      const reads = calls.slice(1);
      expect(reads).toHaveLength(2);
      for (const r of reads) {
        expect(r.url).toBe('/app/v1/anonymous/gameDemoState');
        expect(r.body).toEqual(roundBody('demo-1'));
        expect(r.body?.waitMs).toBe(ROUND_STATE_WAIT_MAX_MS);
      }

      // the held read answers at the due time (not a poll later) with the win
      await act(() => vi.advanceTimersByTimeAsync(50));
      expect(screen.getByRole('status').textContent).toBe(
        t('games.crash.cashed', { value: '1.50', amount: formatMoney(150) }),
      );
      expect(screen.getByRole('timer').textContent).toBe('1.50×');
      expect(rounds.map((r) => [r.status, r.win])).toEqual([
        ['open', 0],
        ['settled', 150],
      ]);
      // the round is over: no more reads
      const count = calls.length;
      await act(() => vi.advanceTimersByTimeAsync(5_000));
      expect(calls).toHaveLength(count);
      expect(calls.some((c) => c.url.includes('Recall'))).toBe(false);
    });

    it('reads a platform that answers without waiting at most once a second, as a poll', async () => {
      vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'setInterval', 'requestAnimationFrame'] });
      vi.setSystemTime(NOW);
      const open = crashRound({ status: 'open', mode: 'demo', updateTime: NOW }, { startedAt: NOW });
      const { calls } = stubFetch(() => ok(open));
      renderCrash('demo');
      fireEvent.click(betButton());
      await act(() => vi.advanceTimersByTimeAsync(0));
      for (let s = 0; s < 3; s++) await act(() => vi.advanceTimersByTimeAsync(1_000));
      await act(() => vi.advanceTimersByTimeAsync(500));
      // at the bet, then 1, 2 and 3 s later
      expect(calls.filter((c) => c.url.endsWith('gameDemoState'))).toHaveLength(4);
    });

    it('a real round is read through gameRoundState, not the last-10 recall, until it busts', async () => {
      vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'setInterval', 'requestAnimationFrame'] });
      vi.setSystemTime(NOW);
      const open = crashRound({ status: 'open', mode: 'real', updateTime: NOW }, { startedAt: NOW });
      const bust = crashRound({ status: 'settled', mode: 'real' }, { startedAt: NOW, crashPoint: 112 });
      const record = {
        list: [
          {
            roundId: 'old',
            gameId: 3001,
            gameName: 'Saranggola Crash',
            bet: 100,
            win: 0,
            status: 'settled',
            createTime: NOW - 60_000,
            fair: {
              engine: 'crash',
              serverSeedHash: base.serverSeedHash,
              clientSeed: 'c',
              nonce: 7,
              crashPoint: 345,
            },
          },
        ],
        pageNum: 1,
        pageSize: 20,
        pages: 1,
        total: 1,
      };
      // the platform holds the read until the bust, 2 s after the start
      const { calls } = stubFetch((url, init) =>
        url.endsWith('gameRoundState')
          ? heldRead(init, NOW + 2_000, ok(bust), ok(open))
          : ok(
              url.endsWith('betRecord')
                ? record
                : url.endsWith('gameLiveBets')
                  ? { list: [], windowSeconds: 120 }
                  : open,
            ),
      );
      renderCrash('real');
      await act(() => vi.advanceTimersByTimeAsync(0));
      fireEvent.click(betButton());
      await act(() => vi.advanceTimersByTimeAsync(0));
      await act(() => vi.advanceTimersByTimeAsync(2_001));
      expect(screen.getByRole('status').textContent).toBe(t('games.crash.bust', { value: '1.12' }));
      // the strip: this round's crash point first, then the one the bet record had, each opening the verifier
      const strip = screen.getByRole('list', { name: t('games.crash.history') });
      expect([...strip.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['1.12×', '3.45×']);
      expect(
        screen.getByRole('button', { name: t('games.crash.strip.verify', { value: '3.45×', nonce: 7 }) }),
      ).toBeTruthy();
      // the strip reads the player's own last 20 rounds of this game once, as the page opens
      const own = calls.filter((c) => !c.url.endsWith('gameLiveBets'));
      expect(own.map((c) => c.url)).toEqual([
        '/app/v1/betRecord',
        '/app/v1/gameRoundPlay',
        '/app/v1/gameRoundState',
      ]);
      expect(own[0]!.body).toEqual(expect.objectContaining({ gameId: 3001, pageSize: 20 }));
      expect(own[2]!.body).toEqual(roundBody('gs-1'));
    });

    it('autoplay needs an auto cash-out, then plays a round only once the last one has ended', async () => {
      vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'setInterval', 'requestAnimationFrame'] });
      vi.setSystemTime(NOW);
      let played = 0;
      let open = false;
      let overlapped = false;
      const { calls } = stubFetch((url) => {
        if (url.endsWith('gameDemoPlay')) {
          if (open) overlapped = true;
          open = true;
          played++;
          const result = { startedAt: Date.now(), autoCashout: 150 };
          return ok(
            crashRound(
              { roundId: `r${played}`, status: 'open', mode: 'demo', updateTime: Date.now() },
              result,
            ),
          );
        }
        // the first read back finds the round crashed at 1.12×, below the cash-out
        open = false;
        return ok(
          crashRound(
            { roundId: `r${played}`, status: 'settled', mode: 'demo' },
            { startedAt: NOW, autoCashout: 150, crashPoint: 112 },
          ),
        );
      });
      renderCrash('demo');
      expect(screen.queryByRole('button', { name: t('games.controls.auto') })).toBeNull();
      expect(screen.getByText(t('games.controls.crashNeedsAuto'))).toBeTruthy();
      fireEvent.change(screen.getByLabelText(t('games.crash.auto')), { target: { value: '1.5' } });
      fireEvent.click(screen.getByRole('button', { name: t('games.controls.auto') }));
      const sheet = screen.getByRole('dialog', { name: t('games.controls.autoTitle') });
      fireEvent.change(within(sheet).getByLabelText(t('games.controls.winStop')), {
        target: { value: '100' },
      });
      fireEvent.change(within(sheet).getByLabelText(t('games.controls.lossStop')), {
        target: { value: '50' },
      });
      fireEvent.click(within(sheet).getByRole('button', { name: t('games.controls.start', { count: 10 }) }));
      // React commits at the end of each act: time moves in steps, as a page's would
      for (let step = 0; step < 60 && played < 10; step++) await act(() => vi.advanceTimersByTimeAsync(500));
      await act(() => vi.advanceTimersByTimeAsync(5_000));
      expect(played).toBe(10);
      // each round its own request id
      const ids = calls.filter((c) => c.url.endsWith('gameDemoPlay')).map((c) => c.body?.requestId);
      expect(new Set(ids).size).toBe(10);
      expect(overlapped).toBe(false);
      expect(screen.getByText(new RegExp(t('games.controls.stopped.done')))).toBeTruthy();
    });
  });
});
