import { $opsToken, signedOut } from '../stores/session';
import type { OpsAnswer, OpsCallName, OpsRequest } from './ops-calls';

export const OPS_API_BASE = '/ops/v1/';
const TIMEOUT_MS = 20_000;

/** Failures that never reached an answer; negative so they never collide with server codes. */
export const OPS_CLIENT_ERR = { network: -1, timeout: -2, badAnswer: -4 } as const;

export type OpsFailure = {
  ok: false;
  errcode: number;
  msg: string;
  /** 403: the operator's roles do not include this call's; the page says so instead of the server's text. */
  forbidden: boolean;
  detail?: unknown;
};
export type OpsResult<T> = { ok: true; data: T } | OpsFailure;

/**
 * The console's one request function: POST /ops/v1/<name> with the operator token in `authorization`,
 * the usual envelope ({errcode, msg, data}). A 401 ends the session (back to sign-in); a 403 is a refusal the
 * page shows as "your role cannot do this".
 */
export async function opsCall<N extends OpsCallName>(
  name: N,
  body: OpsRequest<N>,
  signal?: AbortSignal,
): Promise<OpsResult<OpsAnswer<N>>> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, TIMEOUT_MS);
  signal?.addEventListener('abort', () => controller.abort(), { once: true });
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const token = $opsToken.get();
  if (token) headers.authorization = token;
  try {
    const res = await fetch(`${OPS_API_BASE}${name}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: controller.signal,
      credentials: 'same-origin',
    });
    const json = (await res.json().catch(() => null)) as Record<string, unknown> | null;
    if (res.status === 401 && name !== 'operatorLogin') signedOut();
    const errcode = typeof json?.errcode === 'number' ? json.errcode : null;
    if (res.ok && errcode === 0) return { ok: true, data: (json?.data ?? null) as OpsAnswer<N> };
    return {
      ok: false,
      errcode: errcode ?? (res.status >= 400 ? res.status : OPS_CLIENT_ERR.badAnswer),
      msg: typeof json?.msg === 'string' ? json.msg : '',
      forbidden: res.status === 403,
      ...(json?.detail === undefined ? {} : { detail: json.detail }),
    };
  } catch {
    return {
      ok: false,
      errcode: timedOut ? OPS_CLIENT_ERR.timeout : OPS_CLIENT_ERR.network,
      msg: '',
      forbidden: false,
    };
  } finally {
    clearTimeout(timer);
  }
}
