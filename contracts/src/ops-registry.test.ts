import { describe, expect, it } from 'vitest';
import { ERR } from './errors';
import { OPERATOR_ROLES } from './operator-roles';
import { OPS_ERR, OPS_ERROR_MESSAGE } from './ops-errors';
import { getOpsCall, opsCallList } from './ops-registry';
import { callList, getCall } from './registry';

describe('operator registry', () => {
  it('keeps operator and player calls apart: no name in both, each with its own audience', () => {
    for (const call of opsCallList) {
      expect(getCall(call.name), call.name).toBeUndefined();
      expect(call.audience).toBe('operator');
    }
    for (const call of callList) {
      expect(getOpsCall(call.name), call.name).toBeUndefined();
      expect(call.audience).toBe('player');
      expect(call.roles).toEqual([]);
    }
  });

  it('names the roles of every signed-in operator call, from the known roles only', () => {
    for (const call of opsCallList) {
      if (call.public) continue;
      expect(call.roles.length, call.name).toBeGreaterThan(0);
      for (const role of call.roles) expect(OPERATOR_ROLES, call.name).toContain(role);
    }
  });

  it('round-trips every example and refuses every invalid example', () => {
    for (const call of opsCallList) {
      expect(call.request.safeParse(call.examples.request).success, call.name).toBe(true);
      expect(call.answer.safeParse(call.examples.answer).success, call.name).toBe(true);
      expect(call.request.safeParse(call.examples.invalidRequest).success, call.name).toBe(false);
    }
  });

  it('gives every operator refusal its own code, apart from the player codes, with a message', () => {
    const codes = Object.values(OPS_ERR);
    expect(new Set(codes).size).toBe(codes.length);
    const playerCodes = new Set<number>(Object.values(ERR));
    for (const code of codes) {
      expect(playerCodes.has(code), String(code)).toBe(false);
      expect(OPS_ERROR_MESSAGE[code].length).toBeGreaterThan(5);
    }
  });
});
