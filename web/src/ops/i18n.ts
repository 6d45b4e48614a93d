// The console's texts: one resource (src/i18n/en-US.ops.json, all under `ops.`), read by the same key rules as
// the player app (nested with '.', {{name}}, _one/_other by count). Not the player's reader: that one carries the
// player's first-load resource with it, which the console has no use for.
import resource from '../i18n/en-US.ops.json';

type Tree = { [key: string]: string | Tree };
export type Vars = Record<string, string | number>;

const tree = resource as Tree;
const plural = new Intl.PluralRules('en-US');

function lookup(key: string): string | Tree | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return node;
}

export function hasKey(key: string): boolean {
  return typeof lookup(key) === 'string';
}

/** The text at `key` with {{name}} filled in; the key itself when missing (a test holds every key present). */
export function t(key: string, vars?: Vars): string {
  const count = vars?.count;
  const text =
    (typeof count === 'number' ? lookup(`${key}_${plural.select(count)}`) : undefined) ?? lookup(key);
  if (typeof text !== 'string') return key;
  return vars
    ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (all, name: string) => (name in vars ? String(vars[name]) : all))
    : text;
}
