import type { CallAnswer, CallName, CallRequest } from '@casino/contracts/registry';
import { atom } from 'nanostores';
import { type CallFailure, call } from '../../api/call';
import { $restriction } from '../../stores/session';

export type ProtectionInfo = CallAnswer<'selfLimitInfo'>;
export type SelfLimit = ProtectionInfo['limits'][number];

export const $protection = atom<{
  status: 'idle' | 'loading' | 'ready' | 'error';
  data: ProtectionInfo | null;
}>({
  status: 'idle',
  data: null,
});

function accept(data: ProtectionInfo) {
  $protection.set({ status: 'ready', data });
  const r = data.restriction;
  $restriction.set(r ? { kind: r.kind, until: r.until } : null);
}

export async function loadProtection(): Promise<void> {
  const shown = $protection.get().data;
  $protection.set({ status: 'loading', data: shown });
  const res = await call('selfLimitInfo', {});
  if (res.ok) accept(res.data);
  else $protection.set({ status: shown ? 'ready' : 'error', data: shown });
}

type ChangeCall = 'selfLimitSet' | 'coolOffSet' | 'selfExclusionSet' | 'selfExclusionRevoke';

/** A change the platform answers with the whole picture: shown at once; a refusal is handed back. */
export async function changeProtection<N extends ChangeCall & CallName>(
  name: N,
  body: CallRequest<N>,
): Promise<{ ok: true; data: ProtectionInfo } | CallFailure> {
  const res = await call(name, body);
  if (!res.ok) return res;
  const data = res.data as ProtectionInfo;
  accept(data);
  return { ok: true, data };
}

export function limitOf(info: ProtectionInfo | null, kind: SelfLimit['kind'], period: SelfLimit['period']) {
  return info?.limits.find((l) => l.kind === kind && l.period === period) ?? null;
}
