// Operator changes of the catalogue documents (settings with every bonus programme, VIP, games, quests, the
// activity catalogue…): checked by the seed loader's own schemas and cross-file rules, versioned in
// `config_versions` (who, when, before, after), applied now or at a set time — once, by a conditional update.

import { SETTINGS_PROGRAMME_SCHEMAS } from '@casino/contracts/bonus-programmes';
import { ERR } from '@casino/contracts/errors';
import { registry } from '@casino/contracts/registry';
import { sql } from 'drizzle-orm';
import { CallError, type CallIssue } from '../core/call-error';
import { type Page, type Paging, pageOf, pageOffset } from '../core/paging';
import { type Db, queryRows, type Tx } from '../db/client';
import { assembleConfig } from './assemble';
import { checkCatalogue, replaceActivities } from './seed';
import {
  activitiesDoc,
  CATALOGUE_DOCS,
  type CatalogueDocs,
  type CatalogueKey,
  type CustomerServiceDoc,
} from './seed-schema';
import { loadSnapshot } from './service';

/** Every document an operator may change: the catalogue documents and the activity catalogue. */
export const CONFIG_KEYS = [...(Object.keys(CATALOGUE_DOCS) as CatalogueKey[]), 'activities'] as const;
export type ConfigKey = (typeof CONFIG_KEYS)[number];

export interface ConfigVersion {
  version: number;
  key: string;
  changedBy: string;
  reason: string;
  createdAt: number;
  effectiveAt: number;
  appliedAt: number | null;
  status: 'pending' | 'applied' | 'cancelled';
  before: unknown;
  after: unknown;
}

interface VersionRow {
  id: number;
  key: string;
  before: unknown;
  after: unknown;
  changed_by: string;
  reason: string;
  created_at: Date | string;
  effective_at: Date | string;
  applied_at: Date | string | null;
  status: ConfigVersion['status'];
}

const toVersion = (r: VersionRow): ConfigVersion => ({
  version: r.id,
  key: r.key,
  changedBy: r.changed_by,
  reason: r.reason,
  createdAt: new Date(r.created_at).getTime(),
  effectiveAt: new Date(r.effective_at).getTime(),
  appliedAt: r.applied_at === null ? null : new Date(r.applied_at).getTime(),
  status: r.status,
  before: r.before,
  after: r.after,
});

function knownKey(key: string): ConfigKey {
  if (!(CONFIG_KEYS as readonly string[]).includes(key))
    throw new CallError(
      ERR.INVALID_REQUEST,
      `Invalid request: key: no document "${key}" (${CONFIG_KEYS.join(', ')})`,
    );
  return key as ConfigKey;
}

const refused = (issues: CallIssue[]) =>
  new CallError(
    ERR.INVALID_REQUEST,
    `The document was refused: ${issues[0]!.path}: ${issues[0]!.message}`,
    issues,
  );

/** The document as it is in force now. */
async function currentDoc(db: Db | Tx, key: ConfigKey): Promise<unknown> {
  if (key === 'activities') {
    const rows = await queryRows<Record<string, unknown>>(
      db,
      sql`select id, activity_type as "activityType", name, sort, type, theme_url as "themeUrl",
                 click_type as "clickType", click_action as "clickAction", target,
                 unlogin_show_status as "unloginShowStatus", start_time as "startTime", end_time as "endTime",
                 rule, status
            from activities order by id`,
    );
    return {
      activities: rows.map((r) => ({
        ...r,
        startTime: r.startTime ? new Date(r.startTime as string).toISOString() : null,
        endTime: r.endTime ? new Date(r.endTime as string).toISOString() : null,
      })),
    };
  }
  const [row] = await queryRows<{ doc: unknown }>(db, sql`select doc from catalogue where key = ${key}`);
  return row?.doc ?? null;
}

/**
 * settings.json is loose (operators add configs the client reads), so the schema above lets a bonus programme's
 * key through unchecked; each programme's own schema (the one its module reads it with) checks it here, so a
 * broken edit is refused at the desk instead of stopping the programme when it is next read.
 */
function checkProgrammes(doc: Record<string, unknown>): void {
  for (const [key, schema] of Object.entries(SETTINGS_PROGRAMME_SCHEMAS)) {
    if (doc[key] === undefined) continue;
    const parsed = schema.safeParse(doc[key]);
    if (!parsed.success)
      throw refused(
        parsed.error.issues.map((i) => ({ path: ['doc', key, ...i.path].join('.'), message: i.message })),
      );
  }
}

/**
 * The seed loader's checks on one changed document: its schema, then the rules across files and the app config
 * the documents assemble into — with the other documents as they are now.
 */
export async function checkConfigDoc(db: Db, key: ConfigKey, doc: unknown): Promise<unknown> {
  const schema = key === 'activities' ? activitiesDoc : CATALOGUE_DOCS[key];
  const parsed = schema.safeParse(doc);
  if (!parsed.success)
    throw refused(
      parsed.error.issues.map((i) => ({ path: ['doc', ...i.path].join('.'), message: i.message })),
    );
  if (key === 'activities') {
    const ids = (parsed.data as { activities: { id: number }[] }).activities.map((a) => a.id);
    const dup = ids.find((id, i) => ids.indexOf(id) !== i);
    if (dup !== undefined) throw refused([{ path: 'doc.activities', message: `duplicate id ${dup}` }]);
    return doc;
  }
  if (key === 'settings') checkProgrammes(doc as Record<string, unknown>);
  const snapshot = await loadSnapshot(db);
  const docs = { ...snapshot.docs, [key]: parsed.data } as CatalogueDocs;
  // The queue as served (only its ids are checked across files).
  const cs = { queue: snapshot.customerService } as unknown as CustomerServiceDoc;
  const issues = checkCatalogue(docs, cs);
  if (issues.length > 0)
    throw refused(issues.map((i) => ({ path: `doc.${i.path}`, message: `${i.file}: ${i.message}` })));
  const config = registry['anonymous/appConfig'].answer.safeParse(
    assembleConfig(docs, snapshot.customerService, snapshot.maintenance),
  );
  if (!config.success)
    throw refused(
      config.error.issues.map((i) => ({ path: `doc (app config ${i.path.join('.')})`, message: i.message })),
    );
  // Stored as sent (the seed files keep their own spelling; defaults are applied when read).
  return doc;
}

/** Writes a version's document into force and marks it applied; false when it was applied or cancelled already. */
async function applyVersion(tx: Tx, id: number): Promise<boolean> {
  const [v] = await queryRows<VersionRow>(
    tx,
    sql`select * from config_versions where id = ${id}::int and status = 'pending' for update`,
  );
  if (!v) return false;
  const key = knownKey(v.key);
  // The document actually replaced: another change may have applied since this one was made.
  const before = await currentDoc(tx, key);
  if (key === 'activities') await replaceActivities(tx, activitiesDoc.parse(v.after));
  else
    await tx.execute(
      sql`update catalogue set doc = ${JSON.stringify(v.after)}::jsonb, source_hash = ${`console:${id}`},
                               updated_at = now() where key = ${key}`,
    );
  await tx.execute(
    sql`update config_versions set status = 'applied', applied_at = now(), before = ${JSON.stringify(before)}::jsonb
         where id = ${id}::int`,
  );
  return true;
}

export async function configGet(db: Db, rawKey: string) {
  const key = knownKey(rawKey);
  const [applied] = await queryRows<{ id: number }>(
    db,
    sql`select id from config_versions where key = ${key} and status = 'applied' order by applied_at desc, id desc limit 1`,
  );
  const [pending] = await queryRows<{ id: number; effective_at: Date | string }>(
    db,
    sql`select id, effective_at from config_versions where key = ${key} and status = 'pending' order by effective_at, id limit 1`,
  );
  return {
    key,
    doc: await currentDoc(db, key),
    version: applied?.id ?? 0,
    pending: pending ? { version: pending.id, effectiveAt: new Date(pending.effective_at).getTime() } : null,
  };
}

/**
 * Records a change (checked first, outside any transaction: a refused document writes nothing) and applies it in
 * the same transaction unless it is for later. `inTx` runs in that transaction (the caller's audit row); the
 * caller drops the catalogue caches after it returns.
 */
export async function configSet(
  db: Db,
  input: { key: string; doc: unknown; effectiveAt?: number | undefined; reason: string; by: string },
  opts: { now?: number; inTx?: (tx: Tx, version: ConfigVersion) => Promise<void> } = {},
): Promise<ConfigVersion> {
  const now = opts.now ?? Date.now();
  const key = knownKey(input.key);
  const doc = await checkConfigDoc(db, key, input.doc);
  const at = input.effectiveAt !== undefined && input.effectiveAt > now ? input.effectiveAt : now;
  return db.transaction(async (tx) => {
    const [row] = await queryRows<VersionRow>(
      tx,
      sql`insert into config_versions (key, before, after, changed_by, reason, effective_at)
          values (${key}, ${JSON.stringify(await currentDoc(tx, key))}::jsonb, ${JSON.stringify(doc)}::jsonb,
                  ${input.by}, ${input.reason}, ${new Date(at).toISOString()}::timestamptz)
          returning *`,
    );
    if (at <= now) await applyVersion(tx, row!.id);
    const [done] = await queryRows<VersionRow>(
      tx,
      sql`select * from config_versions where id = ${row!.id}::int`,
    );
    const version = toVersion(done!);
    await opts.inTx?.(tx, version);
    return version;
  });
}

/** The config job: applies every change whose time has come (each once, in its own transaction). */
export async function applyDueConfig(db: Db, now = Date.now()): Promise<number> {
  const due = await queryRows<{ id: number }>(
    db,
    sql`select id from config_versions where status = 'pending' and effective_at <= ${new Date(now).toISOString()}::timestamptz
         order by effective_at, id`,
  );
  let n = 0;
  for (const { id } of due) if (await db.transaction((tx) => applyVersion(tx, id))) n++;
  return n;
}

export async function configHistory(db: Db, rawKey: string, paging: Paging): Promise<Page<ConfigVersion>> {
  const key = knownKey(rawKey);
  const [total] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from config_versions where key = ${key}`,
  );
  const rows = await queryRows<VersionRow>(
    db,
    sql`select * from config_versions where key = ${key} order by id desc
         limit ${paging.pageSize} offset ${pageOffset(paging)}`,
  );
  return pageOf(rows.map(toVersion), total?.n ?? 0, paging);
}
