// The browser side of provably fair: the same contracts code the platform decides rounds with.
import { type FairInput, type FairOutcome, fairOutcome, hashServerSeed } from '@casino/contracts/fairness';

export type VerifyEngine = 'color' | 'slots' | 'mines' | 'crash';

/**
 * Reel strip lengths per slots theme, copied from the platform's slots-themes.ts (Fiesta Reels 32 stops,
 * Palawan Pearls 30): contracts carries no theme data yet. The symbols at the stops need the strips too, so
 * the verifier shows a round's own symbols next to the stops it recomputes (slots-outcome.tsx).
 */
export const SLOTS_REELS: Record<string, readonly number[]> = {
  'fiesta-reels': [32, 32, 32, 32, 32],
  'palawan-pearls': [30, 30, 30, 30, 30],
};

export interface VerifyForm {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  engine: VerifyEngine;
  /** Mines: the round's mine count. */
  mines?: number;
  /** Slots: the theme. */
  theme?: string;
}

export interface Verified {
  /** SHA-256 of the revealed seed: must equal the hash shown before the round. */
  serverSeedHash: string;
  outcome: FairOutcome;
}

export function fairInputFor(form: VerifyForm): FairInput {
  switch (form.engine) {
    case 'color':
      return { engine: 'color' };
    case 'crash':
      return { engine: 'crash' };
    case 'mines':
      return { engine: 'mines', mines: form.mines ?? 3 };
    case 'slots':
      return {
        engine: 'slots',
        reelLengths: SLOTS_REELS[form.theme ?? 'fiesta-reels'] ?? SLOTS_REELS['fiesta-reels']!,
      };
  }
}

/** Recomputes a round; throws RangeError on inputs no round can have (e.g. 25 mines). */
export function verifyRound(form: VerifyForm): Verified {
  const seeds = { serverSeed: form.serverSeed.trim(), clientSeed: form.clientSeed, nonce: form.nonce };
  return {
    serverSeedHash: hashServerSeed(seeds.serverSeed),
    outcome: fairOutcome(seeds, fairInputFor(form)),
  };
}
