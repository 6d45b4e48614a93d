import { randomBytes } from 'node:crypto';
import type { GameRound } from '@casino/contracts/entities/game-round';
import { ERR } from '@casino/contracts/errors';
import { formatMoney } from '@casino/contracts/money';
import { CallError } from '../../core/call-error';
import type { gameRounds, gameSessions } from '../../db/schema-games';
import { InsufficientFundsError } from '../../ledger/ledger';
import { EngineError, type EngineRound, roundView } from './engines';

export type RoundRow = typeof gameRounds.$inferSelect;
export type SessionRow = typeof gameSessions.$inferSelect;

// Ids are cut from a block of random bytes: one CSPRNG call per 256 ids instead of one per id (every spin
// makes one; the call showed in the rounds bench profile).
const ID_BYTES = 12;
const BLOCK_IDS = 256;
let block = Buffer.alloc(0);
let used = 0;

/** Round and session ids: a prefix for what it is and 96 random bits. */
export function newId(prefix: string): string {
  if (used >= block.length) {
    block = randomBytes(ID_BYTES * BLOCK_IDS);
    used = 0;
  }
  used += ID_BYTES;
  return `${prefix}-${block.toString('base64url', used - ID_BYTES, used)}`;
}

/** How a round call answers an engine refusal or a bet the balance cannot cover. */
export function engineFailure(err: unknown): never {
  if (err instanceof EngineError)
    throw new CallError(err.errcode, err.message, [{ path: err.field, message: err.message }]);
  if (err instanceof InsufficientFundsError) {
    throw new CallError(
      ERR.INSUFFICIENT_BALANCE,
      `Insufficient balance: you have ${formatMoney(err.balance)}.`,
    );
  }
  throw err;
}

export function toGameRound(row: RoundRow): GameRound {
  const v = roundView(row.state as EngineRound);
  return {
    roundId: row.roundId,
    gameId: row.gameId,
    engine: v.engine,
    mode: row.mode === 'demo' ? 'demo' : 'real',
    status: v.status,
    bet: v.bet,
    win: v.win,
    balanceBefore: row.balanceBefore,
    balanceAfter: row.balanceAfter,
    serverSeedHash: row.serverSeedHash,
    clientSeed: row.clientSeed,
    nonce: row.nonce,
    result: v.result as GameRound['result'],
    steps: v.steps,
    createTime: row.createdAt.getTime(),
    updateTime: row.updatedAt.getTime(),
  };
}
