import { opsRegistry } from '@casino/contracts/ops-registry';
import { describe, expect, it } from 'vitest';
import { CALL_ROLES, mayCall } from './call-roles';
import { SECTIONS, sectionsFor } from './sections';

const registry = opsRegistry as Record<string, { roles: readonly string[] }>;

describe("the console's copy of the operator registry's roles", () => {
  it('names each call with exactly the roles the registry admits', () => {
    for (const [call, roles] of Object.entries(CALL_ROLES)) {
      expect(registry[call], `${call} is not in the operator registry`).toBeDefined();
      expect([...(roles ?? [])].sort(), call).toEqual([...(registry[call]?.roles ?? [])].sort());
    }
  });

  it('has every registered call a menu section or button uses (a section appears once its call exists)', () => {
    const used = [...SECTIONS.map((s) => s.call), 'proposalDecide', 'adjustmentPropose'];
    for (const call of used) if (registry[call]) expect(CALL_ROLES, call).toHaveProperty(call);
  });

  it('shows each operator only the sections their roles open, and none whose call the platform lacks', () => {
    const ids = (roles: string[]) =>
      sectionsFor({ id: 1, login: 'x', roles: roles as never }).map((s) => s.id);
    expect(ids(['support'])).not.toContain('fourEyes');
    expect(ids(['finance'])).toContain('fourEyes');
    for (const s of SECTIONS) if (!registry[s.call]) expect(ids(['admin'])).not.toContain(s.id);
    expect(mayCall(['marketing'], 'adjustmentPropose')).toBe(false);
    expect(mayCall(['finance'], 'adjustmentPropose')).toBe(true);
  });
});
