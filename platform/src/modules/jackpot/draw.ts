// One jackpot draw or wheel spin, inside the caller's transaction: the player's next provably-fair nonce
// picks the cell from integer weights (contracts fairOutcome, the code the browser verifier runs too).
import { fairOutcome } from '@casino/contracts/fairness';
import type { Tx } from '../../db/client';
import { claimNonce } from '../fairness';

export interface FairPick {
  index: number;
  seedId: number;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export async function fairPick(tx: Tx, userId: number, weights: readonly number[]): Promise<FairPick> {
  const seeds = await claimNonce(tx, userId);
  const outcome = fairOutcome(seeds, { engine: 'draw', weights });
  if (outcome.engine !== 'draw') throw new Error('draw engine answered another engine');
  return {
    index: outcome.cell,
    seedId: seeds.seedId,
    serverSeedHash: seeds.serverSeedHash,
    clientSeed: seeds.clientSeed,
    nonce: seeds.nonce,
  };
}
