import { type CycleConfig, loginBonusConfig, signInConfig } from '@casino/contracts/bonus-programmes';
import { checkGrantItems, type RewardItem } from '../../rewards';

/**
 * The sign-in cycle and the login bonus as seed/settings.json writes them (`signIn`, `loginBonus3`): the
 * rewards of each day in order and the turnover their coin needs. settings.json is loose (operators add bonus
 * configs there), so this module checks its own keys when it reads them.
 */
export { type CycleConfig, loginBonusConfig, signInConfig } from '@casino/contracts/bonus-programmes';

const DEFAULT_SIGN_IN: CycleConfig = {
  turnoverMultiple: 1,
  days: [100, 200, 300, 500, 700, 1000, 2000].map((count) => [{ propId: 2001, count }]),
};
const DEFAULT_LOGIN_BONUS: CycleConfig = {
  turnoverMultiple: 1,
  days: [500, 1000, 2000].map((count) => [{ propId: 2001, count }]),
};

function read(settings: unknown, key: string, schema: typeof signInConfig, fallback: CycleConfig) {
  const raw = (settings as Record<string, unknown> | undefined)?.[key];
  if (raw === undefined) return fallback;
  const parsed = schema.safeParse(raw);
  // A broken operator edit must not give out something else than configured: refuse until it is fixed.
  if (!parsed.success) throw new Error(`seed settings.json ${key}: ${parsed.error.message}`);
  for (const items of parsed.data.days) checkGrantItems(items as RewardItem[], 1);
  return parsed.data;
}

export const readSignIn = (settings: unknown) => read(settings, 'signIn', signInConfig, DEFAULT_SIGN_IN);
export const readLoginBonus = (settings: unknown) =>
  read(settings, 'loginBonus3', loginBonusConfig, DEFAULT_LOGIN_BONUS);
