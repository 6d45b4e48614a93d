import { z } from 'zod';
import { OPERATOR_ROLES } from '../operator-roles';

// Shapes shared by operator calls. Operator requests carry no player common fields (appId, channel…).

export const operatorRole = z.enum(OPERATOR_ROLES);
/** An operator's login: lower-case letters, digits, dot, dash, underscore. */
export const operatorLogin = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9._-]{3,32}$/, '3-32 letters, digits, dot, dash or underscore');
/** Operator passwords are longer than players': the back office moves money. */
export const operatorPassword = z.string().min(10).max(128);
/** A 6-digit RFC 6238 code from the operator's authenticator app. */
export const totpCode = z.string().regex(/^\d{6}$/, 'the 6-digit code from the authenticator app');
/** Why an operator does something: kept in the audit trail. */
export const reason = z.string().trim().min(3).max(500);

export const operatorSummary = z.object({
  id: z.number().int(),
  login: z.string(),
  roles: z.array(operatorRole),
});
