import type { SelfLimitKind, SelfLimitPeriod } from '@casino/contracts/protection-rules';
import type { CallAnswer } from '@casino/contracts/registry';
import { periodEnd } from '../../core/periods';
import type { ModuleContext } from '../module';
import { limitsOf, playSince, setLimit, usedOf } from './limits';
import {
  activeRestriction,
  restrictionPhrase,
  revokeExclusion,
  startCoolOff,
  startExclusion,
} from './restriction';

type Info = CallAnswer<'selfLimitInfo'>;

const DEFAULT_REALITY_CHECK_MINUTES = 60;
/** The play figures of `since` look back at most this far (a reality check is about this sitting). */
const PLAY_LOOKBACK_MS = 24 * 3_600_000;

/** settings.json `protection.realityCheckMinutes` (optional): minutes between reality checks in a game. */
function realityCheckMinutes(settings: unknown): number {
  const raw = (settings as { protection?: { realityCheckMinutes?: unknown } } | undefined)?.protection
    ?.realityCheckMinutes;
  return typeof raw === 'number' && Number.isInteger(raw) && raw >= 1 && raw <= 24 * 60
    ? raw
    : DEFAULT_REALITY_CHECK_MINUTES;
}

export function createProtectionService(ctx: ModuleContext) {
  const { db, catalogue } = ctx;

  async function info(userId: number, since?: number, now = Date.now()): Promise<Info> {
    const limits = await limitsOf(db, userId, now);
    const restriction = await activeRestriction(db, userId, now);
    const from = since === undefined ? null : Math.min(now, Math.max(since, now - PLAY_LOOKBACK_MS));
    return {
      limits: await Promise.all(
        limits.map(async (l) => ({
          ...l,
          used: await usedOf(db, userId, l, now),
          resetsAt: periodEnd(l.period, now).getTime(),
        })),
      ),
      restriction,
      realityCheckMinutes: realityCheckMinutes((await catalogue.snapshot()).docs.settings),
      play: from === null ? null : { since: from, ...(await playSince(db, userId, from)) },
    };
  }

  return {
    info,
    async setLimit(
      userId: number,
      input: { kind: SelfLimitKind; period: SelfLimitPeriod; amount: number | null },
      now = Date.now(),
    ): Promise<Info> {
      await db.transaction(async (tx) => {
        const running = await activeRestriction(tx, userId, now);
        await setLimit(tx, userId, input, now, running ? restrictionPhrase(running) : null);
      });
      return info(userId, undefined, now);
    },
    async coolOff(userId: number, hours: number, now = Date.now()): Promise<Info> {
      await db.transaction((tx) => startCoolOff(tx, userId, hours, now));
      return info(userId, undefined, now);
    },
    async exclude(userId: number, months: number, now = Date.now()): Promise<Info> {
      await db.transaction((tx) => startExclusion(tx, userId, months, now));
      return info(userId, undefined, now);
    },
    async revoke(userId: number, now = Date.now()): Promise<Info> {
      await db.transaction((tx) => revokeExclusion(tx, userId, now));
      return info(userId, undefined, now);
    },
  };
}

export type ProtectionService = ReturnType<typeof createProtectionService>;
