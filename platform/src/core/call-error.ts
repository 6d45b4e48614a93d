import type { ErrorDetail } from '@casino/contracts/error-detail';
import { ERR } from '@casino/contracts/errors';

/** One refused field, as the contract validation names it (`eventList.0.event`). */
export interface CallIssue {
  path: string;
  message: string;
}

/** A failure a service reports to the caller: becomes `{errcode, msg, data: null}` with httpStatusFor(errcode). */
export class CallError extends Error {
  constructor(
    readonly errcode: number,
    message: string,
    /** The fields at fault (a 400 always names them: given here, or read from the message). */
    readonly issues?: readonly CallIssue[],
    /** Typed facts the client acts on (seconds to wait, attempts left…): sent as `detail`, never only in text. */
    readonly detail?: ErrorDetail,
  ) {
    super(message);
    this.name = 'CallError';
  }
}

export const notLoggedIn = () => new CallError(ERR.UNAUTHORIZED, 'Please log in to continue');

/** A refusal with its typed detail: the numbers a client shows or counts down travel as fields. */
export const refusal = (errcode: number, message: string, detail: ErrorDetail) =>
  new CallError(errcode, message, undefined, detail);

const NAMED_FIELD = /^Invalid request: ([A-Za-z_$][\w$]*(?:\.[\w$]+)*): (.+)$/s;

/**
 * The issues a refused call answers: the error's own, else the field its message names by the
 * `Invalid request: <path>: <why>` convention, else the whole body (path ''), so a client always gets a list.
 */
export function issuesOf(err: CallError): readonly CallIssue[] {
  if (err.issues && err.issues.length > 0) return err.issues;
  const named = NAMED_FIELD.exec(err.message);
  if (named) return [{ path: named[1]!, message: named[2]! }];
  return [{ path: '', message: err.message }];
}
