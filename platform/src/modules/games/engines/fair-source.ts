// Where an engine gets its randomness: the provably-fair stream of one round (contracts fairness.ts).
import { generateFloats, roundBytes, type Seeds } from '@casino/contracts/fairness';

export interface FairSource {
  /** The round's first `count` floats in [0, 1) (float i = bytes 4i..4i+3 of the HMAC stream). */
  floats(count: number): number[];
  /** The 32 bytes of HMAC round `round` (Crash reads the first 52 bits of round 0). */
  roundBytes(round: number): Uint8Array;
}

/**
 * The source the platform uses: seeds of the player's current pair and the round's nonce. `bytesOf`
 * may be swapped for a faster HMAC (node:crypto in benches); it must return the same bytes.
 */
export function seededSource(
  seeds: Seeds,
  bytesOf: (seeds: Seeds, round: number) => Uint8Array = roundBytes,
): FairSource {
  if (bytesOf === roundBytes) {
    return {
      floats: (count) => generateFloats(seeds, count),
      roundBytes: (round) => roundBytes(seeds, round),
    };
  }
  return {
    floats(count) {
      const out: number[] = [];
      for (let round = 0; out.length < count; round++) {
        const b = bytesOf(seeds, round);
        for (let o = 0; o < 32 && out.length < count; o += 4) {
          out.push(b[o]! / 256 + b[o + 1]! / 256 ** 2 + b[o + 2]! / 256 ** 3 + b[o + 3]! / 256 ** 4);
        }
      }
      return out;
    },
    roundBytes: (round) => bytesOf(seeds, round),
  };
}

/**
 * A source replaying given floats (tests, simulators). Each float is cut to its 32-bit value, so its
 * bytes (4 per float, big-endian) and its floats describe the same stream, as with real seeds.
 */
export function floatsSource(values: readonly number[]): FairSource {
  const words = values.map((f) => {
    if (!(f >= 0 && f < 1)) throw new RangeError('floats must be in [0, 1)');
    return Math.floor(f * 2 ** 32);
  });
  return {
    floats(count) {
      if (count > words.length) throw new RangeError(`source holds ${words.length} floats, ${count} asked`);
      return words.slice(0, count).map((w) => w / 2 ** 32);
    },
    roundBytes(round) {
      const bytes = new Uint8Array(32);
      for (let i = 0; i < 8; i++) {
        const w = words[round * 8 + i] ?? 0;
        bytes[i * 4] = w >>> 24;
        bytes[i * 4 + 1] = (w >>> 16) & 0xff;
        bytes[i * 4 + 2] = (w >>> 8) & 0xff;
        bytes[i * 4 + 3] = w & 0xff;
      }
      return bytes;
    },
  };
}
