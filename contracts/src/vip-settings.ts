import { z } from 'zod';
import { userLevelConfig, vipLevel } from './entities/app-config';

// vip.json `benefits` and `rules`: what each VIP level gives and the terms of VIP coin. The platform's seed loader
// and configSet check vip.json with them, the console's VIP form checks a draft with them. Amounts in minor units.

const minorAmount = z.number().int().min(0).max(10_000_000_000);
const rateBp = z.number().int().min(0).max(10_000);

/** vip.json `benefits`: what each VIP level gives (the VIP module's rules). Amounts in minor units. */
export const vipBenefit = z.strictObject({
  level: z.number().int().min(0),
  /** Given once when the level is first reached (receiveVipBonusUser). */
  upgradeBonus: minorAmount,
  /** Claimable once per Manila day at this level. */
  dailyBonus: minorAmount,
  /** The VIP sign-in award of a Manila day at this level (reward items of spec §3). */
  signInRewards: z.array(z.strictObject({ propId: z.number().int(), count: z.number().int().min(1) })),
  /** Rebate on valid turnover of every game type without its own rate, basis points. */
  rebateRateBp: rateBp,
  /** Per game type id: its own rebate rate, basis points. */
  rebateRates: z.record(z.string().regex(/^\d+$/), rateBp).default({}),
  /** Experience needed within a keeping period to keep the level. */
  keepExp: z.number().int().min(0),
});

/** vip.json `rules`: terms of the VIP coin and the keeping period. */
export const vipRules = z.strictObject({
  /** Turnover VIP coin (level, daily, rebate) needs before withdrawal, × the coin. */
  turnoverMultiple: z.number().int().min(0).max(100).default(1),
  /** Rebates not claimed this many days after their day are credited automatically (never lost). */
  rebateAutoCreditDays: z.number().int().min(1).max(90).default(3),
  keepPeriod: z.enum(['week', 'month']).default('month'),
  /** VIP experience per whole ₱1 deposited, on top of 1 per ₱1 of valid turnover (0 = deposits give none). */
  depositExpPerPeso: z.number().int().min(0).max(100).default(0),
});

/** vip.json's parts as the console's VIP form checks them (the seed loader's vipDoc adds the rules across them). */
export const vipDocParts = {
  rules: vipRules,
  levels: z.array(vipLevel).min(1),
  benefits: z.array(vipBenefit),
  userLevels: z.array(userLevelConfig).min(1),
};
