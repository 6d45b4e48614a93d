import { type FollowConfig, followConfig } from '@casino/contracts/bonus-programmes';
import { ACTIVITY_TYPE } from '@casino/contracts/enums';
import { ERR } from '@casino/contracts/errors';
import type { CallAnswer } from '@casino/contracts/registry';
import { sql } from 'drizzle-orm';
import { CallError } from '../../core/call-error';
import { queryRows } from '../../db/client';
import { checkGrantItems, claimOnce, type RewardItem } from '../../rewards';
import type { ModuleContext } from '../module';

/**
 * Follow rewards (FollowRewards 21): the brand's social channels (seed settings.json `follow`). The platform
 * cannot see whether a player really followed a page, so the rule is honest about it: a channel's reward opens
 * once the player opened its link from the page (`followOpen`), and is received once per player and channel
 * (`claimOnce` ref `follow:<userId>:<channel>`).
 */

export function readFollow(settings: unknown): FollowConfig {
  const raw = (settings as Record<string, unknown> | undefined)?.follow;
  if (raw === undefined) return { turnoverMultiple: 0, channels: [] };
  const parsed = followConfig.safeParse(raw);
  if (!parsed.success) throw new Error(`seed settings.json follow: ${parsed.error.message}`);
  for (const c of parsed.data.channels) checkGrantItems(c.rewards as RewardItem[], 1);
  return parsed.data;
}

export function createFollowService(deps: Pick<ModuleContext, 'db' | 'catalogue'>) {
  const { db } = deps;
  const config = async () => readFollow((await deps.catalogue.snapshot()).docs.settings);

  async function channelOf(id: string) {
    const channel = (await config()).channels.find((c) => c.id === id);
    if (!channel) throw new CallError(ERR.NOT_FOUND, 'There is no such channel.');
    return channel;
  }

  async function state(userId: number): Promise<{ opened: Set<string>; received: Set<string> }> {
    const [opened, received] = await Promise.all([
      queryRows<{ channel: string }>(
        db,
        sql`select channel from follow_opens where user_id = ${userId}::int`,
      ),
      queryRows<{ ref: string }>(
        db,
        sql`select ref from reward_grants where user_id = ${userId}::int and source = 'follow'`,
      ),
    ]);
    const prefix = `follow:${userId}:`;
    return {
      opened: new Set(opened.map((r) => r.channel)),
      received: new Set(received.map((r) => r.ref.slice(prefix.length))),
    };
  }

  return {
    async info(userId: number): Promise<CallAnswer<'followInfo'>> {
      const c = await config();
      const { opened, received } = await state(userId);
      return {
        turnoverMultiple: c.turnoverMultiple,
        channels: c.channels.map((ch) => ({
          ...ch,
          status: received.has(ch.id) ? 2 : opened.has(ch.id) ? 1 : 0,
        })),
      };
    },

    async open(userId: number, id: string): Promise<CallAnswer<'followOpen'>> {
      await channelOf(id);
      await db.execute(
        sql`insert into follow_opens (user_id, channel) values (${userId}::int, ${id}::text) on conflict do nothing`,
      );
      const { received } = await state(userId);
      return { channel: id, status: received.has(id) ? 2 : 1 };
    },

    async receive(userId: number, id: string): Promise<CallAnswer<'followReceive'>> {
      const channel = await channelOf(id);
      const c = await config();
      const [opened] = await queryRows<{ channel: string }>(
        db,
        sql`select channel from follow_opens where user_id = ${userId}::int and channel = ${id}::text`,
      );
      if (!opened) throw new CallError(ERR.NOT_CLAIMABLE, `Open our ${channel.name} page first.`);
      const got = await claimOnce(db, {
        source: 'follow',
        userId,
        periodKey: id,
        items: channel.rewards,
        reason: `Follow us on ${channel.name}`,
        activityType: ACTIVITY_TYPE.FollowRewards,
        ...(c.turnoverMultiple > 0 ? { terms: { turnoverMultiple: c.turnoverMultiple } } : {}),
      });
      return { rewards: got.items };
    },
  };
}

export type FollowService = ReturnType<typeof createFollowService>;
