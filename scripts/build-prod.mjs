#!/usr/bin/env node
// Production build: the BFF and the platform bundled to plain JavaScript, run with plain `node` (no tsx, no
// TypeScript at run time). Workspace packages (@casino/*, TypeScript sources) are bundled in; every npm
// dependency stays an import resolved from node_modules, so a runtime image needs only the production
// dependencies. `npm start` does not use this (it runs the sources through tsx); the Dockerfile does.
//
//   node scripts/build-prod.mjs          → server/dist/server.js, platform/dist/bundle/{server,ops-cli}.js
//
// Output depth matches the sources' (server/src/server.ts → server/dist/server.js, platform/src/db/client.ts →
// platform/dist/bundle/…), so paths the code derives from import.meta.url (web/dist, data/, drizzle/, seed/)
// point at the same places.
import { cpSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// esbuild comes with tsx (a dependency of both servers), so the build needs nothing the install lacks.
const requireFromTsx = createRequire(
  createRequire(join(ROOT, 'server', 'package.json')).resolve('tsx/package.json'),
);
const esbuild = requireFromTsx('esbuild');

/**
 * A bare import stays an import (node_modules at run time) when the package being built declares it as a
 * dependency — those are what `pnpm deploy --prod` installs. Everything else is bundled: the workspace's own
 * TypeScript packages (@casino/*) and what they alone depend on (e.g. contracts' @noble/hashes).
 */
function externalDeps(pkg) {
  const manifest = JSON.parse(readFileSync(join(ROOT, pkg, 'package.json'), 'utf8'));
  const declared = new Set(Object.keys(manifest.dependencies ?? {}).filter((d) => !d.startsWith('@casino/')));
  const packageOf = (spec) =>
    spec
      .split('/')
      .slice(0, spec.startsWith('@') ? 2 : 1)
      .join('/');
  return {
    name: 'external-deps',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) =>
        declared.has(packageOf(args.path)) ? { path: args.path, external: true } : undefined,
      );
    },
  };
}

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
  // node: built-ins stay as they are
  external: ['node:*'],
};

async function build(pkg, outdir, entries) {
  rmSync(join(ROOT, pkg, 'dist'), { recursive: true, force: true });
  mkdirSync(join(ROOT, outdir), { recursive: true });
  const started = Date.now();
  await esbuild.build({
    ...common,
    absWorkingDir: ROOT,
    plugins: [externalDeps(pkg)],
    entryPoints: entries.map(([out, src]) => ({ out, in: join(ROOT, src) })),
    outdir: join(ROOT, outdir),
  });
  for (const [out] of entries) {
    const file = join(ROOT, outdir, `${out}.js`);
    console.log(
      `[build] ${file.slice(ROOT.length + 1)}  ${(statSync(file).size / 1024).toFixed(0)} KiB  (${Date.now() - started} ms)`,
    );
  }
}

await build('server', 'server/dist', [['server', 'server/src/server.ts']]);
// the API docs page reads its own script and stylesheet next to the code
for (const f of ['page.html', 'page.js', 'page.css'])
  cpSync(join(ROOT, 'server/src/routes/api-docs', f), join(ROOT, 'server/dist', f));
await build('platform', 'platform/dist/bundle', [
  ['server', 'platform/src/server.ts'],
  ['ops-cli', 'platform/src/ops/cli.ts'],
]);
