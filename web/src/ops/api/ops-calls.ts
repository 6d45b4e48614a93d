// The operator calls the console makes, typed here until the contracts registry declares the operator audience
// (then these become `CallRequest<N>` / `CallAnswer<N>` of the registry and this file goes).

export type Role = 'support' | 'kyc' | 'finance' | 'marketing' | 'compliance' | 'admin';

export interface Paging {
  pageNum: number;
  pageSize: number;
}
export interface Sorting {
  sort?: string;
  order?: 'asc' | 'desc';
}
export interface Page<T> {
  list: T[];
  total: number;
}

export interface OperatorProfile {
  id: number;
  login: string;
  roles: Role[];
}

/** A maker's request waiting for a second operator (DESIGN §10 four-eyes). */
export interface Proposal {
  id: number | string;
  action: string;
  state: 'pending' | 'approved' | 'declined' | 'executed';
  makerId: number;
  makerLogin?: string;
  targetUserId?: number | null;
  summary?: string;
  amount?: number;
  reason?: string;
  createdAt: string;
}

/** contracts/src/calls/ops-withdrawals.ts withdrawalQueueItem */
export interface WithdrawalRow {
  id: string;
  userId: number;
  account: string;
  nickname: string;
  amount: number;
  fee: number;
  payout: number;
  status: 'pending' | 'paid' | 'rejected';
  rejectReason: string;
  createdAt: number;
  channel: {
    bankId: number;
    bankName: string;
    kind: string;
    accountName: string;
    accountNo: string;
    addedAt: number;
  };
  kycName: string | null;
  /** 0 none, 1 pending, 2 approved, 3 rejected */
  kycStatus: number;
  turnoverOwed: number;
  flags: string[];
  sharedWith: number[];
  /** Above settings ops.fourEyesAbovePhp: an approval is a proposal a second operator decides. */
  needsSecondApproval: boolean;
  /** The pending proposal on it, when the platform names one. */
  proposal?: Proposal | null;
}

export interface KycDocument {
  kind: string;
  /** A data: or same-origin URL the operator token may read; never a public link. */
  url: string;
}
export interface KycRow {
  id: number;
  userId: number;
  name: string;
  profileName?: string | null;
  birthday?: string | null;
  idType: string;
  idNumber?: string;
  submittedAt: string;
  documents: KycDocument[];
  flags: string[];
}

export interface PlayerRow {
  userId: number;
  account: string;
  name?: string | null;
  mobile?: string | null;
  kycState?: string;
  vipLevel?: number;
  createdAt?: string;
}

export interface AuditRow {
  id: number;
  at: string;
  operatorId: string | number;
  operatorLogin?: string;
  role?: string;
  action: string;
  targetUserId?: number | null;
  reason?: string | null;
  before?: unknown;
  after?: unknown;
  requestId?: string;
  ip?: string;
}

export type Figures = Record<string, unknown> & { conservationDiff?: number };

export interface OpsCalls {
  operatorLogin: { req: { login: string; password: string; totp: string }; res: { token: string } };
  operatorMe: { req: Record<string, never>; res: OperatorProfile };
  operatorLogout: { req: { everywhere?: boolean }; res: unknown };
  withdrawalQueue: {
    req: Paging & {
      sort?: 'oldest' | 'newest' | 'amountDesc' | 'amountAsc';
      status?: 'pending' | 'paid' | 'rejected';
      flag?: string;
      userId?: number;
    };
    res: Page<WithdrawalRow>;
  };
  withdrawalDecide: {
    req: { ids: string[]; approve: boolean; reason?: string };
    res: {
      results: {
        id: string;
        outcome: 'paid' | 'rejected' | 'proposed' | 'already' | 'error';
        proposalId: string | null;
        message: string;
      }[];
    };
  };
  kycQueue: { req: Paging & Sorting; res: Page<KycRow> };
  kycDecide: {
    req: { id: number; decision: 'approve' | 'reject' | 'moreDocs'; reason?: string };
    res: unknown;
  };
  proposalList: { req: Paging & { state?: string }; res: Page<Proposal> };
  proposalDecide: {
    req: { proposalId: number | string; approve: boolean; reason?: string };
    res: { state: string };
  };
  playerSearch: { req: Paging & Sorting & { q: string }; res: Page<PlayerRow> };
  player360: { req: { userId: number }; res: Record<string, unknown> };
  adjustmentPropose: {
    req: { userId: number; items: { propId: number; count: number }[]; reason: string };
    res: { proposalId: number | string };
  };
  auditLog: {
    req: Paging & { operatorId?: string; targetUserId?: number; action?: string };
    res: Page<AuditRow>;
  };
  reportDaily: { req: { day: string }; res: Figures };
  reportRange: { req: { from: string; to: string }; res: Figures };
}

export type OpsCallName = keyof OpsCalls;
export type OpsRequest<N extends OpsCallName> = OpsCalls[N]['req'];
export type OpsAnswer<N extends OpsCallName> = OpsCalls[N]['res'];
