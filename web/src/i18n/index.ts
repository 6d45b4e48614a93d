// The texts: one en-US resource (spec §1), read through i18next. The first load carries the shell's texts and the
// route titles home needs (`?first-load`, vite.config.ts); every lazy part (en-US.<part>.json, the other titles
// from page-routes.ts) is merged into the same namespace by the chunk that needs it, so a page's texts travel with
// the page. Keys are i18next's: nested with '.', {{name}} interpolation, `_one`/`_other` plurals by `count`.
//
// i18next itself (15 KB gzip, an eighth of the first load) is not needed to paint: it loads after the page has
// (`startI18next`, main.tsx), and until then `read` answers from the same tree by the same rules for the features
// the resource uses — i18n.test.ts holds the two equal on every key of every part, so nothing a player sees
// changes when i18next takes over.
import type { i18n as I18n } from 'i18next';
import common from './en-US.json?first-load';

type Tree = { [key: string]: string | Tree };
export type Vars = Record<string, string | number>;

export const LANGUAGE = 'en-US';
const NS = 'translation';

// a copy: parts are merged into it, and the imported module must stay as built
const tree = structuredClone(common) as Tree;
let engine: I18n | null = null;

function merge(into: Tree, from: Tree): void {
  for (const [k, v] of Object.entries(from)) {
    const there = into[k];
    if (typeof v === 'object' && typeof there === 'object') merge(there, v);
    else into[k] = typeof v === 'object' ? structuredClone(v) : v;
  }
}

/** Adds a lazily loaded part of the en-US resource (each part owns its top-level keys). */
export function addResources(part: Tree): void {
  merge(tree, part);
  engine?.addResourceBundle(LANGUAGE, NS, part, true, true);
}

function lookup(key: string): string | Tree | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return node;
}

const plural = new Intl.PluralRules(LANGUAGE);

/** i18next's answer before i18next is here: the plural form by `count`, then {{name}} filled in, else the key. */
export function read(key: string, vars?: Vars): string {
  const count = vars?.count;
  const text =
    (typeof count === 'number' ? lookup(`${key}_${plural.select(count)}`) : undefined) ?? lookup(key);
  if (typeof text !== 'string') return key;
  return vars
    ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (all, name: string) => (name in vars ? String(vars[name]) : all))
    : text;
}

/** Loads i18next and hands it the tree as it stands; later parts reach both. */
export async function startI18next(): Promise<void> {
  if (engine) return;
  const { default: i18next } = await import('i18next');
  const instance = i18next.createInstance();
  await instance.init({
    lng: LANGUAGE,
    fallbackLng: false,
    resources: { [LANGUAGE]: { [NS]: structuredClone(tree) } },
    initAsync: false,
    // React escapes what it renders; escaping here would show &amp; in the page
    interpolation: { escapeValue: false },
    missingKeyHandler: import.meta.env.DEV
      ? (_lngs, _ns, key) => console.warn(`missing i18n key ${key}`)
      : false,
    saveMissing: import.meta.env.DEV,
  });
  engine = instance;
}

export function hasKey(key: string): boolean {
  return lookup(key) !== undefined || lookup(`${key}_other`) !== undefined;
}

export function t(key: string, vars?: Vars): string {
  if (!engine) return read(key, vars);
  return vars ? engine.t(key, vars) : engine.t(key);
}

function subtree(key: string): Tree {
  const found = lookup(key);
  return found && typeof found === 'object' ? found : {};
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
