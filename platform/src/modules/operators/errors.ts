import type { ErrorDetail } from '@casino/contracts/error-detail';
import { OPS_ERROR_MESSAGE, type OpsErrCode } from '@casino/contracts/ops-errors';
import { CallError } from '../../core/call-error';

/** An operator refusal with its default text (contracts ops-errors.ts) and optional typed detail. */
export function opsRefusal(code: OpsErrCode, detail?: ErrorDetail, message?: string): CallError {
  return new CallError(code, message ?? OPS_ERROR_MESSAGE[code], undefined, detail);
}
