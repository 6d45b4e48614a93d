import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCK_KEYS, LOCK_SPACES, textLockKey } from './lock-keys';

const SRC = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('advisory-lock keys', () => {
  it('no two locks share a number or a text space', () => {
    const numbers = Object.values(LOCK_KEYS);
    expect(new Set(numbers).size).toBe(numbers.length);
    const spaces = Object.values(LOCK_SPACES);
    expect(new Set(spaces).size).toBe(spaces.length);
    // A space that is a prefix of another (`a` and `a:b`) could build the same text from different parts.
    for (const a of spaces) for (const b of spaces) if (a !== b) expect(b.startsWith(`${a}:`)).toBe(false);
    expect(textLockKey('providerBet', 'prov', 'tx1')).toBe('provider_bet:prov:tx1');
  });

  it('every advisory lock in the platform takes its key from lock-keys.ts', () => {
    const spelled: string[] = [];
    for (const file of sourceFiles(SRC)) {
      if (file.endsWith('lock-keys.ts')) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          const code = line.trim();
          if (!code.includes('pg_advisory') || code.startsWith('//') || code.startsWith('*')) return;
          if (!/LOCK_KEYS\.|textLockKey\(/.test(code))
            spelled.push(`${relative(SRC, file)}:${i + 1}: ${code}`);
        });
    }
    expect(spelled).toEqual([]);
  });
});
