import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import type { UploadStorage } from './storage';

/** An image uploaded but never attached (an abandoned KYC or feedback form) is kept this long, then removed. */
export const ORPHAN_DAYS = 7;
const BATCH = 200;

/**
 * Deletes uploads older than `days` that no KYC submission, feedback or feedback follow-up references: the row first (only while
 * still unreferenced), then its file. Answers how many went. Safe to race with itself and with other instances.
 */
export async function pruneOrphanUploads(
  db: Db,
  storage: UploadStorage,
  days = ORPHAN_DAYS,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 86_400_000).toISOString();
  const unreferenced = sql`not exists (select 1 from kyc_submissions k
                                       where k.id_front = u.id or k.id_back = u.id or k.selfie = u.id
                                          or k.selfie_left = u.id or k.selfie_right = u.id)
                           and not exists (select 1 from feedback f where f.image_ids @> jsonb_build_array(u.id))
                           and not exists (select 1 from feedback_replies r
                                           where r.image_ids @> jsonb_build_array(u.id))`;
  let total = 0;
  for (;;) {
    const gone = await queryRows<{ storage_key: string }>(
      db,
      sql`delete from uploads u
           where u.id in (select u.id from uploads u
                           where u.created_at < ${cutoff}::timestamptz and ${unreferenced}
                           order by u.created_at limit ${BATCH})
             and ${unreferenced}
           returning u.storage_key`,
    );
    for (const row of gone) await storage.remove(row.storage_key);
    total += gone.length;
    if (gone.length < BATCH) return total;
  }
}
