import { describe, expect, it } from 'vitest';
import { type ImportEdge, importEdges, isTestFile } from '../../scripts/import-graph';

// server/README layout: routes may import plugins and lib; plugins may import lib; lib imports neither (a type
// from a plugin is allowed: it is no runtime dependency), and nothing imports a route but app.ts.
const layer = (path: string) => /^(routes|plugins|lib)\//.exec(path)?.[1] ?? null;

function violations(edges: readonly ImportEdge[]): string[] {
  const found: string[] = [];
  for (const { from, to, typeOnly } of edges) {
    if (isTestFile(from) || from.startsWith('testing/')) continue;
    const a = layer(from);
    const b = layer(to);
    if (a === 'lib' && b === 'routes') found.push(`${from} imports ${to}: lib never imports a route`);
    if (a === 'lib' && b === 'plugins' && !typeOnly)
      found.push(`${from} imports ${to}: lib never imports a plugin`);
    if (a === 'plugins' && b === 'routes') found.push(`${from} imports ${to}: plugins never import a route`);
    if (b === 'routes' && a !== 'routes' && from !== 'app.ts')
      found.push(`${from} imports ${to}: only app.ts registers routes`);
  }
  return found;
}

describe('server import boundaries', () => {
  it('src/ keeps the routes → plugins → lib layering', () => {
    const edges = importEdges(__dirname);
    expect(edges.length).toBeGreaterThan(50);
    expect(violations(edges)).toEqual([]);
  });

  it('the checker catches a planted import against the layering', () => {
    const ok: ImportEdge[] = [
      { from: 'routes/app-v1.ts', to: 'plugins/upstream.ts' },
      { from: 'plugins/beacons.ts', to: 'lib/beacon-queue.ts' },
      { from: 'lib/call-runner.ts', to: 'plugins/upstream.ts', typeOnly: true },
      { from: 'app.ts', to: 'routes/health.ts' },
    ];
    expect(violations(ok)).toEqual([]);
    expect(violations([{ from: 'lib/call-runner.ts', to: 'plugins/upstream.ts' }])).toEqual([
      'lib/call-runner.ts imports plugins/upstream.ts: lib never imports a plugin',
    ]);
    expect(violations([{ from: 'plugins/metrics.ts', to: 'routes/health.ts' }])).toHaveLength(2);
  });
});
