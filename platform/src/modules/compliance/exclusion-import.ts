// Imports the exclusion list: each valid row is added (new), updated (its kind or source changed) or unchanged
// (the same row again: re-importing a list is harmless), then every player is screened against what changed.
import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { exclusionList } from '../../db/schema';
import { type ParsedList, parseExclusionCsv } from './exclusion-csv';
import { nameKey } from './identity-match';
import { screenEntries } from './screening';

export interface ImportResult {
  added: number;
  updated: number;
  unchanged: number;
  invalid: number;
  invalidRows: ParsedList['invalid'];
  hits: number;
}

/** How many invalid rows the answer lists (the count covers them all). */
export const INVALID_ROWS_SHOWN = 50;

/** The row's identity: what makes two rows of two releases the same entry. */
const entryKeyOf = (r: { name: string; birthday: string; idNumber: string }) =>
  `${nameKey(r.name)}|${r.birthday}|${r.idNumber}`;

/** Throws ExclusionHeaderError when the file is not an exclusion list. */
export async function importExclusions(tx: Tx, csv: string, source: string): Promise<ImportResult> {
  const parsed = parseExclusionCsv(csv);
  // The last row wins when a file repeats an entry.
  const byKey = new Map(parsed.rows.map((r) => [entryKeyOf(r), r]));
  const keys = [...byKey.keys()];
  const existing = new Map<string, typeof exclusionList.$inferSelect>();
  for (let i = 0; i < keys.length; i += 1000) {
    const rows = await tx
      .select()
      .from(exclusionList)
      .where(inArray(exclusionList.entryKey, keys.slice(i, i + 1000)));
    for (const row of rows) existing.set(row.entryKey, row);
  }
  let added = 0;
  let updated = 0;
  let unchanged = 0;
  const changed: number[] = [];
  const fresh = [...byKey.entries()].filter(([k]) => !existing.has(k));
  for (let i = 0; i < fresh.length; i += 1000) {
    const rows = await tx
      .insert(exclusionList)
      .values(
        fresh.slice(i, i + 1000).map(([entryKey, r]) => ({
          name: r.name,
          nameKey: nameKey(r.name),
          birthday: r.birthday,
          idNumber: r.idNumber,
          kind: r.kind,
          source,
          entryKey,
        })),
      )
      .onConflictDoNothing({ target: exclusionList.entryKey })
      .returning({ id: exclusionList.id });
    added += rows.length;
    changed.push(...rows.map((r) => r.id));
  }
  for (const [key, r] of byKey) {
    const had = existing.get(key);
    if (!had) continue;
    if (had.kind === r.kind) {
      unchanged++;
      continue;
    }
    await tx
      .update(exclusionList)
      .set({ kind: r.kind, source, name: r.name, importedAt: sql`now()` })
      .where(sql`${exclusionList.id} = ${had.id}`);
    updated++;
    changed.push(had.id);
  }
  const hits = await screenEntries(tx, changed);
  return {
    added,
    updated,
    unchanged,
    invalid: parsed.invalid.length,
    invalidRows: parsed.invalid.slice(0, INVALID_ROWS_SHOWN),
    hits,
  };
}
