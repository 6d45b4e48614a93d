import type { OperatorProfile, OpsCallName } from '../api/ops-calls';
import { mayCall } from './call-roles';

export interface Section {
  id: string;
  /** under /ops/ */
  path: string;
  /** The page's main call: the section is in the menu when the platform has it and the operator's roles admit it. */
  call: OpsCallName;
}

// The order of a working day: queues first, then look-ups, then the books.
export const SECTIONS: readonly Section[] = [
  { id: 'withdrawals', path: 'withdrawals', call: 'withdrawalQueue' },
  { id: 'kyc', path: 'kyc', call: 'kycQueue' },
  { id: 'compliance', path: 'compliance', call: 'screeningQueue' },
  { id: 'support', path: 'support', call: 'chatInbox' },
  { id: 'fourEyes', path: 'four-eyes', call: 'proposalList' },
  { id: 'players', path: 'players', call: 'playerSearch' },
  { id: 'rg', path: 'responsible-gaming', call: 'rgList' },
  { id: 'mail', path: 'mail', call: 'mailSend' },
  { id: 'config', path: 'config', call: 'configSet' },
  { id: 'maintenance', path: 'maintenance', call: 'maintenanceSet' },
  { id: 'audit', path: 'audit', call: 'auditLog' },
  { id: 'operators', path: 'operators', call: 'operatorList' },
  { id: 'reports', path: 'reports', call: 'reportDaily' },
];

export function sectionsFor(profile: OperatorProfile | null): Section[] {
  return SECTIONS.filter((s) => mayCall(profile?.roles, s.call));
}
