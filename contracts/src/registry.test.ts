import { describe, expect, it } from 'vitest';
import { callList } from './registry';

describe('registry', () => {
  it.each(callList.map((c) => [c.name, c] as const))('%s round-trips its examples and refuses a bad body', (_name, call) => {
    const req = call.request.safeParse(call.examples.request);
    expect(req.error?.issues ?? []).toEqual([]);
    const ans = call.answer.safeParse(call.examples.answer);
    expect(ans.error?.issues ?? []).toEqual([]);
    // Round trip: what parses, re-serialised through JSON, parses to the same value.
    expect(call.answer.parse(JSON.parse(JSON.stringify(ans.data)))).toEqual(ans.data);
    expect(call.request.safeParse(call.examples.invalidRequest).success).toBe(false);
  });
});
