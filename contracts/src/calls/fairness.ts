import { z } from 'zod';
import { emptyRequest, epochMs, page, pageRequestOf, request } from '../common';
import { defineCalls } from '../define-call';

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);

/** Printable ASCII without spaces at the ends; it is hashed as UTF-8 text. */
export const clientSeed = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[\x21-\x7e]([\x20-\x7e]*[\x21-\x7e])?$/, 'Printable characters only');

const revealed = z.object({
  serverSeed: z.string().regex(/^[0-9a-f]{64}$/),
  serverSeedHash: sha256Hex,
  clientSeed: z.string(),
  /** Nonce of the last round played with this pair (-1 when none). */
  lastNonce: z.number().int().min(-1),
});

/** A revealed pair in the player's history: every round with nonce 0…lastNonce was played on it. */
const revealedPair = revealed.extend({ revealedAt: epochMs });

/** The player's current seed pair; the server seed stays secret until rotated. */
export const seedInfo = z.object({
  serverSeedHash: sha256Hex,
  clientSeed: z.string(),
  /** Nonce the next round will use. */
  nonce: z.number().int().min(0),
  /** The pair rotated out last, with its server seed revealed; null before the first rotation. */
  previous: revealed.nullable(),
});

export const HASH = 'a3c1f0e5b7d9c2e4f6a8b0c2d4e6f8a0b2c4d6e8f0a2b4c6d8e0f2a4b6c8d0e2';
/** A rotation's answer: the new pair, and the old one revealed (the demo twin answers the same shape). */
export const exampleRotated = {
  serverSeedHash: 'b'.repeat(64),
  clientSeed: 'my-lucky-seed',
  nonce: 0,
  previous: { serverSeed: 'c'.repeat(64), serverSeedHash: HASH, clientSeed: 'my-lucky-seed', lastNonce: 42 },
};

export const exampleSeed = { serverSeedHash: HASH, clientSeed: 'my-lucky-seed', nonce: 43, previous: null };

export const fairnessCalls = defineCalls('fairness', {
  fairnessSeed: {
    addition: true,
    summary: 'Current server-seed hash, client seed and next nonce (and the last revealed pair).',
    public: false,
    request: emptyRequest,
    answer: seedInfo,
    examples: { request: {}, answer: exampleSeed, invalidRequest: { platform: -1 } },
  },
  fairnessSetClientSeed: {
    addition: true,
    summary: 'Set the client seed; like a rotation, it reveals the old server seed and resets the nonce.',
    public: false,
    request: request({ clientSeed }),
    answer: seedInfo,
    examples: {
      request: { clientSeed: 'new seed 2026' },
      answer: {
        serverSeedHash: 'b'.repeat(64),
        clientSeed: 'new seed 2026',
        nonce: 0,
        previous: {
          serverSeed: 'c'.repeat(64),
          serverSeedHash: HASH,
          clientSeed: 'my-lucky-seed',
          lastNonce: 42,
        },
      },
      invalidRequest: { clientSeed: ' padded ' },
    },
  },
  fairnessRotate: {
    addition: true,
    summary: 'Rotate the seed pair: reveal the old server seed, start a new one with nonce 0.',
    public: false,
    request: request({ clientSeed: clientSeed.optional() }),
    answer: seedInfo,
    examples: {
      request: {},
      answer: exampleRotated,
      invalidRequest: { clientSeed: '' },
    },
  },
  fairnessSeedHistory: {
    addition: true,
    summary:
      "The player's revealed seed pairs, newest first, so any past round can be verified; `serverSeedHash` picks the pair a round names (an empty page while that pair is still active).",
    public: false,
    request: request({ ...pageRequestOf(10, 50), serverSeedHash: sha256Hex.optional() }),
    answer: page(revealedPair),
    examples: {
      request: { pageNum: 1, pageSize: 10 },
      answer: {
        list: [
          {
            serverSeed: 'c'.repeat(64),
            serverSeedHash: HASH,
            clientSeed: 'my-lucky-seed',
            lastNonce: 42,
            revealedAt: 1_764_000_000_000,
          },
        ],
        pageNum: 1,
        pageSize: 10,
        pages: 1,
        total: 1,
      },
      invalidRequest: { serverSeedHash: 'not-a-hash' },
    },
  },
});
