import { ERR } from '@casino/contracts/errors';
import { fairOutcome, type Seeds } from '@casino/contracts/fairness';
import type { CallAnswer } from '@casino/contracts/registry';
import { REWARD_ID } from '@casino/contracts/reward-ids';
import { sql } from 'drizzle-orm';
import { CallError } from '../../core/call-error';
import { type Paging, pageOf, pageOffset } from '../../core/paging';
import { type Db, queryRows, type Tx } from '../../db/client';
import { claimOnce, grant, propBalance, type RewardItem, spend } from '../../rewards';
import { claimNonce } from '../fairness';
import type { ModuleContext } from '../module';
import { readScratchCard, type ScratchCardConfig } from './config';

type Info = CallAnswer<'getScratchCardInfo'>;
type Scratched = CallAnswer<'scratchCardLottery'>;
type AwardLog = CallAnswer<'searchScratchCardAwardLog'>;

/**
 * The prize a card reveals: one float of the player's fairness pair at its nonce, picked over the prize
 * weights (contracts `fairOutcome` 'draw', the same function the player's browser runs to verify).
 */
export function drawScratchPrize(seeds: Seeds, prizes: ScratchCardConfig['prizes']) {
  const weights = prizes.map((p) => p.weight);
  const { cell } = fairOutcome(seeds, { engine: 'draw', weights }) as { cell: number };
  const prize = prizes[cell] as ScratchCardConfig['prizes'][number];
  return { cell, weights, item: { propId: prize.propId, count: prize.count } };
}

interface DrawRow {
  id: number;
  prop_id: number;
  count: string;
  cell: number;
  weights: number[];
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  created_ms: string;
  server_seed: string | null;
}

const drawColumns = sql`d.id, d.prop_id, d.count::text, d.cell, d.weights, d.server_seed_hash, d.client_seed,
  d.nonce, floor(extract(epoch from d.created_at) * 1000)::text as created_ms,
  case when s.status = 'revealed' then s.server_seed else null end as server_seed`;

async function drawByRequest(db: Db | Tx, userId: number, requestId: string): Promise<DrawRow | null> {
  const [row] = await queryRows<DrawRow>(
    db,
    sql`select ${drawColumns} from scratch_draws d join fairness_seeds s on s.id = d.seed_id
         where d.user_id = ${userId}::int and d.request_id = ${requestId}::text`,
  );
  return row ?? null;
}

const proof = (r: DrawRow) => ({
  cell: r.cell,
  serverSeedHash: r.server_seed_hash,
  clientSeed: r.client_seed,
  nonce: r.nonce,
  weights: r.weights,
});

export function createScratchService(deps: Pick<ModuleContext, 'db' | 'catalogue'>) {
  const { db } = deps;
  const config = async () => readScratchCard((await deps.catalogue.snapshot()).docs.settings);

  const scratchedCount = async (d: Db | Tx, userId: number) =>
    Number(
      (
        await queryRows<{ n: string }>(
          d,
          sql`select count(*)::text as n from scratch_draws where user_id = ${userId}::int`,
        )
      )[0]?.n ?? 0,
    );

  async function received(userId: number): Promise<Set<string>> {
    const rows = await queryRows<{ ref: string }>(
      db,
      sql`select ref from reward_grants where user_id = ${userId}::int and source = 'scratch-addup'`,
    );
    return new Set(rows.map((r) => r.ref));
  }

  const answerOf = async (d: Db | Tx, userId: number, row: DrawRow): Promise<Scratched> => ({
    id: row.id,
    propId: row.prop_id,
    count: Number(row.count),
    cards: await propBalance(d, userId, REWARD_ID.scratchCard),
    ...proof(row),
  });

  return {
    async info(userId: number): Promise<Info> {
      const c = await config();
      const [cards, scratched, got] = await Promise.all([
        propBalance(db, userId, REWARD_ID.scratchCard),
        scratchedCount(db, userId),
        received(userId),
      ]);
      return {
        cards,
        diamondPrice: c.cardPrice,
        prizes: c.prizes.map((p) => ({ propId: p.propId, count: p.count })),
        weights: c.prizes.map((p) => p.weight),
        turnoverMultiple: c.turnoverMultiple,
        scratched,
        addupAwards: c.addupAwards.map((a) => ({
          id: a.id,
          cards: a.cards,
          rewards: a.rewards,
          status: got.has(`scratch-addup:${userId}:${a.id}`) ? 2 : scratched >= a.cards ? 1 : 0,
        })),
      };
    },

    /** Spends one card under the requestId and credits the drawn prize in the same transaction. */
    async scratch(userId: number, requestId: string): Promise<Scratched> {
      const c = await config();
      return db.transaction(async (tx) => {
        const before = await drawByRequest(tx, userId, requestId);
        if (before) return answerOf(tx, userId, before);
        const spent = await spend(tx, {
          userId,
          items: [{ propId: REWARD_ID.scratchCard, count: 1 }],
          requestId,
          source: 'scratch',
          reason: 'Scratch card',
        });
        if (spent.duplicate) {
          // A twin with this requestId committed while we waited on its ref: answer its card.
          const twin = await drawByRequest(tx, userId, requestId);
          if (!twin) throw new Error(`scratch ${requestId} spent but not drawn`);
          return answerOf(tx, userId, twin);
        }
        const seeds = await claimNonce(tx, userId);
        const { cell, weights, item } = drawScratchPrize(seeds, c.prizes);
        const coin = item.propId === REWARD_ID.coin && c.turnoverMultiple > 0;
        await grant(tx, {
          userId,
          items: [item],
          ref: `scratch-prize:${userId}:${requestId}`,
          source: 'scratch',
          reason: 'Scratch card prize',
          ...(coin ? { terms: { turnoverMultiple: c.turnoverMultiple } } : {}),
        });
        await tx.execute(
          sql`insert into scratch_draws (user_id, request_id, seed_id, server_seed_hash, client_seed, nonce, weights,
                                         cell, prop_id, count)
              values (${userId}::int, ${requestId}::text, ${seeds.seedId}::int, ${seeds.serverSeedHash}::text,
                      ${seeds.clientSeed}::text, ${seeds.nonce}::int, ${JSON.stringify(weights)}::jsonb, ${cell}::int,
                      ${item.propId}::int, ${item.count}::bigint)`,
        );
        const row = await drawByRequest(tx, userId, requestId);
        return answerOf(tx, userId, row as DrawRow);
      });
    },

    async awardLog(userId: number, paging: Paging): Promise<AwardLog> {
      const [total] = await queryRows<{ n: string }>(
        db,
        sql`select count(*)::text as n from scratch_draws where user_id = ${userId}::int`,
      );
      const rows = await queryRows<DrawRow>(
        db,
        sql`select ${drawColumns} from scratch_draws d join fairness_seeds s on s.id = d.seed_id
             where d.user_id = ${userId}::int order by d.id desc
             limit ${paging.pageSize}::int offset ${pageOffset(paging)}::int`,
      );
      return pageOf(
        rows.map((r) => ({
          id: r.id,
          propId: r.prop_id,
          count: Number(r.count),
          createTime: Number(r.created_ms),
          ...proof(r),
          serverSeed: r.server_seed,
        })),
        Number(total?.n ?? 0),
        paging,
      );
    },

    /** An add-up award for cards scratched, once per player and award. */
    async receiveAddup(userId: number, id: number): Promise<{ rewards: RewardItem[] }> {
      const c = await config();
      const award = c.addupAwards.find((a) => a.id === id);
      if (!award) throw new CallError(ERR.NOT_FOUND, 'There is no such award.');
      return db.transaction(async (tx) => {
        const scratched = await scratchedCount(tx, userId);
        if (scratched < award.cards) {
          throw new CallError(
            ERR.NOT_CLAIMABLE,
            `Scratch ${award.cards - scratched} more cards to receive this award.`,
          );
        }
        const got = await claimOnce(tx, {
          source: 'scratch-addup',
          userId,
          periodKey: String(id),
          items: award.rewards,
          reason: `Scratch card milestone: ${award.cards} cards`,
          ...(c.turnoverMultiple > 0 ? { terms: { turnoverMultiple: c.turnoverMultiple } } : {}),
        });
        return { rewards: got.items };
      });
    },
  };
}

export type ScratchService = ReturnType<typeof createScratchService>;
