import { normaliseEnvelope } from '@casino/contracts/envelope';
import { getCall } from '@casino/contracts/registry';
import { vi } from 'vitest';
import { wireCallEffects } from '../stores/call-effects';
import { $config } from '../stores/config';
import { type EventLogEntry, queuedEvents, resetEvents } from '../stores/events';
import { setNavigate } from '../stores/nav';
import { resetOtpTimers } from '../stores/otp';
import { closeAllOverlays } from '../stores/overlays';
import { $dots, $user, $vip, $wallet, EMPTY_WALLET, NO_DOTS, setToken } from '../stores/session';
import { recordContractViolation } from './contract-violations';

// The app wires the calls' outcomes (Tips, logout, restricted view) at start; every test that calls does too.
wireCallEffects();

export interface FetchCall {
  url: string;
  init: RequestInit;
  body: Record<string, unknown> | null;
}

/**
 * A scripted platform answer is checked against its call's contract, as the platform's own answers are: a
 * contract change then fails the web tests that still script the old shape, instead of leaving the web tested
 * against answers the platform no longer sends. Refusals and non-JSON answers (a gateway's page) are not answers.
 */
async function checkAgainstContract(url: string, res: Response): Promise<void> {
  const name = /\/app\/v1\/([^?#]+)/.exec(url)?.[1];
  if (!name) return;
  const call = getCall(name);
  if (!call) {
    recordContractViolation(`${name}: no such call in the contracts`);
    return;
  }
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    return;
  }
  const env = normaliseEnvelope(body);
  if (env?.errcode !== 0) return;
  const check = call.answer.safeParse(env.data);
  if (!check.success) {
    const issues = (check.error.issues as { path: PropertyKey[]; message: string }[])
      .slice(0, 3)
      .map((i) => `${i.path.map(String).join('.') || '(data)'}: ${i.message}`);
    recordContractViolation(`${name}: ${issues.join('; ')}`);
  }
}

/**
 * Replaces global fetch with a function the test scripts; records every call. Every scripted /app/v1 answer is
 * checked against its contract (see checkAgainstContract).
 */
export function stubFetch(answer: (url: string, init: RequestInit) => Promise<Response> | Response) {
  const calls: FetchCall[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    let body: Record<string, unknown> | null = null;
    if (typeof init.body === 'string') {
      try {
        body = JSON.parse(init.body) as Record<string, unknown>;
      } catch {
        body = null;
      }
    }
    calls.push({ url, init, body });
    const res = await answer(url, init);
    // checked on a copy beside the answer, so the code under test sees the same timing as without the check
    void checkAgainstContract(url, res.clone());
    return res;
  });
  vi.stubGlobal('fetch', fn);
  return { calls, fn };
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A request that never answers until aborted, like a stalled upstream. */
export function hang(_url: string, init: RequestInit): Promise<Response> {
  return new Promise((_, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });
}

export function setEffectiveType(type: string | undefined): void {
  Object.defineProperty(navigator, 'connection', {
    configurable: true,
    value: type === undefined ? undefined : { effectiveType: type },
  });
}

/** Records navigations the stores ask for. */
export function captureNavigation(): { to: string; replace: boolean }[] {
  const seen: { to: string; replace: boolean }[] = [];
  setNavigate((to, options) => seen.push({ to, replace: !!options?.replace }));
  return seen;
}

export function resetApp(): void {
  localStorage.clear();
  sessionStorage.clear();
  setToken(null);
  $user.set(null);
  $vip.set(null);
  $wallet.set(EMPTY_WALLET);
  $dots.set(NO_DOTS);
  closeAllOverlays();
  resetEvents();
  resetOtpTimers();
  $config.set({ status: 'loading', data: null });
  setEffectiveType(undefined);
}

/** Every event tracked so far: still queued, or already sent to /events through the stubbed fetch. */
export function trackedEvents(calls: readonly FetchCall[]): EventLogEntry[] {
  const sent = calls
    .filter((c) => c.url.endsWith('/events'))
    .flatMap((c) => (c.body?.eventList ?? []) as EventLogEntry[]);
  return [...sent, ...queuedEvents()];
}

/** The `target` of every click event tracked so far. */
export function trackedClicks(calls: readonly FetchCall[]): EventLogEntry['props'][] {
  return trackedEvents(calls)
    .filter((e) => e.event === 'click')
    .map((e) => e.props);
}
