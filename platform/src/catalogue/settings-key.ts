import type { z } from 'zod';

/**
 * One key of seed settings.json, checked by the module that owns it. settings.json is loose (operators add
 * bonus configs there), so a missing key is the module's default and a broken edit throws: the module refuses
 * to give anything until the edit is fixed, never something else than configured.
 */
export function readSettingsKey<T>(settings: unknown, key: string, schema: z.ZodType<T>, fallback: T): T {
  const raw = (settings as Record<string, unknown> | undefined)?.[key];
  if (raw === undefined) return fallback;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new Error(`seed settings.json ${key}: ${parsed.error.message}`);
  return parsed.data;
}
