import { sha256 } from './hash';

/** JSON with object keys sorted, so equal content hashes equally whatever its key order (jsonb reorders keys). */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      const sorted: Record<string, unknown> = {};
      for (const k of Object.keys(v).sort()) sorted[k] = (v as Record<string, unknown>)[k];
      return sorted;
    }
    return v;
  });
}

/** Short content hash used as a version string. */
export function contentVersion(value: unknown): string {
  return sha256(canonicalJson(value)).slice(0, 12);
}
