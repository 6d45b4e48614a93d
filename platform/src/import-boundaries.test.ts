import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cyclesOf, fileCycles, type ImportEdge, importEdges, isTestFile } from '../../scripts/import-graph';

// The platform's module rules (README "Module rules"): modules import core/, db/, ledger/, catalogue/ and
// rewards/, never http/; another module only through its door (index.ts); module folders import each other one
// way only; the shared layers never import a module, and each imports only the layers below it:
// db < core < ledger < rewards < catalogue < modules.
const LAYERS = ['db/', 'core/', 'ledger/', 'rewards/', 'catalogue/', 'modules/'];
const SHARED = LAYERS.slice(0, -1);
const layerOf = (path: string) => LAYERS.findIndex((l) => path.startsWith(l));
const moduleOf = (path: string) => /^modules\/([^/]+)\//.exec(path)?.[1] ?? null;
const isDoor = (path: string) => /^modules\/([^/]+\/)?index\.ts$/.test(path);

function violations(edges: readonly ImportEdge[]): string[] {
  const found: string[] = [];
  const deps = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    const fromModule = moduleOf(from);
    const toModule = moduleOf(to);
    if (fromModule && to.startsWith('http/')) found.push(`${from} imports ${to}: modules never import http/`);
    if (SHARED.some((s) => from.startsWith(s)) && (toModule || to.startsWith('http/') || isDoor(to)))
      found.push(`${from} imports ${to}: the shared layers never import a module or http/`);
    else if (!isTestFile(from) && layerOf(from) >= 0 && layerOf(to) > layerOf(from))
      found.push(`${from} imports ${to}: a layer imports only the layers below it (${LAYERS.join(' < ')})`);
    if (toModule && toModule !== fromModule) {
      if (!isDoor(to) && !isTestFile(from))
        found.push(`${from} imports ${to}: another module is reached through its index.ts only`);
      // A test driving another module (a provider client in a protection test) is no runtime dependency.
      if (fromModule && !isTestFile(from))
        deps.set(fromModule, (deps.get(fromModule) ?? new Set()).add(toModule));
    }
  }
  for (const cycle of cyclesOf(deps)) found.push(`module folders import each other: ${cycle.join(' → ')}`);
  return found;
}

describe('platform import boundaries', () => {
  it('src/ keeps the module rules', () => {
    const edges = importEdges(fileURLToPath(new URL('.', import.meta.url)));
    expect(edges.length).toBeGreaterThan(300);
    expect(violations(edges)).toEqual([]);
  });

  it('no file imports itself round a cycle (type-only imports included)', () => {
    expect(fileCycles(importEdges(fileURLToPath(new URL('.', import.meta.url))))).toEqual([]);
    expect(
      fileCycles([
        { from: 'modules/uploads/storage.ts', to: 'modules/uploads/s3-storage.ts' },
        { from: 'modules/uploads/s3-storage.ts', to: 'modules/uploads/storage.ts', typeOnly: true },
      ]),
    ).toEqual(['modules/uploads/storage.ts → modules/uploads/s3-storage.ts → modules/uploads/storage.ts']);
  });

  it('the checker catches each kind of planted bad import', () => {
    const ok: ImportEdge[] = [
      { from: 'modules/games/service.ts', to: 'core/call-error.ts' },
      { from: 'modules/games/service.ts', to: 'modules/fairness/index.ts' },
      { from: 'modules/lobby/big-wins.test.ts', to: 'modules/provider-wallet/provider-client.ts' },
      { from: 'app.ts', to: 'modules/index.ts' },
    ];
    expect(violations(ok)).toEqual([]);
    expect(violations([...ok, { from: 'modules/wallet/deposit.ts', to: 'http/handlers.ts' }])).toEqual([
      'modules/wallet/deposit.ts imports http/handlers.ts: modules never import http/',
    ]);
    expect(violations([{ from: 'modules/profile/service.ts', to: 'modules/auth/users.ts' }])).toEqual([
      'modules/profile/service.ts imports modules/auth/users.ts: another module is reached through its index.ts only',
    ]);
    expect(violations([{ from: 'ledger/ledger.ts', to: 'modules/wallet/index.ts' }])).toHaveLength(1);
    expect(violations([{ from: 'core/module.ts', to: 'rewards/index.ts', typeOnly: true }])).toEqual([
      'core/module.ts imports rewards/index.ts: a layer imports only the layers below it (db/ < core/ < ledger/ < rewards/ < catalogue/ < modules/)',
    ]);
    expect(violations([{ from: 'ledger/ledger.ts', to: 'catalogue/service.ts' }])).toHaveLength(1);
    expect(violations([{ from: 'catalogue/seed-schema.ts', to: 'rewards/quest-schema.ts' }])).toEqual([]);
    expect(
      violations([
        { from: 'modules/games/service.ts', to: 'modules/provider-wallet/index.ts' },
        { from: 'modules/provider-wallet/service.ts', to: 'modules/games/index.ts' },
      ]),
    ).toEqual(['module folders import each other: games → provider-wallet → games']);
  });
});
