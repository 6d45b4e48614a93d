import type { OperatorProfile, Role } from '../api/ops-calls';
import { hasRole } from '../stores/session';

export interface Section {
  id: string;
  /** under /ops/ */
  path: string;
  /** the roles of the section's main call: the nav shows the section to these only (the platform enforces it) */
  roles: readonly Role[];
  /** shows the n / a / r hint in the nav */
  queue?: boolean;
}

// The order of a working day: queues first, then look-ups, then the books.
export const SECTIONS: readonly Section[] = [
  { id: 'withdrawals', path: 'withdrawals', roles: ['finance', 'admin'], queue: true },
  { id: 'kyc', path: 'kyc', roles: ['kyc', 'compliance', 'admin'], queue: true },
  { id: 'support', path: 'support', roles: ['support', 'admin'] },
  { id: 'fourEyes', path: 'four-eyes', roles: ['finance', 'compliance', 'admin'] },
  {
    id: 'players',
    path: 'players',
    roles: ['support', 'kyc', 'finance', 'compliance', 'marketing', 'admin'],
  },
  { id: 'audit', path: 'audit', roles: ['compliance', 'admin'] },
  { id: 'reports', path: 'reports', roles: ['finance', 'compliance', 'admin'] },
];

export function sectionsFor(profile: OperatorProfile | null): Section[] {
  return SECTIONS.filter((s) => hasRole(profile, s.roles));
}
