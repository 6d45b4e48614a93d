// The wallet's operator calls: the withdrawal queue (a typed read) and the decision on withdrawals.
import { ERR } from '@casino/contracts/errors';
import type { CatalogueService } from '../../catalogue/service';
import { CallError } from '../../core/call-error';
import { defineOpsHandlers } from '../../core/ops-handlers';
import type { Db } from '../../db/client';
import { decideWithdrawals } from './withdrawal-decide';
import { withdrawalQueue } from './withdrawal-queue';

export function walletOpsHandlers(deps: { db: Db; catalogue: CatalogueService }) {
  return defineOpsHandlers({
    withdrawalQueue: {
      handle: (input) => withdrawalQueue(deps.db, deps.catalogue, input),
    },
    withdrawalDecide: {
      async handle(input, ctx) {
        // The player reads the reason in the rejection mail: a rejection always says why.
        if (!input.approve && input.reason.length < 3)
          throw new CallError(
            ERR.INVALID_REQUEST,
            'Invalid request: reason: say why the withdrawal is rejected',
          );
        return { results: await decideWithdrawals(deps, ctx.actor(), input) };
      },
    },
  });
}
