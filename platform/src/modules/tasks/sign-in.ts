import { ACTIVITY_TYPE } from '@casino/contracts/enums';
import { ERR } from '@casino/contracts/errors';
import type { CallAnswer } from '@casino/contracts/registry';
import { sql } from 'drizzle-orm';
import { CallError, refusal } from '../../core/call-error';
import { dayKey, dayStartOf, periodEnd } from '../../core/periods';
import { type Db, queryRows, type Tx } from '../../db/client';
import { AlreadyReceivedError, claimOnce, type RewardItem } from '../../rewards';
import type { ModuleContext } from '../module';
import { type CycleConfig, readLoginBonus, readSignIn } from './config';

/**
 * The free daily sign-in (FreeSign 36) and the 3-day login bonus (FreeLoginBonus 23). Both are quests of the
 * rewards engine that count days instead of ledger rows: a claim is a `claimOnce` grant, and the day of the
 * cycle it paid is kept in quest_progress (status 2) under a key no seed quest can have (':' is refused in
 * quest ids), so the next day knows where the cycle stands.
 *
 * Sign-in: one claim per Manila day (ref `sign-in:<userId>:<YYYY-MM-DD>`); the day of the cycle is
 * yesterday's + 1 (after the last day, day 1 again), and day 1 when yesterday was missed.
 * Login bonus: the n-th claim pays day n, at most one a day, until every day is received; a missed day loses
 * nothing (ref `login-bonus-3:<userId>:day<n>`, so no day is paid twice even across midnight).
 */
const SIGN_IN_KEY = 'sign-in:cycle';
const LOGIN_BONUS_KEY = 'login-bonus-3:days';

type SignInInfo = CallAnswer<'signInInfo'>;
type LoginBonusInfo = CallAnswer<'loginBonus3User'>;
type Status = 0 | 1 | 2;

const yesterdayOf = (today: string) => dayKey((dayStartOf(today) as Date).getTime() - 1);

async function dayRows(db: Db | Tx, userId: number, key: string) {
  return queryRows<{ period_key: string; progress: number | string }>(
    db,
    sql`select period_key, progress from quest_progress
         where user_id = ${userId}::int and quest_id = ${key}::text and status = 2`,
  );
}

async function signInDays(db: Db | Tx, userId: number, today: string) {
  const yesterday = yesterdayOf(today);
  const [rows] = [
    await queryRows<{ period_key: string; progress: number | string }>(
      db,
      sql`select period_key, progress from quest_progress
           where user_id = ${userId}::int and quest_id = ${SIGN_IN_KEY}::text
             and period_key in (${today}::text, ${yesterday}::text)`,
    ),
  ];
  const of = (k: string) => rows.find((r) => r.period_key === k);
  const t = of(today);
  const y = of(yesterday);
  return { receivedDay: t ? Number(t.progress) : null, yesterdayDay: y ? Number(y.progress) : null };
}

async function markDay(tx: Tx, userId: number, key: string, period: string, day: number) {
  await tx.execute(
    sql`insert into quest_progress (user_id, quest_id, period_key, progress, status)
        values (${userId}::int, ${key}::text, ${period}::text, ${day}::bigint, 2)
        on conflict (user_id, quest_id, period_key) do nothing`,
  );
}

const terms = (c: CycleConfig) =>
  c.turnoverMultiple > 0 ? { turnoverMultiple: c.turnoverMultiple } : undefined;

export function createSignInService(deps: Pick<ModuleContext, 'db' | 'catalogue'> & { now?: () => number }) {
  const { db } = deps;
  const clock = deps.now ?? Date.now;
  const settings = async () => (await deps.catalogue.snapshot()).docs.settings;

  async function signInInfo(userId: number, now = clock()): Promise<SignInInfo> {
    const config = readSignIn(await settings());
    const today = dayKey(now);
    const { receivedDay, yesterdayDay } = await signInDays(db, userId, today);
    const length = config.days.length;
    const day = receivedDay ?? (yesterdayDay === null ? 1 : (yesterdayDay % length) + 1);
    const received = receivedDay !== null;
    return {
      days: config.days.map((rewards, i) => {
        const d = i + 1;
        const status: Status = d < day ? 2 : d > day ? 0 : received ? 2 : 1;
        return { day: d, rewards, status };
      }),
      today: day,
      dayKey: today,
      receivedToday: received,
      nextClaimTime: periodEnd('day', now).getTime(),
      turnoverMultiple: config.turnoverMultiple,
    };
  }

  async function loginBonusInfo(userId: number, now = clock()): Promise<LoginBonusInfo> {
    const config = readLoginBonus(await settings());
    const today = dayKey(now);
    const rows = await dayRows(db, userId, LOGIN_BONUS_KEY);
    const received = rows.length;
    const todayRow = rows.find((r) => r.period_key === today);
    const open = !todayRow && received < config.days.length;
    return {
      days: config.days.map((rewards, i) => {
        const d = i + 1;
        const status: Status = d <= received ? 2 : d === received + 1 && open ? 1 : 0;
        return { day: d, rewards, status };
      }),
      today: todayRow ? Number(todayRow.progress) : Math.min(received + 1, config.days.length),
      // No end: a day not claimed waits for the next visit.
      endTime: 0,
      turnoverMultiple: config.turnoverMultiple,
    };
  }

  /** "Come back at 00:00" as a typed detail: the seconds until the next Manila day. */
  const alreadyToday = (now: number, msg: string) =>
    refusal(ERR.ALREADY_RECEIVED, msg, {
      retryAfterSeconds: Math.max(1, Math.ceil((periodEnd('day', now).getTime() - now) / 1000)),
    });

  return {
    signInInfo,
    loginBonusInfo,

    /** Today's sign-in; `seenDay` is the Manila day the page showed (another day's claim is refused). */
    async receiveSignIn(
      userId: number,
      seenDay?: string,
      now = clock(),
    ): Promise<CallAnswer<'signInReceive'>> {
      const config = readSignIn(await settings());
      const today = dayKey(now);
      if (seenDay !== undefined && seenDay !== today) {
        if (seenDay < today)
          throw new CallError(ERR.PERIOD_CLOSED, `The sign-in of ${seenDay} has closed; today is ${today}.`);
        throw new CallError(ERR.NOT_CLAIMABLE, `The sign-in of ${seenDay} has not opened yet.`);
      }
      try {
        return await db.transaction(async (tx) => {
          const { receivedDay, yesterdayDay } = await signInDays(tx, userId, today);
          if (receivedDay !== null) throw alreadyToday(now, 'You have already signed in today.');
          const day = yesterdayDay === null ? 1 : (yesterdayDay % config.days.length) + 1;
          const items = config.days[day - 1] as RewardItem[];
          const t = terms(config);
          const granted = await claimOnce(tx, {
            source: 'sign-in',
            userId,
            periodKey: today,
            items,
            reason: `Daily sign-in, day ${day}`,
            activityType: ACTIVITY_TYPE.FreeSign,
            ...(t ? { terms: t } : {}),
          });
          await markDay(tx, userId, SIGN_IN_KEY, today, day);
          return { day, rewards: granted.items };
        });
      } catch (err) {
        if (err instanceof AlreadyReceivedError) throw alreadyToday(now, 'You have already signed in today.');
        throw err;
      }
    },

    async receiveLoginBonus(userId: number, now = clock()): Promise<CallAnswer<'loginBonus3UserReceive'>> {
      const config = readLoginBonus(await settings());
      const today = dayKey(now);
      try {
        return await db.transaction(async (tx) => {
          const rows = await dayRows(tx, userId, LOGIN_BONUS_KEY);
          if (rows.some((r) => r.period_key === today))
            throw alreadyToday(now, "You have already received today's login bonus.");
          if (rows.length >= config.days.length)
            throw new CallError(ERR.LIMIT_REACHED, 'You have received every day of the login bonus.');
          const day = rows.length + 1;
          const t = terms(config);
          const granted = await claimOnce(tx, {
            source: 'login-bonus-3',
            userId,
            periodKey: `day${day}`,
            items: config.days[day - 1] as RewardItem[],
            reason: `Login bonus, day ${day}`,
            activityType: ACTIVITY_TYPE.FreeLoginBonus,
            ...(t ? { terms: t } : {}),
          });
          await markDay(tx, userId, LOGIN_BONUS_KEY, today, day);
          return { day, rewards: granted.items };
        });
      } catch (err) {
        if (err instanceof AlreadyReceivedError)
          throw alreadyToday(now, "You have already received today's login bonus.");
        throw err;
      }
    },

    /** signInFlag: today's sign-in or a login-bonus day waits. */
    async awardFlags(userId: number): Promise<{ signInFlag?: boolean }> {
      const [s, l] = await Promise.all([signInInfo(userId), loginBonusInfo(userId)]);
      return { signInFlag: !s.receivedToday || l.days.some((d) => d.status === 1) };
    },
  };
}

export type SignInService = ReturnType<typeof createSignInService>;
