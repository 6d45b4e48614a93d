import { ERR } from '@casino/contracts/errors';
import { CallError } from '../../core/call-error';
import type { Db, Tx } from '../../db/client';
import { type GrantResult, type SpendInput, spend } from '../../rewards';

const key = (items: readonly { propId: number; count: number }[]) =>
  items
    .map((i) => `${i.propId}:${Math.abs(i.count)}`)
    .sort()
    .join(',');

/**
 * A spend whose requestId, if seen before, must have taken exactly the same items: a retry answers the
 * original, but the same requestId with another amount is a client bug or a replay and is refused (409).
 */
export async function spendExactly(db: Db | Tx, input: SpendInput): Promise<GrantResult> {
  const result = await spend(db, input);
  if (result.duplicate && key(result.items) !== key(input.items)) {
    throw new CallError(ERR.CONFLICT, 'This request was already used for a different exchange.');
  }
  return result;
}
