// i18next with one en-US resource (spec §1). The first load carries the shell's texts and the route titles
// home needs (`?first-load`, vite.config.ts); every lazy part (en-US.<part>.json, the other titles from
// page-routes.ts) is merged into the same namespace by the chunk that needs it, so a page's texts travel with
// the page. Keys are i18next's: nested with '.', {{name}} interpolation, `_one`/`_other` plurals by `count`.
import i18next from 'i18next';
import common from './en-US.json?first-load';

type Tree = { [key: string]: string | Tree };
export type Vars = Record<string, string | number>;

export const LANGUAGE = 'en-US';
const NS = 'translation';

const i18n = i18next.createInstance();
void i18n.init({
  lng: LANGUAGE,
  fallbackLng: false,
  // a copy: i18next merges later parts into the object it holds, and the imported module must stay as built
  resources: { [LANGUAGE]: { [NS]: structuredClone(common) as Tree } },
  // the resource is bundled: no backend, so init finishes before the first render
  initAsync: false,
  // React escapes what it renders; escaping here would show &amp; in the page
  interpolation: { escapeValue: false },
  missingKeyHandler: import.meta.env.DEV
    ? (_lngs, _ns, key) => console.warn(`missing i18n key ${key}`)
    : false,
  saveMissing: import.meta.env.DEV,
});

/** Adds a lazily loaded part of the en-US resource (each part owns its top-level keys). */
export function addResources(tree: Tree): void {
  i18n.addResourceBundle(LANGUAGE, NS, tree, true, true);
}

export function hasKey(key: string): boolean {
  return i18n.exists(key) || i18n.exists(`${key}_other`);
}

export function t(key: string, vars?: Vars): string {
  return vars ? i18n.t(key, vars) : i18n.t(key);
}

function subtree(key: string): Tree {
  const found = i18n.t(key, { returnObjects: true }) as unknown;
  return found && typeof found === 'object' ? (found as Tree) : {};
}

const byNumber = (a: string, b: string) => Number(a) - Number(b);

/** A list of strings under one key (e.g. the age notice's excluded groups). */
export function tList(key: string): string[] {
  const found = subtree(key);
  return Object.keys(found)
    .sort(byNumber)
    .map((k) => (typeof found[k] === 'string' ? (found[k] as string) : ''));
}

/** Child keys under a key, in numeric order (numbered sections of a document). */
export function tKeys(key: string): string[] {
  return Object.keys(subtree(key)).sort(byNumber);
}
