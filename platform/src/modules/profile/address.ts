import type { CallAnswer } from '@casino/contracts/registry';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { userProfiles } from '../../db/schema';

export type DeliveryAddress = NonNullable<CallAnswer<'appUserOther'>['address']>;

/** The delivery address the player saved with updateAddress, or null: what a goods order is shipped to. */
export async function deliveryAddress(db: Db | Tx, userId: number): Promise<DeliveryAddress | null> {
  const [row] = await db
    .select({ address: userProfiles.address })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId));
  return (row?.address as DeliveryAddress | null | undefined) ?? null;
}
