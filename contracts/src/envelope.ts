import { z } from 'zod';
import { type ErrorDetail, readErrorDetail } from './error-detail';
import { ERR } from './errors';

export { ERROR_DETAIL_KEYS, type ErrorDetail, readErrorDetail } from './error-detail';

/**
 * The one envelope the client sees: errcode 0 = success, 401 = not signed in. A refusal may carry a typed
 * `detail` (seconds to wait, attempts left…) beside its message.
 */
export interface Envelope<T> {
  errcode: number;
  msg: string;
  data: T | null;
  detail?: ErrorDetail;
}

export interface ValidationIssue {
  path: string;
  message: string;
}

/** A 400 answer names each bad field. */
export interface InvalidRequestEnvelope extends Envelope<null> {
  issues: ValidationIssue[];
}

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ errcode: z.number().int(), msg: z.string(), data: data.nullable() });

export function ok<T>(data: T, msg = 'success'): Envelope<T> {
  return { errcode: ERR.OK, msg, data };
}

export function fail(errcode: number, msg: string, detail?: ErrorDetail): Envelope<null> {
  return detail === undefined ? { errcode, msg, data: null } : { errcode, msg, data: null, detail };
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Upstreams answer in three shapes (spec §7 shows all of them):
 *  - `{errcode, msg, data}` — already ours;
 *  - `{code: 200, msg, data}` or `{code: 200, ...fields}` — code 200 means ok;
 *  - `{errcode: 0, ...fields}` — fields at top level.
 * Anything else returns null: the caller treats it as a contract breach. A refusal keeps its `detail` only
 * when it is a valid one (readErrorDetail).
 */
export function normaliseEnvelope(body: unknown): Envelope<unknown> | null {
  if (!isRecord(body)) return null;
  const { errcode, code, msg, message, data, ...rest } = body;
  let status: number;
  if (typeof errcode === 'number') status = errcode;
  else if (typeof code === 'number') status = code === 200 ? ERR.OK : code;
  else return null;
  const text =
    typeof msg === 'string'
      ? msg
      : typeof message === 'string'
        ? message
        : status === 0
          ? 'success'
          : 'error';
  if (status !== ERR.OK) return fail(status, text, readErrorDetail(body.detail));
  if ('data' in body) return { errcode: status, msg: text, data: data ?? null };
  return { errcode: status, msg: text, data: Object.keys(rest).length > 0 ? rest : null };
}
