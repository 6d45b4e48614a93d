import { type AgentConfig, agentConfigSchema } from '@casino/contracts/bonus-programmes';
import { sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client';

/**
 * The invite and agent programmes as seed/settings.json writes them (`agent`). settings.json is loose (operators
 * add bonus configs there), so this module checks its own key when it reads it. Amounts in minor units.
 */
export { type AgentConfig, agentConfigSchema } from '@casino/contracts/bonus-programmes';

export const DEFAULT_AGENT: AgentConfig = {
  validInvite: { minDeposit: 10_000, minTurnover: 10_000 },
  invite: {
    rewardPerValid: 5_000,
    spinsPerValid: 1,
    exchangeMin: 5_000,
    turnoverMultiple: 1,
    wheel: [500, 1000, 2000, 5000, 500, 1000, 3000, 8800].map((amount, i) => ({
      amount,
      weight: [30, 25, 15, 5, 30, 25, 8, 2][i] as number,
    })),
  },
  levels: [
    { level: 1, rateBp: 80 },
    { level: 2, rateBp: 20 },
  ],
  commissionTurnoverMultiple: 1,
  settleAfterMinutes: 10,
};

export function readAgentConfig(settings: unknown): AgentConfig {
  const raw = (settings as Record<string, unknown> | undefined)?.agent;
  if (raw === undefined) return DEFAULT_AGENT;
  const parsed = agentConfigSchema.safeParse(raw);
  // A broken operator edit must not pay something else than configured: refuse until it is fixed.
  if (!parsed.success) throw new Error(`seed settings.json agent: ${parsed.error.message}`);
  const levels = [...parsed.data.levels].sort((a, b) => a.level - b.level);
  if (levels.some((l, i) => l.level !== i + 1)) {
    throw new Error('seed settings.json agent.levels: levels must be 1, 2, … without gaps');
  }
  return { ...parsed.data, levels };
}

/** Read inside a transaction (the accrual consumer): a catalogue reload there could wait on its own connection. */
export async function agentConfigIn(db: Db | Tx): Promise<AgentConfig> {
  const [row] = await queryRows<{ doc: unknown }>(db, sql`select doc from catalogue where key = 'settings'`);
  return readAgentConfig(row?.doc ?? {});
}

/** floor(turnover × rate / 10000) in whole minor units, 0 for a net refund (exact past 2^53 too). */
export const commissionOf = (turnover: number, rateBp: number) =>
  turnover > 0 ? Number((BigInt(turnover) * BigInt(rateBp)) / 10_000n) : 0;
