// One rule for "is this the same person's name": the account holder of a receiving account against the verified
// (KYC) name, and a KYC submission against the profile. Zod-free; the web may show the same verdict.

/** Generational suffixes left out of the comparison (bank records drop or keep them at will). */
const SUFFIXES = new Set(['jr', 'sr', 'ii', 'iii', 'iv']);

/** Lower case, accents and punctuation gone, one space between words, suffixes dropped. */
export function nameTokens(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[.,'’`-]+/g, ' ')
    .split(/\s+/)
    .filter((w) => w !== '' && !SUFFIXES.has(w));
}

/** A middle word of one side fits the other side's middle words: present, an initial of one, or none there. */
function middleFits(word: string, others: readonly string[]): boolean {
  if (others.length === 0) return true;
  return others.some(
    (o) => o === word || (word.length === 1 && o.startsWith(word)) || (o.length === 1 && word.startsWith(o)),
  );
}

/**
 * True when two names are the same person's as banks and IDs print them: case, accents, punctuation and
 * suffixes aside, the same first and last word, and middle names or their initials present, abbreviated or
 * left out ("Juan Dela Cruz" = "JUAN D. DELA CRUZ" = "Juan Delacruz"; "Juan Dela Cruz" ≠ "Pedro Dela Cruz").
 */
export function samePersonName(a: string, b: string): boolean {
  const x = nameTokens(a);
  const y = nameTokens(b);
  if (x.length < 2 || y.length < 2) return false;
  if (x.join('') === y.join('')) return true;
  if (x[0] !== y[0] || x[x.length - 1] !== y[y.length - 1]) return false;
  const mx = x.slice(1, -1);
  const my = y.slice(1, -1);
  return mx.every((w) => middleFits(w, my)) && my.every((w) => middleFits(w, mx));
}
