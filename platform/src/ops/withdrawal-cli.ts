// `ops approve-withdrawal` / `ops reject-withdrawal`: the console's audited decision (decideWithdrawals) run as
// cli:<os user>, so the command line has no way around four-eyes or the audit trail. Above settings
// ops.fourEyesAbovePhp an approval is a proposal that an operator decides in the console (the CLI never decides
// proposals, so the second pair of eyes is always a signed-in operator).
import { formatMoney } from '@casino/contracts/money';
import { eq } from 'drizzle-orm';
import type { CatalogueService } from '../catalogue/service';
import { cliActor } from '../core/audit';
import type { OpsContext } from '../core/module';
import { exchangeOrders } from '../db/schema';
import { decideWithdrawals } from '../modules/wallet';

export async function withdrawalCliDecision(
  ctx: OpsContext,
  catalogue: CatalogueService,
  id: string,
  approve: boolean,
  reason: string,
): Promise<string> {
  const actor = ctx.actor ?? cliActor();
  const [result] = await decideWithdrawals({ db: ctx.db, catalogue }, actor, { ids: [id], approve, reason });
  const [order] = await ctx.db.select().from(exchangeOrders).where(eq(exchangeOrders.id, id));
  if (!result || result.outcome === 'error') {
    // Exit non-zero with what stands in the way (a decided order says what it is now).
    if (order && order.status !== 'pending')
      throw new Error(`withdrawal ${id} is ${order.status}, not pending`);
    throw new Error(`withdrawal ${id}: ${result?.message ?? 'not decided'}`);
  }
  switch (result.outcome) {
    case 'paid':
      return `withdrawal ${id} approved and paid (${formatMoney(order!.amount - order!.fee)} to the player, fee ${formatMoney(order!.fee)}) by ${actor.login}`;
    case 'rejected':
      return `withdrawal ${id} rejected; ${formatMoney(order!.amount)} returned to the player`;
    case 'already':
      return `withdrawal ${id} was already ${approve ? 'paid' : 'rejected'}`;
    case 'proposed':
      return `withdrawal ${id}: ${result.message} — proposal #${result.proposalId}; an operator with the finance or admin role approves or declines it in the console`;
  }
}
