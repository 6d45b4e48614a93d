// The browser side of provably fair: the same contracts code the platform decides rounds with.

import type { GameEngine } from '@casino/contracts/enums';
import { type FairInput, type FairOutcome, fairOutcome, hashServerSeed } from '@casino/contracts/fairness';
import { DEFAULT_SLOTS_THEME, SLOTS_THEMES, type SlotsTheme } from '@casino/contracts/slots-themes';

export type VerifyEngine = GameEngine;

/** The theme a slots form names, or the default one (a link without a theme, or one this build lacks). */
export function slotsThemeOf(id: string | undefined): SlotsTheme {
  return SLOTS_THEMES.find((t) => t.id === id) ?? DEFAULT_SLOTS_THEME;
}

export interface VerifyForm {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  engine: VerifyEngine;
  /** Mines: the round's mine count. */
  mines?: number;
  /** Slots: the theme. */
  theme?: string;
  /** Bingo: the round's card count (1-4). */
  cards?: number;
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
    case 'sicbo':
      return { engine: 'sicbo' };
    case 'crash':
      return { engine: 'crash' };
    case 'baccarat':
      return { engine: 'baccarat' };
    case 'mines':
      return { engine: 'mines', mines: form.mines ?? 3 };
    case 'bingo':
      return { engine: 'bingo', cards: form.cards ?? 1 };
    case 'slots':
      return { engine: 'slots', reelLengths: slotsThemeOf(form.theme).reels.map((strip) => strip.length) };
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
