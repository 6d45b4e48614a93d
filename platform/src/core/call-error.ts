import { ERR } from '@casino/contracts/errors';

/** A failure a service reports to the caller: becomes `{errcode, msg, data: null}` with httpStatusFor(errcode). */
export class CallError extends Error {
  constructor(
    readonly errcode: number,
    message: string,
  ) {
    super(message);
    this.name = 'CallError';
  }
}

export const notLoggedIn = () => new CallError(ERR.UNAUTHORIZED, 'Please log in to continue');
