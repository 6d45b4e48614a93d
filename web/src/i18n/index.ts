// en-US is the only language (spec §1). i18next + react-i18next weigh 17.8 KB gzip, more than the whole
// first-load headroom beside React and the router, so this is an i18next-compatible subset: nested keys,
// {{name}} interpolation, `_one`/`_other` plurals chosen by `count`, namespaces added by lazy pages. Swapping to
// i18next is a change to this file only.
// the first load carries the route titles home needs; page-routes.ts adds the rest (see vite.config.ts)
import common from './en-US.json?first-load';

type Tree = { [key: string]: string | Tree };
export type Vars = Record<string, string | number>;

export const LANGUAGE = 'en-US';
const resource: Tree = { ...(common as Tree) };

/** Adds a lazily loaded part of the en-US resource (page texts travel with their pages). */
export function addResources(tree: Tree): void {
  Object.assign(resource, tree);
}

function lookup(key: string): string | Tree | undefined {
  let node: string | Tree | undefined = resource;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return node;
}

export function hasKey(key: string): boolean {
  return typeof lookup(key) === 'string' || typeof lookup(`${key}_other`) === 'string';
}

export function t(key: string, vars?: Vars): string {
  // i18next's plural keys for en-US: `key_one` when count is 1, `key_other` otherwise
  const plural =
    typeof vars?.count === 'number' ? lookup(`${key}_${vars.count === 1 ? 'one' : 'other'}`) : undefined;
  const found = plural ?? lookup(key);
  if (typeof found !== 'string') {
    if (import.meta.env.DEV) console.warn(`missing i18n key ${key}`);
    return key;
  }
  return vars
    ? found.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m))
    : found;
}

/** A list of strings under one key (e.g. the age notice's excluded groups). */
export function tList(key: string): string[] {
  const found = lookup(key);
  if (!found || typeof found !== 'object') return [];
  return Object.keys(found)
    .sort((a, b) => Number(a) - Number(b))
    .map((k) => (typeof found[k] === 'string' ? (found[k] as string) : ''));
}

/** Child keys under a key, in numeric order (numbered sections of a document). */
export function tKeys(key: string): string[] {
  const found = lookup(key);
  return found && typeof found === 'object' ? Object.keys(found).sort((a, b) => Number(a) - Number(b)) : [];
}
