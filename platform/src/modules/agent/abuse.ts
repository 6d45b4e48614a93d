// The invite and agent abuse rules (BONUSES.md): one account per device and payment account. A shared device
// or payment account means the invitee never counts as valid; any shared trace (device, payment account or
// address) holds the commission it earns for an operator's decision — carrier NAT puts many players behind one
// address, so an address match alone never refuses anything, it only asks a person to look.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows, type Tx } from '../../db/client';

export type Exclusion = 'sameDevice' | 'samePayment';
export type HoldReason = Exclusion | 'sameIp';

/** Records where a player signed up from (sign-up's transaction). An empty device id is stored as none. */
export async function recordSignUp(
  tx: Tx,
  at: { userId: number; deviceId?: string | undefined; ip: string },
): Promise<void> {
  await tx.execute(
    sql`insert into agent_signups (user_id, device_id, ip)
        values (${at.userId}::int, ${(at.deviceId ?? '').trim().slice(0, 128)}::text, ${at.ip}::text)
        on conflict (user_id) do nothing`,
  );
}

/** Why `memberId` can never be a valid invitee of `agentId`, or null. */
export async function exclusionOf(db: Db | Tx, memberId: number, agentId: number): Promise<Exclusion | null> {
  const [row] = await queryRows<{ device: boolean; payment: boolean }>(
    db,
    sql`select
          exists (select 1 from agent_signups a join agent_signups b on a.device_id = b.device_id
                   where a.user_id = ${memberId}::int and b.user_id = ${agentId}::int and a.device_id <> '') as device,
          exists (select 1 from user_banks a join user_banks b on a.account_no = b.account_no
                   where a.user_id = ${memberId}::int and b.user_id = ${agentId}::int) as payment`,
  );
  if (row?.device) return 'sameDevice';
  if (row?.payment) return 'samePayment';
  return null;
}

/**
 * Loopback and private addresses say only that the platform could not see the player's own address (a proxy
 * in front of it, a local test): they are no trace of one person and never match.
 */
const PRIVATE_ADDRESS = sql.raw(
  `(m.ip like '127.%' or m.ip = '::1' or m.ip like '10.%' or m.ip like '192.168.%' or m.ip like '::ffff:127.%'
    or m.ip ~ '^172\\.(1[6-9]|2[0-9]|3[01])\\.')`,
);

/** Why commission from `memberId` to `agentId` must wait for review, or null to pay it. */
export async function holdReasonOf(
  db: Db | Tx,
  memberId: number,
  agentId: number,
): Promise<HoldReason | null> {
  const excluded = await exclusionOf(db, memberId, agentId);
  if (excluded) return excluded;
  const [row] = await queryRows<{ ip: boolean }>(
    db,
    sql`select exists (
          select 1 from (
            select ip from agent_signups where user_id = ${memberId}::int
            union select ip from sessions where user_id = ${memberId}::int
          ) m join (
            select ip from agent_signups where user_id = ${agentId}::int
            union select ip from sessions where user_id = ${agentId}::int
          ) a on m.ip = a.ip
          where m.ip <> '' and not ${PRIVATE_ADDRESS}) as ip`,
  );
  return row?.ip ? 'sameIp' : null;
}

/** Other players sharing a trace with a player: sign-up device id, receiving-account number, or public address. */
export interface SharedTraces {
  device: number[];
  payment: number[];
  ip: number[];
}

/**
 * Who else left the same traces as `userId` (the withdrawal queue's risk flags). The same rules as the agent
 * holds: an empty device id and private or loopback addresses never match.
 */
export async function sharedTraces(db: Db | Tx, userId: number): Promise<SharedTraces> {
  const rows = await queryRows<{ trace: keyof SharedTraces; other: number }>(
    db,
    sql`select 'device' as trace, b.user_id as other
          from agent_signups a join agent_signups b on a.device_id = b.device_id
         where a.user_id = ${userId}::int and b.user_id <> ${userId}::int and a.device_id <> ''
        union
        select 'payment', b.user_id
          from user_banks a join user_banks b on a.account_no = b.account_no
         where a.user_id = ${userId}::int and b.user_id <> ${userId}::int
        union
        select 'ip', o.user_id from (
            select ip from agent_signups where user_id = ${userId}::int
            union select ip from sessions where user_id = ${userId}::int
          ) m join (
            select user_id, ip from agent_signups where user_id <> ${userId}::int
            union select user_id, ip from sessions where user_id <> ${userId}::int
          ) o on m.ip = o.ip
         where m.ip <> '' and not ${PRIVATE_ADDRESS}`,
  );
  const out: SharedTraces = { device: [], payment: [], ip: [] };
  for (const r of rows) out[r.trace].push(Number(r.other));
  for (const k of Object.keys(out) as (keyof SharedTraces)[]) out[k].sort((a, b) => a - b);
  return out;
}
