import { describe, expect, it } from 'vitest';
import { fileCycles, type ImportEdge, importEdges, isTestFile } from '../../scripts/import-graph';

// web/README rules: features never import each other (shared pieces move to components/, stores/ or lib/; a
// test may render another feature's page), and the
// one request function (api/) depends only on plain helpers (lib/) and the session store (the token) — never on
// a feature, a page or a UI store: what an answer means for the app (Tips, logout, the restricted view) it emits
// as an event (api/call-events.ts) that stores/call-effects.ts acts on, so any store may call it without a cycle.
const API_MAY_IMPORT = [/^api\//, /^lib\//, /^stores\/session\.ts$/];
const featureOf = (path: string) => /^features\/([^/]+)\//.exec(path)?.[1] ?? null;

function violations(edges: readonly ImportEdge[]): string[] {
  const found: string[] = [];
  for (const { from, to } of edges) {
    const a = featureOf(from);
    const b = featureOf(to);
    if (a && b && a !== b && !isTestFile(from))
      found.push(`${from} imports ${to}: features never import each other`);
    if (from.startsWith('api/') && !isTestFile(from) && !API_MAY_IMPORT.some((rule) => rule.test(to)))
      found.push(`${from} imports ${to}: api/ imports only lib/ and the session store`);
  }
  return found;
}

describe('web import boundaries', () => {
  it('src/ keeps the feature and api rules', () => {
    const edges = importEdges(__dirname);
    expect(edges.length).toBeGreaterThan(200);
    expect(violations(edges)).toEqual([]);
  });

  it('the checker catches a planted cross-feature import and an api import beyond its stores', () => {
    const ok: ImportEdge[] = [
      { from: 'features/wallet/deposit-store.ts', to: 'stores/wallet.ts' },
      { from: 'features/wallet/deposit-page.tsx', to: 'features/wallet/deposit-store.ts' },
      { from: 'api/call.ts', to: 'stores/session.ts' },
      { from: 'api/call.ts', to: 'lib/device.ts' },
    ];
    expect(violations(ok)).toEqual([]);
    expect(violations([{ from: 'features/home/home-page.tsx', to: 'features/games/lobby.tsx' }])).toEqual([
      'features/home/home-page.tsx imports features/games/lobby.tsx: features never import each other',
    ]);
    expect(violations([{ from: 'api/call.ts', to: 'stores/wallet.ts' }])).toHaveLength(1);
    expect(violations([{ from: 'api/call.ts', to: 'features/auth/auth-store.ts' }])).toHaveLength(1);
    expect(violations([{ from: 'api/call.ts', to: 'stores/overlays.ts' }])).toHaveLength(1);
  });

  it('no file imports itself round a cycle (type-only and lazy imports included)', () => {
    expect(fileCycles(importEdges(__dirname))).toEqual([]);
    expect(
      fileCycles([
        { from: 'app/router.tsx', to: 'app/page-routes.ts' },
        { from: 'app/page-routes.ts', to: 'app/router.tsx' },
      ]),
    ).toEqual(['app/router.tsx → app/page-routes.ts → app/router.tsx']);
  });
});
