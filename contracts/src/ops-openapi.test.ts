import { describe, expect, it } from 'vitest';
import { buildOpsOpenApi } from './ops-openapi';
import { opsCallList } from './ops-registry';
import { callList } from './registry';

describe('the operator API OpenAPI document', () => {
  const doc = buildOpsOpenApi();

  it('describes every operator call as a POST under /ops/v1/ with the roles that may call it', () => {
    expect(Object.keys(doc.paths).sort()).toEqual(opsCallList.map((c) => `/ops/v1/${c.name}`).sort());
    for (const call of opsCallList) {
      const op = doc.paths[`/ops/v1/${call.name}`]?.post as Record<string, unknown>;
      expect(op.summary, call.name).toBe(call.summary);
      expect(op['x-roles'], call.name).toEqual(call.roles);
      expect(op.security, call.name).toEqual(call.public ? [] : [{ token: [] }]);
    }
    const decide = doc.paths['/ops/v1/withdrawalDecide']?.post as { responses: Record<string, unknown> };
    expect(Object.keys(decide.responses)).toContain('403');
  });

  it('holds no player call, and names only the areas it uses', () => {
    for (const call of callList) expect(doc.paths[`/ops/v1/${call.name}`]).toBeUndefined();
    const areas = new Set(opsCallList.map((c) => c.area));
    expect(doc.tags.map((t) => t.name).sort()).toEqual([...areas].sort());
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
  });
});
