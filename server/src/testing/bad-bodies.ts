import fc from 'fast-check';

/** One generated request: the raw JSON text sent (so `__proto__` keys survive) and what was done to it. */
export interface BadBody {
  text: string;
  how: string;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

const MEGABYTE = 1024 * 1024;

/** Values no field expects: wrong types, extremes, text a database or a parser may choke on. */
const hostileValue: fc.Arbitrary<{ value: unknown; how: string }> = fc.oneof(
  // The named hostile values carry most of the weight: they are what databases and parsers refuse.
  {
    weight: 12,
    arbitrary: fc.constantFrom(
      { value: null, how: 'null' },
      { value: true, how: 'boolean' },
      { value: [], how: 'empty array' },
      { value: {}, how: 'empty object' },
      { value: '', how: 'empty string' },
      { value: ' ', how: 'blank string' },
      { value: 'a\u0000b', how: 'NUL' },
      { value: '\u0001\u0007\u001b[31m\u007f', how: 'control characters' },
      { value: '\ud800', how: 'lone high surrogate' },
      { value: 'x\udc00y', how: 'lone low surrogate' },
      { value: '\u202e\u200b', how: 'bidi and zero-width' },
      { value: 'x'.repeat(MEGABYTE), how: '1 MB string' },
      { value: 'y'.repeat(70_000), how: '70 kB string' },
      { value: 2 ** 31, how: '2^31' },
      { value: 2 ** 53 - 1, how: '2^53-1' },
      { value: 2 ** 63, how: '2^63' },
      { value: 1e308, how: '1e308' },
      { value: -1, how: '-1' },
      { value: 0, how: '0' },
      { value: 1.5, how: 'fraction' },
      { value: -1e-300, how: 'tiny negative' },
      { value: '12', how: 'numeric string' },
      { value: ['a', 1, null], how: 'mixed array' },
      { value: { constructor: { prototype: { polluted: true } } }, how: 'constructor.prototype' },
    ),
  },
  fc.integer({ min: 2, max: 3000 }).map((depth) => ({ value: nested(depth), how: `nested ${depth} deep` })),
  fc.string({ unit: 'binary', maxLength: 40 }).map((value) => ({ value, how: 'random text' })),
  fc.double().map((value) => ({ value: Number.isFinite(value) ? value : 0, how: 'random double' })),
  fc.jsonValue({ maxDepth: 3 }).map((value) => ({ value, how: 'random JSON' })),
);

function nested(depth: number): unknown {
  let v: unknown = 'bottom';
  for (let i = 0; i < depth; i++) v = i % 2 === 0 ? { a: v } : [v];
  return v;
}

/** Every path of the example request down to its leaves (and the containers on the way). */
function pathsOf(value: unknown, path: Path = [], out: Path[] = []): Path[] {
  if (path.length > 0) out.push(path);
  if (typeof value === 'object' && value !== null && path.length < 4) {
    for (const [k, v] of Object.entries(value))
      pathsOf(v, [...path, Array.isArray(value) ? Number(k) : k], out);
  }
  return out;
}

function setAt(root: Json, path: Path, value: unknown, remove = false): Json {
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (remove) delete at[last];
  else at[last] = value;
  return copy as Json;
}

/** `__proto__` as an own key survives only in JSON text, never through an object literal. */
function withProtoKey(example: Json): string {
  const text = JSON.stringify(example ?? {});
  const inner = '"__proto__":{"isAdmin":true,"coin":99999999},"constructor":{"prototype":{"x":1}}';
  return text === '{}' ? `{${inner}}` : `{${inner},${text.slice(1)}`;
}

/**
 * Bad request bodies for one call, derived from its example request: each field replaced by a hostile value
 * or removed, unknown fields added, prototype keys, non-object bodies, random JSON. Deterministic for a seed.
 */
export function badBodies(example: unknown, count: number, seed: number): BadBody[] {
  const base = (example ?? {}) as Json;
  const paths = pathsOf(base);
  const replaced: fc.Arbitrary<BadBody> =
    paths.length === 0
      ? fc.constant({ text: JSON.stringify({ unexpected: 1 }), how: 'unknown field' })
      : fc.tuple(fc.constantFrom(...paths), hostileValue).map(([path, bad]) => ({
          text: JSON.stringify(setAt(base, path, bad.value)),
          how: `${path.join('.')} = ${bad.how}`,
        }));
  const removed: fc.Arbitrary<BadBody> =
    paths.length === 0
      ? fc.constant({ text: '{}', how: 'empty' })
      : fc.constantFrom(...paths).map((path) => ({
          text: JSON.stringify(setAt(base, path, undefined, true)),
          how: `${path.join('.')} missing`,
        }));
  const notAnObject = hostileValue.map((bad) => ({
    text: JSON.stringify(bad.value) ?? 'null',
    how: `body = ${bad.how}`,
  }));
  const extraFields = fc
    .dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 6 })
    .map((extra) => ({ text: JSON.stringify({ ...extra, ...(base as object) }), how: 'unknown fields' }));
  const mutation: fc.Arbitrary<BadBody> = fc.oneof(
    { weight: 6, arbitrary: replaced },
    { weight: 2, arbitrary: removed },
    { weight: 1, arbitrary: notAnObject },
    { weight: 1, arbitrary: extraFields },
    { weight: 1, arbitrary: fc.constant({ text: withProtoKey(base), how: '__proto__ keys' }) },
  );
  return fc.sample(mutation, { numRuns: count, seed });
}
