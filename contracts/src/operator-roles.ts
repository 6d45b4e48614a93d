// Operator roles, zod-free so the console's first load can read them (labels, menus) without the schemas.

/** What an operator may do is the union of their roles; every operator call names the roles it admits. */
export const OPERATOR_ROLES = ['support', 'kyc', 'finance', 'marketing', 'compliance', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** Who a call is for: players at /app/v1/<call>, operators at /ops/v1/<call>. Tokens of one never open the other. */
export type CallAudience = 'player' | 'operator';

export function isOperatorRole(value: unknown): value is OperatorRole {
  return typeof value === 'string' && (OPERATOR_ROLES as readonly string[]).includes(value);
}
