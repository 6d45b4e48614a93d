import type { z } from 'zod';

const MAX_DEPTH = 32;

/** Where a parsed request holds text no database can store (a NUL character), or null. */
export function nulCharacterPath(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (typeof value !== 'object' || value === null || path.length > MAX_DEPTH) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = nulCharacterPath(value[i], [...path, i]);
      if (hit !== null) return hit;
    }
    return null;
  }
  for (const key of Object.keys(value)) {
    // A NUL in a key breaks a jsonb column just as in a value; the path shows the key made printable.
    if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '\\u0000')];
    const hit = nulCharacterPath((value as Record<string, unknown>)[key], [...path, key]);
    if (hit !== null) return hit;
  }
  return null;
}

/**
 * A request schema that also refuses NUL characters in any string (PostgreSQL text and jsonb cannot hold
 * them): one check for every call instead of a rule on each string field.
 */
export function storable<S extends z.ZodType>(schema: S): S {
  // Calls sharing one request schema keep sharing one (demo twins of player calls).
  const known = wrapped.get(schema);
  if (known !== undefined) return known as S;
  const out = schema.superRefine((value, ctx) => {
    const path = nulCharacterPath(value);
    if (path !== null) ctx.addIssue({ code: 'custom', message: 'Must not contain NUL characters', path });
  }) as S;
  wrapped.set(schema, out);
  return out;
}

const wrapped = new WeakMap<z.ZodType, z.ZodType>();
