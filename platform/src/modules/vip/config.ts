// The VIP rules as vip.json gives them: levels by experience, each level's benefits, rebate rates per game type.
import { sql } from 'drizzle-orm';
import type { CatalogueDocs } from '../../catalogue/seed-schema';
import { queryRows, type Tx } from '../../db/client';

type VipDoc = CatalogueDocs['vip'];
export type VipBenefit = VipDoc['benefits'][number];
export type VipRules = VipDoc['rules'];

export interface VipConfig {
  /** Sorted by level, 0 first. */
  levels: VipDoc['levels'];
  rules: VipRules;
  benefit(level: number): VipBenefit;
  /** The highest level whose experience `exp` reaches. */
  levelForExp(exp: number): number;
  /** Rebate rate of a game type at a level, basis points (0 for rows without a game type). */
  rateFor(level: number, gameType: number): number;
  maxLevel: number;
}

const NO_BENEFIT = (level: number): VipBenefit => ({
  level,
  upgradeBonus: 0,
  dailyBonus: 0,
  signInRewards: [],
  rebateRateBp: 0,
  rebateRates: {},
  keepExp: 0,
});

/** Reads a stored or parsed vip document; fields an older document lacks count as "no benefit". */
export function vipConfig(doc: Partial<VipDoc>): VipConfig {
  const levels = [...(doc.levels ?? [])].sort((a, b) => a.level - b.level);
  const benefits = new Map((doc.benefits ?? []).map((b) => [b.level, b]));
  const rules: VipRules = {
    turnoverMultiple: doc.rules?.turnoverMultiple ?? 1,
    rebateAutoCreditDays: doc.rules?.rebateAutoCreditDays ?? 3,
    keepPeriod: doc.rules?.keepPeriod ?? 'month',
    depositExpPerPeso: doc.rules?.depositExpPerPeso ?? 0,
  };
  const benefit = (level: number) => {
    const b = benefits.get(level);
    return b ? { ...b, rebateRates: b.rebateRates ?? {} } : NO_BENEFIT(level);
  };
  return {
    levels,
    rules,
    benefit,
    maxLevel: levels.at(-1)?.level ?? 0,
    levelForExp(exp) {
      let best = 0;
      for (const l of levels) if (exp >= l.experience) best = l.level;
      return best;
    },
    rateFor(level, gameType) {
      if (gameType <= 0) return 0;
      const b = benefit(level);
      return b.rebateRates[String(gameType)] ?? b.rebateRateBp;
    },
  };
}

/** Read inside the accrual transaction: a catalogue reload there could wait on the connection it holds. */
export async function vipConfigIn(tx: Tx): Promise<VipConfig> {
  const [row] = await queryRows<{ doc: Partial<VipDoc> | null }>(
    tx,
    sql`select doc from catalogue where key = 'vip'`,
  );
  return vipConfig(row?.doc ?? {});
}

/** floor(valid turnover × rate): a rebate in whole minor units, never below 0 (exact past 2^53 too). */
export const rebateOf = (validBet: number, rateBp: number) =>
  validBet > 0 ? Number((BigInt(validBet) * BigInt(rateBp)) / 10_000n) : 0;
