import type { OpsCallName, Role } from '../api/ops-calls';

/**
 * The roles the operator registry admits to each call the console's navigation and buttons depend on — a
 * zod-free copy, so the console's first load carries no schema. call-roles.test.ts holds it equal to
 * contracts' opsRegistry, and fails when a call the console uses joins the registry without an entry here: a
 * section appears in the menu only once its call exists on the platform.
 */
export const CALL_ROLES: Partial<Record<OpsCallName, readonly Role[]>> = {
  withdrawalQueue: ['finance', 'compliance', 'admin'],
  withdrawalDecide: ['finance', 'admin'],
  proposalList: ['finance', 'compliance', 'admin'],
  proposalDecide: ['finance', 'compliance', 'admin'],
  adjustmentPropose: ['finance', 'admin'],
  kycQueue: ['kyc', 'compliance', 'admin'],
  kycDocument: ['kyc', 'compliance', 'admin'],
  kycDecide: ['kyc', 'compliance', 'admin'],
  playerSearch: ['support', 'kyc', 'finance', 'compliance', 'admin'],
  rgList: ['support', 'compliance', 'admin'],
  auditLog: ['support', 'kyc', 'finance', 'compliance', 'admin'],
  reportDaily: ['finance', 'compliance', 'admin'],
  mailSend: ['marketing', 'admin'],
  configSet: ['marketing', 'admin'],
  maintenanceSet: ['admin'],
  maintenanceGet: ['admin'],
  playerChatHistory: ['support', 'compliance', 'admin'],
  chatInbox: ['support', 'admin'],
  screeningQueue: ['compliance', 'admin'],
  screeningDecide: ['compliance', 'admin'],
  amlQueue: ['compliance', 'admin'],
  amlSetStatus: ['compliance', 'admin'],
  amlExport: ['compliance', 'admin'],
  exclusionImport: ['compliance', 'admin'],
  exclusionList: ['compliance', 'admin'],
  feedbackInbox: ['support', 'compliance', 'admin'],
  operatorList: ['admin'],
  operatorCreate: ['admin'],
  operatorSetDisabled: ['admin'],
  operatorSetRoles: ['admin'],
  operatorReissueSignIn: ['admin'],
  playerNoteAdd: ['support', 'kyc', 'finance', 'compliance', 'admin'],
  playerBlockSet: ['compliance', 'finance', 'admin'],
  configGet: ['marketing', 'admin'],
};

/** Whether the platform has this call and the operator holds one of its roles (the platform checks again). */
export function mayCall(roles: readonly Role[] | undefined, call: OpsCallName): boolean {
  const allowed = CALL_ROLES[call];
  return !!allowed && !!roles && roles.some((r) => allowed.includes(r));
}
