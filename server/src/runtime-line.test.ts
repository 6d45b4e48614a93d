import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// One Node.js line for the whole product: .node-version is what `npm start` / `npm test` run on (they install the
// official binary from the npm registry into .runtime/ when the machine has another line), and what the
// production images are built on.
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const line = readFileSync(`${ROOT}.node-version`, 'utf8').trim();

describe('the Node.js line', () => {
  it('is a supported LTS line (even major, 24 or later)', () => {
    expect(line).toMatch(/^\d+$/);
    expect(Number(line) % 2).toBe(0);
    expect(Number(line)).toBeGreaterThanOrEqual(24);
  });

  it('is the one the production images are built on', () => {
    const dockerfile = readFileSync(`${ROOT}Dockerfile`, 'utf8');
    const image = dockerfile.match(/^ARG NODE_IMAGE=node:(\d+)-/m)?.[1];
    expect(image).toBe(line);
  });

  it('is the one package.json asks for', () => {
    const pkg = JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8')) as { engines: { node: string } };
    expect(pkg.engines.node).toBe(`>=${line}.0.0`);
  });

  // The README's test command re-runs itself on the project's line, so under it (CI) the suites run there.
  it.runIf(process.env.npm_lifecycle_event === 'test' && process.env.CI)('runs the tests under CI', () => {
    expect(process.versions.node.split('.')[0]).toBe(line);
  });
});
