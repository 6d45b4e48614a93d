import type { Db } from '../db/client';
import { maintenance } from '../db/schema';
import type { MaintenanceState } from './assemble';

/** Turns maintenance on or off; title/content/endTime are kept unless given. */
export async function setMaintenance(
  db: Db,
  status: 0 | 1,
  fields: Partial<Omit<MaintenanceState, 'status'>> = {},
): Promise<void> {
  const patch = { status, ...fields, updatedAt: new Date() };
  await db
    .insert(maintenance)
    .values({ id: 1, ...patch })
    .onConflictDoUpdate({ target: maintenance.id, set: patch });
}
