// Player 360: one page about one player for an operator — a header and one tab at a time, each tab a typed,
// paged read of what the player's own modules wrote (ledger, rounds, grants, orders, sessions, mail…).

import { ERR } from '@casino/contracts/errors';
import { maskIdNumber } from '@casino/contracts/kyc-rules';
import type { Player360Answer, Player360Tab } from '@casino/contracts/ops-calls/players';
import { type SQL, sql } from 'drizzle-orm';
import { CallError } from '../../core/call-error';
import { type Page, type Paging, pageOf, pageOffset } from '../../core/paging';
import { type Db, queryRows } from '../../db/client';
import { blocksOf, protectionPicture } from '../protection';

type TabAnswer = Player360Answer['tab'];
type Header = Player360Answer['header'];
const ms = (v: Date | string | null) => (v === null ? null : new Date(v).getTime());
const msOf = (v: Date | string) => new Date(v).getTime();

/** The audit rows about a player; the operator services provide it (absent: an empty tab). */
export type AuditRowsOf = (
  userId: number,
  paging: Paging,
) => Promise<Extract<TabAnswer, { tab: 'audit' }>['page']>;

async function paged<R, T>(
  db: Db,
  count: SQL,
  rows: SQL,
  paging: Paging,
  map: (r: R) => T,
): Promise<Page<T>> {
  // count(*) is a bigint: PostgreSQL's driver answers it as a string, PGlite as a number.
  const [total] = await queryRows<{ n: number | string }>(db, count);
  const list = await queryRows<R>(db, sql`${rows} limit ${paging.pageSize} offset ${pageOffset(paging)}`);
  return pageOf(list.map(map), Number(total?.n ?? 0), paging);
}

export async function playerHeader(db: Db, userId: number): Promise<Header> {
  const [u] = await queryRows<{
    id: number;
    uuid: string;
    account: string | null;
    nickname: string;
    mobile: string | null;
    status: number;
    kyc_status: number;
    vip: number;
    balance: string | null;
    safebox: string | null;
    recharge_total: string | null;
    exchange_total: string | null;
    bet_total: string | null;
    created_at: Date | string;
    register_ip: string;
    last_seen: Date | string | null;
  }>(
    db,
    sql`select u.id, u.uuid, u.account, u.nickname, u.mobile, u.status, u.kyc_status, u.vip,
               w.balance::text as balance, w.safebox::text as safebox, w.recharge_total::text as recharge_total,
               w.exchange_total::text as exchange_total, w.bet_total::text as bet_total, u.created_at, u.register_ip,
               (select max(last_seen_at) from sessions s where s.user_id = u.id) as last_seen
          from users u left join wallets w on w.user_id = u.id where u.id = ${userId}::int`,
  );
  if (!u) throw new CallError(ERR.NOT_FOUND, `No player ${userId}.`);
  return {
    id: u.id,
    uuid: u.uuid,
    account: u.account ?? '',
    nickname: u.nickname,
    mobile: u.mobile ?? '',
    status: u.status,
    kycStatus: u.kyc_status,
    vip: u.vip,
    balance: Number(u.balance ?? 0),
    safebox: Number(u.safebox ?? 0),
    totalDeposits: Number(u.recharge_total ?? 0),
    totalWithdrawals: Number(u.exchange_total ?? 0),
    totalTurnover: Number(u.bet_total ?? 0),
    registeredAt: msOf(u.created_at),
    registerIp: u.register_ip,
    lastSeenAt: ms(u.last_seen),
    blocks: (await blocksOf(db, userId)).map((b) => b.kind),
  };
}

export async function player360Tab(
  db: Db,
  userId: number,
  tab: Player360Tab,
  paging: Paging,
  auditRowsOf?: AuditRowsOf,
): Promise<TabAnswer> {
  const u = sql`${userId}::int`;
  switch (tab) {
    case 'profile': {
      const [p] = await queryRows<Record<string, string>>(
        db,
        sql`select real_name, birthday, email, gender, occupation, nationality from user_profiles where user_id = ${u}`,
      );
      const kyc = await queryRows<{
        id: number;
        id_type: string;
        id_number: string;
        real_name: string;
        birthday: string;
        status: number;
        reject_reason: string;
        created_at: Date | string;
        reviewed_at: Date | string | null;
      }>(db, sql`select * from kyc_submissions where user_id = ${u} order by id desc`);
      return {
        tab,
        profile: {
          realName: p?.real_name ?? '',
          birthday: p?.birthday ?? '',
          email: p?.email ?? '',
          gender: p?.gender ?? '',
          occupation: p?.occupation ?? '',
          nationality: p?.nationality ?? '',
        },
        kyc: kyc.map((k) => ({
          id: k.id,
          idType: k.id_type,
          idNumber: maskIdNumber(k.id_number),
          realName: k.real_name,
          birthday: k.birthday,
          status: k.status,
          rejectReason: k.reject_reason,
          createdAt: msOf(k.created_at),
          reviewedAt: ms(k.reviewed_at),
        })),
      };
    }
    case 'wallet':
      return {
        tab,
        page: await paged(
          db,
          sql`select count(*)::int as n from ledger where user_id = ${u}`,
          sql`select id, kind, delta::text, balance_after::text, reason, ref_type, ref_id, game_id, created_at
                from ledger where user_id = ${u} order by id desc`,
          paging,
          (r: {
            id: number | string;
            kind: string;
            delta: string;
            balance_after: string;
            reason: string;
            ref_type: string;
            ref_id: string;
            game_id: number | null;
            created_at: Date | string;
          }) => ({
            id: Number(r.id),
            kind: r.kind,
            delta: Number(r.delta),
            balanceAfter: Number(r.balance_after),
            reason: r.reason,
            refType: r.ref_type,
            refId: r.ref_id,
            gameId: r.game_id,
            createdAt: msOf(r.created_at),
          }),
        ),
      };
    case 'bets':
      return {
        tab,
        page: await paged(
          db,
          sql`select count(*)::int as n from game_rounds where user_id = ${u} and mode = 'real'`,
          sql`select r.round_id, r.game_id, r.engine, r.status, r.bet::text, r.win::text, r.balance_before::text,
                     r.balance_after::text, r.server_seed_hash, r.client_seed, r.nonce, r.created_at,
                     case when f.status = 'revealed' then f.server_seed end as server_seed
                from game_rounds r left join fairness_seeds f on f.id = r.seed_id
               where r.user_id = ${u} and r.mode = 'real' order by r.id desc`,
          paging,
          (r: {
            round_id: string;
            game_id: number;
            engine: string;
            status: string;
            bet: string;
            win: string;
            balance_before: string;
            balance_after: string;
            server_seed_hash: string;
            client_seed: string;
            nonce: number;
            server_seed: string | null;
            created_at: Date | string;
          }) => ({
            roundId: r.round_id,
            gameId: r.game_id,
            engine: r.engine,
            status: r.status,
            bet: Number(r.bet),
            win: Number(r.win),
            balanceBefore: Number(r.balance_before),
            balanceAfter: Number(r.balance_after),
            serverSeedHash: r.server_seed_hash,
            clientSeed: r.client_seed,
            nonce: r.nonce,
            serverSeed: r.server_seed,
            createdAt: msOf(r.created_at),
          }),
        ),
      };
    case 'bonuses': {
      const grants = await queryRows<{
        id: number | string;
        source: string;
        amount: string;
        turnover_required: string;
        turnover_done: string;
        status: string;
        created_at: Date | string;
        expires_at: Date | string | null;
      }>(
        db,
        sql`select id, source, amount::text, turnover_required::text, turnover_done::text, status, created_at, expires_at
              from bonus_grants where user_id = ${u} order by id desc limit 100`,
      );
      const props = await queryRows<{ prop_id: number; balance: string }>(
        db,
        sql`select prop_id, balance::text from user_props where user_id = ${u} and balance <> 0 order by prop_id`,
      );
      return {
        tab,
        grants: grants.map((g) => ({
          id: Number(g.id),
          source: g.source,
          amount: Number(g.amount),
          turnoverRequired: Number(g.turnover_required),
          turnoverDone: Number(g.turnover_done),
          status: g.status,
          createdAt: msOf(g.created_at),
          expiresAt: ms(g.expires_at),
        })),
        props: props.map((p) => ({ propId: p.prop_id, balance: Number(p.balance) })),
        page: await paged(
          db,
          sql`select count(*)::int as n from reward_grants where user_id = ${u}`,
          sql`select ref, source, reason, items, created_at from reward_grants where user_id = ${u} order by id desc`,
          paging,
          (r: {
            ref: string;
            source: string;
            reason: string;
            items: { propId: number; count: number }[];
            created_at: Date | string;
          }) => ({
            ref: r.ref,
            source: r.source,
            reason: r.reason,
            items: r.items,
            createdAt: msOf(r.created_at),
          }),
        ),
      };
    }
    case 'payments':
      return {
        tab,
        page: await paged(
          db,
          sql`select (select count(*) from recharge_orders where user_id = ${u})
                   + (select count(*) from exchange_orders where user_id = ${u}) as n`,
          sql`select * from (
                select 'deposit' as kind, id, amount::text, bonus::text as extra, status, channel_name as channel,
                       '' as note, created_at from recharge_orders where user_id = ${u}
                union all
                select 'withdrawal', e.id, e.amount::text, e.fee::text, e.status,
                       b.account_name || ' ' || b.account_no, e.reject_reason, e.created_at
                  from exchange_orders e join user_banks b on b.id = e.user_bank_id where e.user_id = ${u}
              ) x order by created_at desc, id desc`,
          paging,
          (r: {
            kind: 'deposit' | 'withdrawal';
            id: string;
            amount: string;
            extra: string;
            status: string;
            channel: string;
            note: string;
            created_at: Date | string;
          }) => ({
            kind: r.kind,
            id: r.id,
            amount: Number(r.amount),
            extra: Number(r.extra),
            status: r.status,
            channel: r.channel,
            note: r.note,
            createdAt: msOf(r.created_at),
          }),
        ),
      };
    case 'protection':
      return { tab, ...(await protectionPicture(db, userId)) };
    case 'sessions':
      return {
        tab,
        page: await paged(
          db,
          sql`select count(*)::int as n from sessions where user_id = ${u}`,
          sql`select public_id, login_type, device, ip, created_at, last_seen_at, expires_at, revoked_at
                from sessions where user_id = ${u} order by id desc`,
          paging,
          (r: {
            public_id: string;
            login_type: number;
            device: string;
            ip: string;
            created_at: Date | string;
            last_seen_at: Date | string;
            expires_at: Date | string;
            revoked_at: Date | string | null;
          }) => ({
            id: r.public_id,
            loginType: r.login_type,
            device: r.device,
            ip: r.ip,
            createdAt: msOf(r.created_at),
            lastSeenAt: msOf(r.last_seen_at),
            expiresAt: msOf(r.expires_at),
            revokedAt: ms(r.revoked_at),
          }),
        ),
      };
    case 'network': {
      type Person = { id: number; account: string | null; nickname: string; created_at: Date | string };
      const person = (r: Person) => ({
        id: r.id,
        account: r.account ?? '',
        nickname: r.nickname,
        registeredAt: msOf(r.created_at),
      });
      const [inviter] = await queryRows<Person>(
        db,
        sql`select i.id, i.account, i.nickname, i.created_at from users u join users i on i.id = u.pid where u.id = ${u}`,
      );
      const [signUp] = await queryRows<{ device_id: string; ip: string }>(
        db,
        sql`select device_id, ip from agent_signups where user_id = ${u}`,
      );
      return {
        tab,
        inviter: inviter ? person(inviter) : null,
        signUp: signUp ? { deviceId: signUp.device_id, ip: signUp.ip } : null,
        page: await paged(
          db,
          sql`select count(*)::int as n from users where pid = ${u}`,
          sql`select id, account, nickname, created_at from users where pid = ${u} order by id desc`,
          paging,
          person,
        ),
      };
    }
    case 'mail':
      return {
        tab,
        page: await paged(
          db,
          sql`select count(*)::int as n from mails where user_id = ${u}
                 or (user_id is null and exists (select 1 from mail_states s where s.mail_id = mails.id and s.user_id = ${u}))`,
          sql`select m.id, m.sender, m.title, m.content, m.user_id is null as broadcast, m.attachments, m.created_at,
                     s.read_at, s.received_at, s.deleted_at
                from mails m left join mail_states s on s.mail_id = m.id and s.user_id = ${u}
               where m.user_id = ${u} or (m.user_id is null and s.user_id is not null)
               order by m.id desc`,
          paging,
          (r: {
            id: number;
            sender: string;
            title: string;
            content: string;
            broadcast: boolean;
            attachments: { propId: number; count: number }[];
            created_at: Date | string;
            read_at: Date | string | null;
            received_at: Date | string | null;
            deleted_at: Date | string | null;
          }) => ({
            id: r.id,
            sender: r.sender,
            title: r.title,
            content: r.content,
            broadcast: r.broadcast,
            attachments: r.attachments,
            readAt: ms(r.read_at),
            receivedAt: ms(r.received_at),
            deletedAt: ms(r.deleted_at),
            createdAt: msOf(r.created_at),
          }),
        ),
      };
    case 'feedback':
      return {
        tab,
        page: await paged(
          db,
          sql`select count(*)::int as n from feedback where user_id = ${u}`,
          sql`select f.id, f.category, f.content, f.status, f.created_at,
                     (select count(*)::int from feedback_replies r where r.feedback_id = f.id) as replies
                from feedback f where f.user_id = ${u} order by f.id desc`,
          paging,
          (r: {
            id: number;
            category: string;
            content: string;
            status: number;
            replies: number;
            created_at: Date | string;
          }) => ({
            id: r.id,
            category: r.category,
            content: r.content,
            status: r.status,
            replies: r.replies,
            createdAt: msOf(r.created_at),
          }),
        ),
      };
    case 'notes':
      return {
        tab,
        page: await paged(
          db,
          sql`select count(*)::int as n from player_notes where user_id = ${u}`,
          sql`select id, author, text, created_at from player_notes where user_id = ${u} order by id desc`,
          paging,
          (r: { id: number; author: string; text: string; created_at: Date | string }) => ({
            id: r.id,
            author: r.author,
            text: r.text,
            createdAt: msOf(r.created_at),
          }),
        ),
      };
    case 'audit':
      return {
        tab,
        page: auditRowsOf ? await auditRowsOf(userId, paging) : pageOf([], 0, paging),
      };
  }
}
