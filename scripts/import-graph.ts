// The relative imports of a source tree, for the packages' import-boundary tests: a regex over the import and
// export-from statements (and import()), no compiler. Paths are relative to the tree's root, '/'-separated.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative } from 'node:path';

export interface ImportEdge {
  /** The importing file. */
  from: string;
  /** The imported file (resolved: `.ts`, `.tsx` or a folder's `index.ts`), or the specifier when unresolved. */
  to: string;
  /** `import type` / `export type`: no runtime dependency. */
  typeOnly?: boolean;
}

const STATEMENT = /\b(?:import|export)\s+(type\s+)?(?:[\w*{}\s,$]*?\s+from\s+)?['"](\.{1,2}\/[^'"]*)['"]/g;
const DYNAMIC = /\bimport\(\s*['"](\.{1,2}\/[^'"]*)['"]\s*\)/g;
const SOURCE = /\.(ts|tsx|mts)$/;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : walk(path);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveSpecifier(root: string, fromFile: string, spec: string): string {
  const base = posix.normalize(posix.join(posix.dirname(fromFile), spec.replace(/\.js$/, '')));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    const path = join(root, candidate);
    if (existsSync(path) && statSync(path).isFile()) return candidate;
  }
  return base;
}

/** The relative specifiers one file's text imports (static, export-from and dynamic). */
export function specifiersOf(text: string): { spec: string; typeOnly: boolean }[] {
  const code = text.replace(/\/\*[\s\S]*?\*\/|(^|[^:'"`])\/\/.*$/gm, '$1');
  return [
    ...[...code.matchAll(STATEMENT)].map((m) => ({ spec: m[2]!, typeOnly: m[1] !== undefined })),
    ...[...code.matchAll(DYNAMIC)].map((m) => ({ spec: m[1]!, typeOnly: false })),
  ];
}

/** Every relative import under `root`. */
export function importEdges(root: string): ImportEdge[] {
  return walk(root).flatMap((file) => {
    const from = relative(root, file).split('\\').join('/');
    return specifiersOf(readFileSync(file, 'utf8')).map(({ spec, typeOnly }) => ({
      from,
      to: resolveSpecifier(root, from, spec),
      typeOnly,
    }));
  });
}

/** Folder-level cycles in a dependency map (`a` → the folders it imports): each cycle as a path a → … → a. */
export function cyclesOf(deps: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const cycles: string[][] = [];
  const seen = new Set<string>();
  const visit = (node: string, path: string[]) => {
    const at = path.indexOf(node);
    if (at >= 0) {
      cycles.push([...path.slice(at), node]);
      return;
    }
    if (seen.has(node)) return;
    for (const next of deps.get(node) ?? []) visit(next, [...path, node]);
    seen.add(node);
  };
  for (const node of deps.keys()) visit(node, []);
  return cycles;
}

export const isTestFile = (path: string) => /\.(test|fixture)\.tsx?$/.test(path) || /(^|\/)test\//.test(path);

/**
 * File-level import cycles (type-only imports too: they tie the files as much for a reader), tests left out:
 * each cycle as a path a → … → a. The packages' import-boundary tests expect none.
 */
export function fileCycles(edges: readonly ImportEdge[]): string[] {
  const deps = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    if (isTestFile(from) || isTestFile(to)) continue;
    deps.set(from, (deps.get(from) ?? new Set()).add(to));
  }
  return cyclesOf(deps).map((cycle) => cycle.join(' → '));
}
