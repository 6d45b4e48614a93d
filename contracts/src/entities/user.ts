import { z } from 'zod';
import { nonNegativeMinor } from '../common';

/** User info (spec §3). Money fields are minor units; never the password itself. */
export const userInfo = z.object({
  id: z.number().int(),
  uuid: z.string(),
  account: z.string(),
  accountType: z.number().int(),
  /** True when a password is set; the password is never sent. */
  hasPassword: z.boolean(),
  avatar: z.string(),
  avatarOther: z.string(),
  nickname: z.string(),
  mobile: z.string(),
  facebookAccount: z.string(),
  facebookName: z.string(),
  googleAccount: z.string(),
  googleName: z.string(),
  lineAccount: z.string(),
  lineName: z.string(),
  hasSafeboxPassword: z.boolean(),
  hasKyc: z.boolean(),
  hasUserOther: z.boolean(),
  coin: nonNegativeMinor,
  safebox: nonNegativeMinor,
  lottery: z.number().int().min(0),
  vip: z.number().int().min(0),
  vipExp: z.number().int().min(0),
  userLevel: z.number().int().min(0),
  regPeriod: z.number().int(),
  /** Lifetime deposit, withdrawal and turnover, minor units. */
  totalRecharge: nonNegativeMinor,
  exchange: nonNegativeMinor,
  bet: nonNegativeMinor,
  /** The agent parent's user id, 0 when none. */
  pid: z.number().int().min(0),
});
export type UserInfo = z.infer<typeof userInfo>;
