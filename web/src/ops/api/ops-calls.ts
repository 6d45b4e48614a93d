// The operator calls the console makes: typed from the contracts' operator registry (type imports only — no
// schema reaches the bundle), plus the calls other parts of the back office have not registered yet, typed here
// from their contracts until they join the registry (then their entry here goes).

import type { OperatorRole } from '@casino/contracts/operator-roles';
import type {
  OpsCallAnswer,
  OpsCallRequest,
  OpsCallName as RegisteredName,
} from '@casino/contracts/ops-registry';

export type Role = OperatorRole;

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
export type Proposal = OpsCallAnswer<'proposalList'>['list'][number];
export type AuditRow = OpsCallAnswer<'auditLog'>['list'][number];

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
  proposal?: Pick<Proposal, 'id' | 'state' | 'makerId' | 'makerLogin'> | null;
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

/** contracts/src/calls/ops-players.ts playerSummary */
export interface PlayerRow {
  id: number;
  account: string;
  nickname: string;
  mobile: string;
  realName: string;
  kycStatus: number;
  vip: number;
  balance: number;
  registeredAt: number;
  matched: 'id' | 'account' | 'mobile' | 'name' | 'idNumber';
}

export const PLAYER_TABS = [
  'profile',
  'wallet',
  'bets',
  'bonuses',
  'payments',
  'protection',
  'sessions',
  'network',
  'mail',
  'feedback',
  'notes',
  'audit',
] as const;
export type PlayerTab = (typeof PLAYER_TABS)[number];

/** contracts/src/calls/ops-players.ts player360Answer: the header and one tab (a page of rows or sections). */
export interface Player360 {
  header: {
    id: number;
    account: string;
    nickname: string;
    mobile: string;
    status: number;
    kycStatus: number;
    vip: number;
    balance: number;
    safebox: number;
    totalDeposits: number;
    totalWithdrawals: number;
    totalTurnover: number;
    registeredAt: number;
    registerIp: string;
    lastSeenAt: number | null;
    blocks: string[];
  } & Record<string, unknown>;
  tab: { tab: PlayerTab } & Record<string, unknown>;
}

export interface RgRow {
  userId: number;
  account: string;
  nickname: string;
  limits: { kind: string; period: string; amount: number | null }[];
  restriction: { kind: string; until: number; revoked: boolean } | null;
  blocks: { kind: string; reason: string; setAt: number }[];
}

export type Figures = Record<string, unknown> & { conservationDiff?: number };

/** contracts/src/calls/ops-content.ts */
export interface MaintenanceState {
  on: boolean;
  title: string;
  message: string;
  endsAt: number;
}
export type MailSegment =
  | { kind: 'all' }
  | { kind: 'vipMin'; level: number }
  | { kind: 'depositedWithinDays'; days: number }
  | { kind: 'registered'; from: string; to: string };
export type MailTarget = { userId: number } | { segment: MailSegment };
export interface MailSendRequest {
  to: MailTarget;
  title: string;
  body: string;
  rewards?: { propId: number; count: number }[];
  turnoverMultiple?: number;
  sendAt?: number;
  days?: number;
}
export interface MailSendRow {
  id: number;
  to: MailTarget;
  title: string;
  body: string;
  rewards: { propId: number; count: number }[];
  turnoverMultiple: number;
  sentBy: string;
  createdAt: number;
  sendAt: number;
  sentAt: number | null;
  recipients: number;
  status: 'scheduled' | 'sent' | 'cancelled';
}
export interface ConfigVersion {
  version: number;
  key: string;
  changedBy: string;
  reason: string;
  createdAt: number;
  effectiveAt: number;
  appliedAt: number | null;
  status: 'pending' | 'applied' | 'cancelled';
  before: unknown;
  after: unknown;
}

/** Calls not in the operator registry yet, as their contracts describe them. */
interface PendingCalls {
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
  playerSearch: { req: Paging & { q: string }; res: Page<PlayerRow> };
  player360: { req: Paging & { userId: number; tab: PlayerTab }; res: Player360 };
  maintenanceSet: {
    req: { on: boolean; title?: string; message?: string; endsAt?: number };
    res: MaintenanceState;
  };
  mailSend: { req: MailSendRequest; res: MailSendRow };
  mailSentList: { req: Paging; res: Page<MailSendRow> };
  configGet: {
    req: { key: string };
    res: {
      key: string;
      doc: unknown;
      version: number;
      pending: { version: number; effectiveAt: number } | null;
    };
  };
  configSet: {
    req: { key: string; doc: unknown; effectiveAt?: number; reason?: string };
    res: ConfigVersion;
  };
  configHistory: { req: Paging & { key: string }; res: Page<ConfigVersion> };
  rgList: {
    req: Paging & { kind?: 'all' | 'limit' | 'coolOff' | 'exclusion' | 'block' };
    res: Page<RgRow>;
  };
  reportDaily: { req: { day: string }; res: Figures };
  reportRange: { req: { from: string; to: string }; res: Figures };
}
type PendingName = Exclude<keyof PendingCalls, RegisteredName>;

export type OpsCallName = RegisteredName | PendingName;
export type OpsRequest<N extends OpsCallName> = N extends RegisteredName
  ? OpsCallRequest<N>
  : N extends PendingName
    ? PendingCalls[N]['req']
    : never;
export type OpsAnswer<N extends OpsCallName> = N extends RegisteredName
  ? OpsCallAnswer<N>
  : N extends PendingName
    ? PendingCalls[N]['res']
    : never;
