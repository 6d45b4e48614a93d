import { atom } from 'nanostores';
import { opsCall } from '../../api/ops-call';
import type { ConfigVersion } from '../../api/ops-calls';
import { fromManilaInput } from '../../components/manila-time';
import { createTable } from '../../stores/table';

/** The documents an operator edits: the seed files (platform/seed/*.json) and the activity catalogue. */
export const CONFIG_KEYS = [
  'settings',
  'recharge',
  'vip',
  'quests',
  'props',
  'activities',
  'banners',
  'games',
  'banks',
  'faq',
  'themes',
] as const;

export type ConfigDoc =
  | { status: 'loading'; key: string }
  | {
      status: 'ready';
      key: string;
      version: number;
      pending: { version: number; effectiveAt: number } | null;
      text: string;
    }
  | { status: 'error' | 'forbidden'; key: string; msg: string };

export const $configKey = atom<string>('settings');
export const $configDoc = atom<ConfigDoc>({ status: 'loading', key: 'settings' });
export const $configSave = atom<
  | { status: 'idle' | 'busy' }
  | { status: 'saved'; row: ConfigVersion }
  | { status: 'invalid'; error: 'json' | 'reason' | 'effectiveAt' }
  | { status: 'failed'; msg: string; forbidden: boolean }
>({ status: 'idle' });

export const historyTable = createTable<ConfigVersion & { id: number }>(
  async ({ pageNum, pageSize }) => {
    const res = await opsCall('configHistory', { key: $configKey.get(), pageNum, pageSize });
    return res.ok
      ? { ok: true, data: { ...res.data, list: res.data.list.map((r) => ({ ...r, id: r.version })) } }
      : res;
  },
  { pageSize: 10 },
);

let seq = 0;
/** Opens one document: its text as now in force (2-space JSON), its version and any change waiting. */
export async function openConfig(key: string): Promise<void> {
  const mine = ++seq;
  $configKey.set(key);
  $configSave.set({ status: 'idle' });
  $configDoc.set({ status: 'loading', key });
  void historyTable.setPage(1);
  const res = await opsCall('configGet', { key });
  if (mine !== seq) return;
  if (res.ok)
    $configDoc.set({
      status: 'ready',
      key,
      version: res.data.version,
      pending: res.data.pending,
      text: JSON.stringify(res.data.doc, null, 2),
    });
  else $configDoc.set({ status: res.forbidden ? 'forbidden' : 'error', key, msg: res.msg });
}

/**
 * Saves the edited text as the next version. The platform checks it with the seed loader's own schemas and
 * cross-file rules and answers the first problem; the console only checks that it is JSON.
 */
export async function saveConfig(
  text: string,
  reason: string,
  effectiveAt: string,
  now = Date.now(),
): Promise<boolean> {
  if ($configSave.get().status === 'busy') return false;
  let doc: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(text);
    // every document is an object at the top (the seed files are)
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
    doc = parsed as Record<string, unknown>;
  } catch {
    $configSave.set({ status: 'invalid', error: 'json' });
    return false;
  }
  if (reason.trim().length < 3) {
    $configSave.set({ status: 'invalid', error: 'reason' });
    return false;
  }
  const at = effectiveAt ? fromManilaInput(effectiveAt) : null;
  if (effectiveAt && (at === null || at <= now)) {
    $configSave.set({ status: 'invalid', error: 'effectiveAt' });
    return false;
  }
  $configSave.set({ status: 'busy' });
  const key = $configKey.get();
  const res = await opsCall('configSet', {
    key,
    doc,
    reason: reason.trim(),
    ...(at ? { effectiveAt: at } : {}),
  });
  if (!res.ok) {
    $configSave.set({ status: 'failed', msg: res.msg, forbidden: res.forbidden });
    return false;
  }
  $configSave.set({ status: 'saved', row: res.data });
  await historyTable.reload();
  return true;
}
