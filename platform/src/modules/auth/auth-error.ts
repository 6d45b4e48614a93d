import { AUTH_ERROR_MESSAGE } from '@casino/contracts/errors';
import { CallError } from '../../core/call-error';

/** A refusal with the contract's default text for an account code. */
export const authError = (code: number) => new CallError(code, AUTH_ERROR_MESSAGE[code] ?? 'Request refused');
