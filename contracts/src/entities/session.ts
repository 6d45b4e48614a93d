import { z } from 'zod';
import { epochMs } from '../common';
import { userInfo } from './user';

/**
 * What every login and register call answers (our shape; the spec does not show it): the raw token the
 * client sends back in `authorization`, its sliding expiry, and the user.
 */
export const loginAnswer = z.object({
  token: z.string().min(32).max(256),
  /** Epoch ms; each authenticated call pushes it forward. */
  expiresAt: epochMs,
  /** True when this call created the account (register, or first SMS/social sign-in). */
  isNewUser: z.boolean(),
  user: userInfo,
});
export type LoginAnswer = z.infer<typeof loginAnswer>;

/** A user info answer (after bind, profile update…). */
export const userAnswer = z.object({ user: userInfo });
