import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COIN_CHANGE_KINDS } from '@casino/contracts/enums';
import { describe, expect, it } from 'vitest';
import { BONUS_COIN_KINDS } from './grant';

// Every bonus goes through the one grant door (DESIGN §9), so the reward record holds each with its terms. This
// reads the platform's source: a ledger write of a bonus kind anywhere but the door fails here.
const SRC = fileURLToPath(new URL('..', import.meta.url));
const DOOR = 'rewards/grant.ts';
/** The ledger itself, and the test platform's helpers that set a balance up (`p.credit`), never product paths. */
const NOT_PRODUCT = ['ledger/ledger.ts', 'test-support.ts', 'testing.ts'];

/** Coin kinds that are not bonus money: the player's own money moving, play, and the ledger's own bookkeeping. */
const NOT_BONUS = [
  'deposit',
  'withdraw',
  'withdrawRefund',
  'withdrawHold',
  'withdrawRelease',
  'bet',
  'win',
  'refund',
  'safeboxIn',
  'safeboxOut',
  'spend',
  'bonusForfeit',
  // An operator's four-eyes correction: through the door's adjust(), but a correction, not bonus money.
  'manualAdjustment',
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return e.name.endsWith('.ts') && !/\.(test|fixture)\.ts$/.test(e.name) ? [path] : [];
  });
}

/** The argument text of each `applyLedger(` call in `text` (balanced parentheses). */
function ledgerCalls(text: string): string[] {
  const calls: string[] = [];
  for (let at = text.indexOf('applyLedger('); at !== -1; at = text.indexOf('applyLedger(', at + 1)) {
    if (/function\s+$/.test(text.slice(Math.max(0, at - 20), at))) continue;
    let depth = 0;
    let end = at + 'applyLedger'.length;
    for (; end < text.length; end++) {
      if (text[end] === '(') depth++;
      else if (text[end] === ')' && --depth === 0) break;
    }
    calls.push(text.slice(at, end + 1));
  }
  return calls;
}

/** Each ledger write in the source: where, and its kind (a literal, or null when computed). */
function ledgerWrites(): { file: string; kind: string | null }[] {
  return sources(SRC).flatMap((path) => {
    const file = relative(SRC, path).replaceAll('\\', '/');
    if (NOT_PRODUCT.includes(file)) return [];
    return ledgerCalls(readFileSync(path, 'utf8')).map((call) => {
      const literal = /\bkind:\s*'(\w+)'/.exec(call);
      return { file, kind: literal?.[1] ?? null };
    });
  });
}

describe('the grant door for bonus money', () => {
  it('names every coin kind either bonus money or not, so a new kind needs a decision', () => {
    expect([...BONUS_COIN_KINDS, ...NOT_BONUS].sort()).toEqual([...COIN_CHANGE_KINDS].sort());
  });

  it('finds the ledger writes it checks (the reader still reads the source)', () => {
    const writes = ledgerWrites();
    expect(writes.filter((w) => w.file === DOOR)).toHaveLength(1);
    expect(writes.map((w) => w.kind)).toEqual(expect.arrayContaining(['deposit', 'bet', 'win', 'refund']));
  });

  it('writes bonus money (registration, deposit bonus, claims, rebates…) only through rewards.grant', () => {
    const outside = ledgerWrites().filter(
      (w) => w.file !== DOOR && (w.kind === null || (BONUS_COIN_KINDS as readonly string[]).includes(w.kind)),
    );
    expect(outside).toEqual([]);
  });
});
