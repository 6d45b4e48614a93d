import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { gameRefInTx } from '../../catalogue/game-ref';
import { CallError } from '../../core/call-error';
import { sha256 } from '../../core/hash';
import type { Db, Tx } from '../../db/client';
import { textLockKey } from '../../db/lock-keys';
import { gameSessions, providerTransactions } from '../../db/schema-games';
import { applyLedger, InsufficientFundsError, uncountTurnover, walletState } from '../../ledger/ledger';
import { checkBet } from '../protection';
import type { ProviderConfig } from './providers';

/** Ledger ref of provider money: `provider_tx / <provider>:<transaction id>`. */
export const PROVIDER_REF = 'provider_tx';

export type ProviderStatus =
  | 'OK'
  | 'NOT_ENOUGH_MONEY'
  /** The player's own limit, cool-off or self-exclusion refuses the bet; `message` says which. */
  | 'PLAYER_LIMITED'
  | 'INVALID_TOKEN'
  | 'TRANSACTION_DOES_NOT_EXIST'
  | 'BET_ROLLED_BACK'
  | 'INVALID_REQUEST'
  | 'INVALID_SIGNATURE'
  | 'UNKNOWN_PROVIDER';

export interface ProviderAnswer {
  status: ProviderStatus;
  /** Minor units (centavos), after the transaction. */
  balance?: number;
  currency?: 'PHP';
  transactionId?: string;
  message?: string;
}

const txId = z.string().min(1).max(128);
const amount = z.number().int().min(0).max(1_000_000_000_000);
const requests = {
  balance: z.object({ token: z.string().min(1).max(256) }),
  bet: z.object({
    token: z.string().min(1).max(256),
    transactionId: txId,
    roundId: z.string().max(128).default(''),
    gameId: z.number().int().optional(),
    amount: amount.min(1),
  }),
  win: z.object({
    token: z.string().max(256).optional(),
    transactionId: txId,
    betTransactionId: txId,
    roundId: z.string().max(128).default(''),
    amount,
  }),
  rollback: z.object({
    token: z.string().max(256).optional(),
    transactionId: txId,
    betTransactionId: txId,
  }),
};
export type ProviderAction = keyof typeof requests;
export const PROVIDER_ACTIONS = Object.keys(requests) as ProviderAction[];

export function signBody(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

export function signatureValid(secret: string, rawBody: string, given: string | undefined): boolean {
  if (!given || !/^[0-9a-f]{64}$/i.test(given)) return false;
  return timingSafeEqual(Buffer.from(signBody(secret, rawBody), 'hex'), Buffer.from(given, 'hex'));
}

/** Rolls the transaction back when a twin already processed this transaction id: answer its stored answer. */
class Processed extends Error {
  constructor(readonly answer: ProviderAnswer) {
    super('processed');
  }
}

/**
 * Serializes the bet, its wins and its rollback (keyed by the bet's transaction id) until the caller's
 * transaction ends. Without it a rollback racing its bet reads no bet (not committed yet) and is acknowledged
 * without a refund while the bet, which read no rollback either, still takes the money. Every read that
 * decides (the bet row, the rollback row) comes after this lock, so it sees what the other one committed.
 */
async function lockBet(tx: Tx, providerId: string, betTxId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${textLockKey('providerBet', providerId, betTxId)}, 0))`,
  );
}

/** The provider's rollback of a bet transaction, if one arrived (before or after the bet). */
async function rollbackOf(
  tx: Tx,
  providerId: string,
  betTxId: string,
): Promise<{ txId: string } | undefined> {
  const [rolled] = await tx
    .select({ txId: providerTransactions.txId })
    .from(providerTransactions)
    .where(
      and(
        eq(providerTransactions.providerId, providerId),
        eq(providerTransactions.refTxId, betTxId),
        eq(providerTransactions.kind, 'rollback'),
      ),
    );
  return rolled;
}

/** The note on a rollback acknowledged without a refund because its bet had already won (operator review). */
export const SETTLED_ROLLBACK = 'rollback of a settled bet: no money moved, flagged for review';

/** Whether a win was paid against the bet (the round settled); call under lockBet. */
async function settledWin(tx: Tx, providerId: string, betTxId: string): Promise<boolean> {
  const [win] = await tx
    .select({ txId: providerTransactions.txId })
    .from(providerTransactions)
    .where(
      and(
        eq(providerTransactions.providerId, providerId),
        eq(providerTransactions.refTxId, betTxId),
        eq(providerTransactions.kind, 'win'),
        sql`${providerTransactions.answer}->>'status' = 'OK'`,
      ),
    )
    .limit(1);
  return win !== undefined;
}

export function createProviderWalletService(deps: { db: Db; providers: readonly ProviderConfig[] }) {
  const { db } = deps;
  const byId = new Map(deps.providers.map((p) => [p.id, p]));
  const ok = (balance: number, transactionId?: string): ProviderAnswer => ({
    status: 'OK',
    balance,
    currency: 'PHP',
    ...(transactionId ? { transactionId } : {}),
  });

  /** The player behind a launch token; `live` = still open and unexpired (bets need that, wins do not). */
  async function tokenUser(db2: Db | Tx, providerId: string, token: string, live: boolean) {
    const [s] = await db2
      .select()
      .from(gameSessions)
      .where(and(eq(gameSessions.tokenHash, sha256(token)), eq(gameSessions.providerId, providerId)));
    if (!s || s.userId === null) return null;
    if (live && (s.status !== 'open' || s.expiresAt.getTime() <= Date.now())) return null;
    return { userId: s.userId, gameId: s.gameId };
  }

  async function stored(tx: Db | Tx, providerId: string, id: string) {
    const [row] = await tx
      .select()
      .from(providerTransactions)
      .where(and(eq(providerTransactions.providerId, providerId), eq(providerTransactions.txId, id)));
    return row ?? null;
  }

  /**
   * Claims the transaction id inside the caller's transaction (the primary key makes a concurrent twin wait
   * for us, then see our row), runs `work`, and stores its answer for every duplicate to come.
   */
  async function once(
    providerId: string,
    row: Omit<typeof providerTransactions.$inferInsert, 'providerId' | 'answer'>,
    work: (tx: Tx) => Promise<ProviderAnswer>,
  ): Promise<ProviderAnswer> {
    const prior = await stored(db, providerId, row.txId);
    if (prior) return prior.answer as ProviderAnswer;
    try {
      return await db.transaction(async (tx) => {
        const claimed = await tx
          .insert(providerTransactions)
          .values({ ...row, providerId, answer: {} })
          .onConflictDoNothing()
          .returning({ txId: providerTransactions.txId });
        if (claimed.length === 0) {
          const twin = await stored(tx, providerId, row.txId);
          throw new Processed(twin!.answer as ProviderAnswer);
        }
        const answer = await work(tx);
        await tx
          .update(providerTransactions)
          .set({ answer })
          .where(
            and(eq(providerTransactions.providerId, providerId), eq(providerTransactions.txId, row.txId)),
          );
        return answer;
      });
    } catch (err) {
      if (err instanceof Processed) return err.answer;
      throw err;
    }
  }

  const ref = (providerId: string, id: string) => `${providerId}:${id}`;

  async function handle(providerId: string, action: ProviderAction, body: unknown): Promise<ProviderAnswer> {
    const parsed = requests[action].safeParse(body);
    if (!parsed.success) {
      return { status: 'INVALID_REQUEST', message: parsed.error.issues[0]?.message ?? 'invalid request' };
    }
    switch (action) {
      case 'balance': {
        const { token } = parsed.data as z.output<typeof requests.balance>;
        const who = await tokenUser(db, providerId, token, true);
        if (!who) return { status: 'INVALID_TOKEN' };
        return ok((await walletState(db, who.userId)).balance);
      }
      case 'bet': {
        const req = parsed.data as z.output<typeof requests.bet>;
        const who = await tokenUser(db, providerId, req.token, true);
        if (!who)
          return (
            ((await stored(db, providerId, req.transactionId))?.answer as ProviderAnswer) ?? {
              status: 'INVALID_TOKEN',
            }
          );
        return once(
          providerId,
          {
            txId: req.transactionId,
            kind: 'bet',
            userId: who.userId,
            providerRoundId: req.roundId,
            gameId: req.gameId ?? who.gameId,
            amount: req.amount,
          },
          async (tx) => {
            await lockBet(tx, providerId, req.transactionId);
            // A rollback that came first voids this bet: no debit, ever.
            const rolled = await rollbackOf(tx, providerId, req.transactionId);
            if (rolled) {
              return {
                status: 'BET_ROLLED_BACK',
                balance: (await walletState(tx, who.userId)).balance,
                currency: 'PHP',
              };
            }
            try {
              // A stake the player's own limits refuse is refused like a short balance: nothing debited.
              if (req.amount > 0) await checkBet(tx, who.userId, req.amount);
              const row = await applyLedger(tx, {
                userId: who.userId,
                delta: -req.amount,
                kind: 'bet',
                refType: PROVIDER_REF,
                refId: ref(providerId, req.transactionId),
                reason: `Bet: ${byId.get(providerId)?.name ?? providerId}`,
                game: await gameRefInTx(tx, req.gameId ?? who.gameId),
              });
              return ok(row.balanceAfter, req.transactionId);
            } catch (err) {
              if (err instanceof InsufficientFundsError) {
                return { status: 'NOT_ENOUGH_MONEY', balance: err.balance, currency: 'PHP' };
              }
              if (err instanceof CallError) {
                return {
                  status: 'PLAYER_LIMITED',
                  balance: (await walletState(tx, who.userId)).balance,
                  currency: 'PHP',
                  message: err.message,
                };
              }
              throw err;
            }
          },
        );
      }
      case 'win': {
        const req = parsed.data as z.output<typeof requests.win>;
        const prior = await stored(db, providerId, req.transactionId);
        if (prior) return prior.answer as ProviderAnswer;
        const bet = await stored(db, providerId, req.betTransactionId);
        // Only a bet that took money can win; the refusal is not stored, so the bet may still arrive.
        if (bet?.kind !== 'bet' || (bet.answer as ProviderAnswer).status !== 'OK' || bet.userId === null) {
          return { status: 'TRANSACTION_DOES_NOT_EXIST' };
        }
        const userId = bet.userId;
        return once(
          providerId,
          {
            txId: req.transactionId,
            kind: 'win',
            userId,
            refTxId: req.betTransactionId,
            providerRoundId: req.roundId,
            gameId: bet.gameId,
            amount: req.amount,
          },
          async (tx) => {
            await lockBet(tx, providerId, req.betTransactionId);
            const rolled = await rollbackOf(tx, providerId, req.betTransactionId);
            if (rolled)
              return {
                status: 'BET_ROLLED_BACK',
                balance: (await walletState(tx, userId)).balance,
                currency: 'PHP',
              };
            if (req.amount === 0) return ok((await walletState(tx, userId)).balance, req.transactionId);
            const row = await applyLedger(tx, {
              userId,
              delta: req.amount,
              kind: 'win',
              refType: PROVIDER_REF,
              refId: ref(providerId, req.transactionId),
              reason: `Win: ${byId.get(providerId)?.name ?? providerId}`,
              game: await gameRefInTx(tx, bet.gameId),
            });
            return ok(row.balanceAfter, req.transactionId);
          },
        );
      }
      case 'rollback': {
        const req = parsed.data as z.output<typeof requests.rollback>;
        // who it concerns (the bet's player, else the token's); whether the bet took money is read under the lock
        const known = await stored(db, providerId, req.betTransactionId);
        const userId =
          known?.userId ??
          (req.token ? (await tokenUser(db, providerId, req.token, false))?.userId : undefined) ??
          null;
        return once(
          providerId,
          { txId: req.transactionId, kind: 'rollback', userId, refTxId: req.betTransactionId },
          async (tx) => {
            await lockBet(tx, providerId, req.betTransactionId);
            // read again under the lock: a bet that was committing when this request arrived is here now
            const bet = await stored(tx, providerId, req.betTransactionId);
            const owner = bet?.userId ?? userId;
            const balance = async () => (owner === null ? 0 : (await walletState(tx, owner)).balance);
            const took = bet && bet.kind === 'bet' && (bet.answer as ProviderAnswer).status === 'OK';
            // An unknown (or refused) bet: acknowledged, and no money is created.
            if (!took || owner === null) return ok(await balance(), req.transactionId);
            // A bet whose round already settled (a win, even of 0, was paid against it under this lock) keeps
            // its stake: refunding it would hand back the stake on top of the win. The seamless-wallet rule is
            // to acknowledge and move no money; the stored answer carries the flag operators review
            // (`ops provider-review`, platform_provider_rollbacks_refused_total).
            if (await settledWin(tx, providerId, req.betTransactionId)) {
              return { ...ok(await balance(), req.transactionId), message: SETTLED_ROLLBACK };
            }
            // Refund ref is keyed by the bet: a second rollback of it, under any id, refunds nothing.
            const row = await applyLedger(tx, {
              userId: owner,
              delta: bet.amount,
              kind: 'refund',
              refType: PROVIDER_REF,
              refId: ref(providerId, req.betTransactionId),
              reason: `Bet cancelled: ${byId.get(providerId)?.name ?? providerId}`,
              game: await gameRefInTx(tx, bet.gameId),
            });
            if (row.duplicate) return ok(await balance(), req.transactionId);
            // the stake counted as bonus turnover at its bet; a cancelled bet wagered nothing
            await uncountTurnover(tx, owner, bet.amount);
            return ok(row.balanceAfter, req.transactionId);
          },
        );
      }
    }
  }

  return {
    provider: (id: string) => byId.get(id) ?? null,
    handle,
  };
}

export type ProviderWalletService = ReturnType<typeof createProviderWalletService>;
