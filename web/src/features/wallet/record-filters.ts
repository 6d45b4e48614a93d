// /wallets/record filters → the walletRecordList request. Days are Manila days (the product's day boundary),
// whatever zone the device is in.
import { DAY_MS, manilaMidnight } from '@casino/contracts/manila-day';
import type { CallRequest } from '@casino/contracts/registry';

export const RECORD_KINDS = ['all', 'deposit', 'withdraw'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];
type Status = NonNullable<CallRequest<'walletRecordList'>['status']>;

/** The statuses each kind can reach (a withdrawal is paid or rejected by the operator; 'approved' is never stored). */
export const STATUSES: Record<RecordKind, readonly Status[]> = {
  all: ['pending', 'paid', 'failed', 'expired', 'cancelled', 'rejected'],
  deposit: ['pending', 'paid', 'failed', 'expired', 'cancelled'],
  withdraw: ['pending', 'paid', 'rejected'],
};

export interface RecordFilters {
  kind: RecordKind;
  /** '' = any status. */
  status: Status | '';
  /** YYYY-MM-DD or ''. */
  from: string;
  to: string;
}

export const NO_FILTERS: RecordFilters = { kind: 'all', status: '', from: '', to: '' };

/** Switching kind keeps the status only when the new kind can have it. */
export function withKind(filters: RecordFilters, kind: RecordKind): RecordFilters {
  const status = filters.status && STATUSES[kind].includes(filters.status) ? filters.status : '';
  return { ...filters, kind, status };
}

export type RecordQuery =
  | { ok: true; body: Omit<CallRequest<'walletRecordList'>, 'pageNum' | 'pageSize'> }
  | { ok: false; key: string };

/** The request for these filters: `to` counts its whole day; a range that ends before it starts is refused. */
export function recordQuery(f: RecordFilters): RecordQuery {
  const start = f.from ? manilaMidnight(f.from) : null;
  const endDay = f.to ? manilaMidnight(f.to) : null;
  if ((f.from && start === null) || (f.to && endDay === null))
    return { ok: false, key: 'wallet.dateInvalid' };
  if (start !== null && endDay !== null && start > endDay) return { ok: false, key: 'wallet.dateOrder' };
  return {
    ok: true,
    body: {
      kind: f.kind,
      ...(f.status ? { status: f.status } : {}),
      ...(start !== null ? { startTime: start } : {}),
      ...(endDay !== null ? { endTime: endDay + DAY_MS - 1 } : {}),
    },
  };
}

export function hasFilters(f: RecordFilters): boolean {
  return f.status !== '' || f.from !== '' || f.to !== '';
}
