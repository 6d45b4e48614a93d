import { z } from 'zod';
import { ERR } from './errors';

/** The one envelope the client sees: errcode 0 = success, 401 = not signed in. */
export interface Envelope<T> {
  errcode: number;
  msg: string;
  data: T | null;
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

export function fail(errcode: number, msg: string): Envelope<null> {
  return { errcode, msg, data: null };
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Upstreams answer in three shapes (spec §7 shows all of them):
 *  - `{errcode, msg, data}` — already ours;
 *  - `{code: 200, msg, data}` or `{code: 200, ...fields}` — code 200 means ok;
 *  - `{errcode: 0, ...fields}` — fields at top level.
 * Anything else returns null: the caller treats it as a contract breach.
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
  if (status !== ERR.OK) return { errcode: status, msg: text, data: null };
  if ('data' in body) return { errcode: status, msg: text, data: data ?? null };
  return { errcode: status, msg: text, data: Object.keys(rest).length > 0 ? rest : null };
}
