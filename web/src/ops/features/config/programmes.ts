import {
  agentConfigSchema,
  depositActivitiesConfig,
  diamondShopConfig,
  followConfig,
  jackpotSettings,
  loginBonusConfig,
  pointsConfig,
  registrationBonus,
  scratchCardConfig,
  signInConfig,
  spinSettings,
} from '@casino/contracts/bonus-programmes';
import { lotterySettings, rankSettings } from '@casino/contracts/lottery-settings';
import { vipDocParts } from '@casino/contracts/vip-settings';

/** What the form needs of a zod schema (the web package does not depend on zod itself). */
interface Schema {
  safeParse(
    value: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/**
 * One form per programme: the catalogue document it lives in (configGet/configSet's key), the top-level keys of
 * that document it owns, and the schema of each key — the same the platform checks the document with, so the
 * form says what is wrong before the platform refuses it. Catalogue documents without a bonus programme are
 * edited whole (`keys: null`) and checked by the platform only.
 */
export interface Programme {
  id: string;
  group: 'bonus' | 'catalogue';
  doc: string;
  keys: readonly string[] | null;
  schemas: Readonly<Record<string, Schema>>;
}

const settings = (id: string, keys: Record<string, Schema>): Programme => ({
  id,
  group: 'bonus',
  doc: 'settings',
  keys: Object.keys(keys),
  schemas: keys,
});
const whole = (doc: string): Programme => ({ id: doc, group: 'catalogue', doc, keys: null, schemas: {} });

export const PROGRAMMES: readonly Programme[] = [
  settings('registration', {
    userRegisterCoin: registrationBonus.shape.userRegisterCoin,
    registerBonusTurnoverMultiple: registrationBonus.shape.registerBonusTurnoverMultiple,
  }),
  settings('deposit', { depositActivities: depositActivitiesConfig }),
  {
    id: 'vip',
    group: 'bonus',
    doc: 'vip',
    keys: ['rules', 'levels', 'benefits', 'userLevels'],
    schemas: vipDocParts,
  },
  settings('signIn', { signIn: signInConfig }),
  settings('loginBonus', { loginBonus3: loginBonusConfig }),
  { id: 'tasks', group: 'bonus', doc: 'quests', keys: ['quests'], schemas: {} },
  settings('spin', { spin: spinSettings }),
  settings('jackpot', { jackpot: jackpotSettings }),
  settings('lottery', { lottery: lotterySettings }),
  settings('rank', { rank: rankSettings }),
  settings('scratch', { scratchCard: scratchCardConfig }),
  settings('shop', { diamondShop: diamondShopConfig, points: pointsConfig }),
  settings('follow', { follow: followConfig }),
  settings('agent', { agent: agentConfigSchema }),
  { id: 'activities', group: 'catalogue', doc: 'activities', keys: ['activities'], schemas: {} },
  whole('recharge'),
  whole('props'),
  whole('banners'),
  whole('games'),
  whole('banks'),
  whole('faq'),
  whole('themes'),
];

export const programmeById = (id: string): Programme =>
  PROGRAMMES.find((p) => p.id === id) ?? (PROGRAMMES[0] as Programme);

/** The programme's part of a document: its keys (or all of it). */
export function sectionOf(p: Programme, doc: unknown): Record<string, unknown> {
  const d = (doc && typeof doc === 'object' ? doc : {}) as Record<string, unknown>;
  if (!p.keys) return { ...d };
  return Object.fromEntries(p.keys.filter((k) => d[k] !== undefined).map((k) => [k, d[k]]));
}

/** The schema's complaints about a draft, one per field path (the first one of each). */
export function checkSection(p: Programme, section: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, schema] of Object.entries(p.schemas)) {
    if (section[key] === undefined) continue;
    const r = schema.safeParse(section[key]);
    if (r.success) continue;
    for (const issue of r.error.issues) {
      const at = [key, ...issue.path.map(String)].join('.');
      out[at] ??= issue.message;
    }
  }
  return out;
}
