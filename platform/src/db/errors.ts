/** The constraint a unique violation (SQLSTATE 23505) hit, or null for any other error. Both drivers, wrapped or not. */
export function uniqueViolation(err: unknown): string | null {
  for (let e = err as Record<string, unknown> | undefined, depth = 0; e && depth < 4; depth++) {
    if (e.code === '23505') {
      if (typeof e.constraint === 'string') return e.constraint;
      const text = `${String(e.message ?? '')} ${String(e.detail ?? '')}`;
      return /constraint "([^"]+)"/.exec(text)?.[1] ?? '';
    }
    e = e.cause as Record<string, unknown> | undefined;
  }
  return null;
}
