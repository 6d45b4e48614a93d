import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { maintenance } from '../db/schema';
import type { MaintenanceState } from './assemble';

/** Turns maintenance on or off; title/content/endTime are kept unless given. */
export async function setMaintenance(
  db: Db | Tx,
  status: 0 | 1,
  fields: Partial<Omit<MaintenanceState, 'status'>> = {},
): Promise<void> {
  const patch = { status, ...fields, updatedAt: new Date() };
  await db
    .insert(maintenance)
    .values({ id: 1, ...patch })
    .onConflictDoUpdate({ target: maintenance.id, set: patch });
}

export interface MaintenanceChange {
  before: MaintenanceState;
  after: MaintenanceState;
}

const OFF: MaintenanceState = { status: 0, title: '', content: '', endTime: 0 };

/** The switch as stored now (the database, not a cache: another platform may have just changed it). */
export async function readMaintenance(db: Db | Tx): Promise<MaintenanceState> {
  const [m] = await db.select().from(maintenance).where(eq(maintenance.id, 1));
  return m ? { status: m.status === 1 ? 1 : 0, title: m.title, content: m.content, endTime: m.endTime } : OFF;
}

/**
 * The one maintenance switch (console `maintenanceSet` and `ops maintenance`): on or off, with the title, message
 * and expected end kept unless given; turning it off clears the end. Answers before and after for the audit row
 * the caller writes in the same transaction; the caller drops the catalogue caches after commit.
 */
export async function switchMaintenance(
  tx: Db | Tx,
  input: {
    on: boolean;
    title?: string | undefined;
    message?: string | undefined;
    endsAt?: number | undefined;
  },
): Promise<MaintenanceChange> {
  const before = await readMaintenance(tx);
  await setMaintenance(tx, input.on ? 1 : 0, {
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.message !== undefined ? { content: input.message } : {}),
    ...(input.endsAt !== undefined ? { endTime: input.endsAt } : input.on ? {} : { endTime: 0 }),
  });
  return { before, after: await readMaintenance(tx) };
}
