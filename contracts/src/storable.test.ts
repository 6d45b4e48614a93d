import { describe, expect, it } from 'vitest';
import { MAX_ID } from './common';
import { callList, getCall } from './registry';

/** Paths of every string in a value, depth first. */
function stringPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([k, v]) =>
    stringPaths(v, [...path, Array.isArray(value) ? Number(k) : k]),
  );
}

function withNul(value: unknown, path: (string | number)[]): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  at[last] = `${String(at[last])}\u0000`;
  return copy;
}

describe('requests the database could not store are refused by the contract', () => {
  const withStrings = callList
    .map((call) => ({ call, paths: stringPaths(call.examples.request) }))
    .filter((c) => c.paths.length > 0);

  it('covers calls of every kind', () => {
    expect(withStrings.length).toBeGreaterThan(40);
  });

  it.each(withStrings.map((c) => [c.call.name, c] as const))(
    '%s: a NUL in any string names its field',
    (_n, c) => {
      for (const path of c.paths) {
        const parsed = c.call.request.safeParse(withNul(c.call.examples.request, path));
        expect(parsed.success).toBe(false);
        const issues = parsed.error?.issues.map((i: { path: PropertyKey[] }) => i.path.join('.')) ?? [];
        expect(issues).toContain(path.join('.'));
      }
    },
  );

  it('a NUL in a free-form key (event props) is refused too', () => {
    const call = getCall('anonymous/appEventLogClient');
    const parsed = call?.request.safeParse({
      eventList: [{ event: 'click', ts: 1, props: { 'a\u0000': 'x' } }],
    });
    expect(parsed?.error?.issues[0]?.path).toEqual(['eventList', 0, 'props', 'a\\u0000']);
  });

  it('ids stop at the database integer range, not at 2^53', () => {
    const exchange = getCall('exchange');
    const requestId = 'withdraw-0001-abcd';
    expect(exchange?.request.safeParse({ amount: 10_000, userBankId: MAX_ID, requestId }).success).toBe(true);
    const over = exchange?.request.safeParse({ amount: 10_000, userBankId: MAX_ID + 1, requestId });
    expect(over?.error?.issues.map((i: { path: PropertyKey[] }) => i.path.join('.'))).toEqual(['userBankId']);
    expect(getCall('agentFill')?.request.safeParse({ pid: 2 ** 53 - 1 }).success).toBe(false);
  });
});
