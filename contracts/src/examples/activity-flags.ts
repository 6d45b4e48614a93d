import type { z } from 'zod';
import type { activityFlags } from '../entities/activity';

/** Every red dot off and nothing deposited: registry examples and client test fixtures. */
export const exampleActivityFlags: z.input<typeof activityFlags> = {
  spinAwardFlag: false,
  taskAwardFlag: false,
  agent5AwardFlag: false,
  vipAwardFlag: false,
  signInFlag: false,
  emailAwardFlag: false,
  canReceiveDrawChance: false,
  hasTurntable: false,
  totalRecharge: 0,
};
