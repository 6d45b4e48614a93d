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

/** A queue item, with the pending four-eyes proposal to pay it when there is one (paired by the console). */
export type WithdrawalRow = OpsCallAnswer<'withdrawalQueue'>['list'][number] & {
  proposal?: Pick<Proposal, 'id' | 'state' | 'makerId' | 'makerLogin'> | null;
};

/** A KYC submission in the queue; its documents' bytes come from kycDocument (never a public URL). */
export type KycRow = OpsCallAnswer<'kycQueue'>['list'][number];
export type KycDocumentKind = KycRow['documents'][number];

export type PlayerRow = OpsCallAnswer<'playerSearch'>['list'][number];
export type PlayerTab = OpsCallRequest<'player360'>['tab'] & string;
export type Player360 = OpsCallAnswer<'player360'>;
export type RgRow = OpsCallAnswer<'rgList'>['list'][number];

export type Figures = Record<string, unknown> & { conservationDiff?: number };

export type MaintenanceState = OpsCallAnswer<'maintenanceSet'>;
export type MailSendRequest = OpsCallRequest<'mailSend'>;
export type MailTarget = MailSendRequest['to'];
export type MailSendRow = OpsCallAnswer<'mailSend'>;
export type ConfigVersion = OpsCallAnswer<'configSet'>;

/** Calls not in the operator registry yet, as their contracts describe them (none today). */
type PendingCalls = Record<never, { req: unknown; res: unknown }>;
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
