// Operator player search: by id, account name, mobile number, nick or real name, or KYC ID number — one query,
// each player once with what matched (the most exact kind first).
import { normaliseIdNumber } from '@casino/contracts/kyc-rules';
import { normalisePhMobile } from '@casino/contracts/phone';
import { sql } from 'drizzle-orm';
import { type Page, type Paging, pageOf, pageOffset } from '../../core/paging';
import { type Db, queryRows } from '../../db/client';

export type SearchMatch = 'id' | 'account' | 'mobile' | 'name' | 'idNumber';

export interface PlayerSummary {
  id: number;
  account: string;
  nickname: string;
  mobile: string;
  realName: string;
  kycStatus: number;
  vip: number;
  balance: number;
  registeredAt: number;
  matched: SearchMatch;
}

/** `%`, `_` and `\` typed by the operator are searched for as themselves. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function searchPlayers(db: Db, q: string, paging: Paging): Promise<Page<PlayerSummary>> {
  const text = q.trim();
  const id = /^\d{1,9}$/.test(text) ? Number(text) : -1;
  const mobile = normalisePhMobile(text) ?? '';
  const idNumber = normaliseIdNumber(text);
  const like = `%${likeEscape(text.toLowerCase())}%`;
  const hits = sql`
    select id as user_id, 1 as rank, 'id' as matched from users where id = ${id}::int
    union all select id, 2, 'account' from users where lower(account) = ${text.toLowerCase()}
    union all select id, 3, 'mobile' from users where ${mobile} <> '' and mobile = ${mobile}
    union all select user_id, 4, 'idNumber' from kyc_submissions
      where length(${idNumber}) >= 4 and id_number = ${idNumber}
    union all select id, 5, 'account' from users where length(${text}) >= 3 and lower(account) like ${like}
    union all select id, 6, 'name' from users where length(${text}) >= 2 and lower(nickname) like ${like}
    union all select user_id, 6, 'name' from user_profiles where length(${text}) >= 2 and lower(real_name) like ${like}
    union all select user_id, 6, 'name' from kyc_submissions where length(${text}) >= 2 and lower(real_name) like ${like}`;
  const best = sql`select distinct on (user_id) user_id, rank, matched from (${hits}) h order by user_id, rank`;
  const [total] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from (${best}) b`);
  const rows = await queryRows<{
    id: number;
    account: string | null;
    nickname: string;
    mobile: string | null;
    real_name: string | null;
    kyc_status: number;
    vip: number;
    balance: string | null;
    created_at: Date | string;
    matched: SearchMatch;
  }>(
    db,
    sql`select u.id, u.account, u.nickname, u.mobile, p.real_name, u.kyc_status, u.vip, w.balance::text as balance,
               u.created_at, b.matched
          from (${best}) b
          join users u on u.id = b.user_id
          left join user_profiles p on p.user_id = u.id
          left join wallets w on w.user_id = u.id
         order by b.rank, u.id desc
         limit ${paging.pageSize} offset ${pageOffset(paging)}`,
  );
  return pageOf(
    rows.map((r) => ({
      id: r.id,
      account: r.account ?? '',
      nickname: r.nickname,
      mobile: r.mobile ?? '',
      realName: r.real_name ?? '',
      kycStatus: r.kyc_status,
      vip: r.vip,
      balance: Number(r.balance ?? 0),
      registeredAt: new Date(r.created_at).getTime(),
      matched: r.matched,
    })),
    total?.n ?? 0,
    paging,
  );
}
