import { CLIENT_CHANNEL, CLIENT_REFERRER, CLIENT_VERSION, PLATFORM } from '@casino/contracts/constants';
import { type ErrorDetail, readErrorDetail } from '@casino/contracts/error-detail';
import { ERR_SELF_RESTRICTED, ERR_UNAUTHORIZED, ERR_UPSTREAM_TIMEOUT } from '@casino/contracts/errors-core';
import { isPublicCall } from '@casino/contracts/public-calls';
import type { CallAnswer, CallName, CallRequest } from '@casino/contracts/registry';
import { isMobile, requestTimeoutMs } from '../lib/device';
import { APP_ID } from '../lib/pending-contracts';
import { $session } from '../stores/session';
import { emitCallEvent } from './call-events';

export const API_BASE = '/app/v1/';

/** Failures that never reached an answer; negative so they never collide with server codes. */
export const CLIENT_ERR = { network: -1, timeout: -2, aborted: -3, badAnswer: -4 } as const;

export type CallResult<T> =
  | { ok: true; errcode: 0; msg: string; data: T }
  | {
      ok: false;
      errcode: number;
      msg: string;
      data: null;
      /**
       * The refusal's typed facts (seconds to wait, attempts left…); a `retry-after` header fills
       * retryAfterSeconds when the body does not. Never read numbers out of `msg`.
       */
      detail?: ErrorDetail;
    };

export interface CallOptions {
  /** False for calls whose failures are silent (config fetch, spec §8). The online ping never shows Tips. */
  tips?: boolean;
  signal?: AbortSignal;
  /** Sent even if the page goes away meanwhile (leaving a game as the tab closes); nothing may read the answer. */
  keepalive?: boolean;
}

/** The call whose timeout never shows the Tips dialog (spec §7). */
const SILENT_TIMEOUT_CALLS: ReadonlySet<string> = new Set(['online']);

export type CallFailure = Extract<CallResult<unknown>, { ok: false }>;

function failure(errcode: number, msg: string, detail?: ErrorDetail): CallFailure {
  return detail === undefined
    ? { ok: false, errcode, msg, data: null }
    : { ok: false, errcode, msg, data: null, detail };
}

/** Reads our envelope, the legacy `code` (200 = ok) or a bare HTTP failure. */
function readEnvelope(body: unknown, status: number): CallResult<unknown> {
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const b = body as Record<string, unknown>;
    const msg = typeof b.msg === 'string' ? b.msg : '';
    const code =
      typeof b.errcode === 'number'
        ? b.errcode
        : typeof b.code === 'number'
          ? b.code === 200
            ? 0
            : b.code
          : null;
    if (code === 0) {
      if ('data' in b) return { ok: true, errcode: 0, msg, data: b.data ?? null };
      // legacy answers put their fields at top level (spec §7)
      const { errcode: _e, code: _c, msg: _m, ...rest } = b;
      return { ok: true, errcode: 0, msg, data: Object.keys(rest).length > 0 ? rest : null };
    }
    if (code !== null) return failure(code, msg, readErrorDetail(b.detail));
  }
  return failure(status >= 400 ? status : CLIENT_ERR.badAnswer, '');
}

/**
 * The one request function: POST /app/v1/<name> with the common fields, the saved token, a timeout
 * from the network class, the Tips dialog on timeout and the logout flow on a 401 of a non-public call.
 */
export async function call<N extends CallName>(
  name: N,
  body?: CallRequest<N>,
  options: CallOptions = {},
): Promise<CallResult<CallAnswer<N>>> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, requestTimeoutMs());
  const onCallerAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });

  const token = $session.get();
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = token;
  const payload = {
    appId: APP_ID,
    channel: CLIENT_CHANNEL,
    clientReferrer: CLIENT_REFERRER,
    appVersion: CLIENT_VERSION,
    platform: isMobile() ? PLATFORM.mobile : PLATFORM.desktop,
    ...(body ?? {}),
  };

  let result: CallResult<unknown>;
  try {
    const res = await fetch(`${API_BASE}${name}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(payload),
      signal: controller.signal,
      ...(options.keepalive ? { keepalive: true } : {}),
    });
    const json: unknown = await res.json().catch(() => null);
    result = readEnvelope(json, res.status);
    const retryAfter = Number(res.headers.get('retry-after'));
    if (!result.ok && result.detail?.retryAfterSeconds === undefined && Number.isSafeInteger(retryAfter)) {
      if (retryAfter > 0) result.detail = { ...result.detail, retryAfterSeconds: retryAfter };
    }
  } catch {
    if (timedOut) result = failure(CLIENT_ERR.timeout, '');
    else if (controller.signal.aborted) return failure(CLIENT_ERR.aborted, '');
    else result = failure(CLIENT_ERR.network, '');
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }

  // The BFF answers 504 when the upstream is slow: to the player that is the same timeout.
  const isTimeout = result.errcode === CLIENT_ERR.timeout || result.errcode === ERR_UPSTREAM_TIMEOUT;
  if (isTimeout && options.tips !== false && !SILENT_TIMEOUT_CALLS.has(name))
    emitCallEvent({ kind: 'timeout' });
  if (result.errcode === ERR_UNAUTHORIZED && !isPublicCall(name)) emitCallEvent({ kind: 'unauthorized' });
  // a cool-off or exclusion started elsewhere (another device): switch to the restricted view
  if (result.errcode === ERR_SELF_RESTRICTED)
    emitCallEvent({ kind: 'restricted', retryAfterSeconds: result.detail?.retryAfterSeconds });
  return result as CallResult<CallAnswer<N>>;
}
