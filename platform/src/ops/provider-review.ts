import { sql } from 'drizzle-orm';
import type { OpsCommand } from '../core/module';
import { queryRows } from '../db/client';

/** Answer note of a rollback acknowledged without a refund (provider-wallet's SETTLED_ROLLBACK starts so). */
const FLAG_PREFIX = 'rollback of a settled bet';

export const providerReviewOps: Record<string, OpsCommand> = {
  'provider-review': {
    reads: () => true,
    usage: 'provider-review',
    summary:
      'list provider rollbacks of bets that had already won (acknowledged, no money moved): settle each with the provider',
    async run(ctx) {
      const rows = await queryRows<{
        provider_id: string;
        tx_id: string;
        ref_tx_id: string | null;
        user_id: number | null;
        amount: string;
        created_at: string;
      }>(
        ctx.db,
        sql`select r.provider_id, r.tx_id, r.ref_tx_id, r.user_id, b.amount::text as amount,
                   r.created_at::text as created_at
              from provider_transactions r
              left join provider_transactions b on b.provider_id = r.provider_id and b.tx_id = r.ref_tx_id
             where r.kind = 'rollback' and r.answer->>'message' like ${`${FLAG_PREFIX}%`}
             order by r.created_at`,
      );
      if (rows.length === 0) return 'no flagged provider rollbacks';
      return rows
        .map(
          (r) =>
            `${r.provider_id}  rollback ${r.tx_id} of bet ${r.ref_tx_id}  user ${r.user_id}  stake ${r.amount}  ${r.created_at}`,
        )
        .join('\n');
    },
  },
};
