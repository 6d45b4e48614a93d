import type { OpsFailure } from '../api/ops-call';

/** A refused submit as a form shows it: the platform's message, or "your role cannot do this" (403). */
export interface OpsRefusal {
  msg: string;
  forbidden: boolean;
}

export const refusalOf = (res: OpsFailure): OpsRefusal => ({ msg: res.msg, forbidden: res.forbidden });
