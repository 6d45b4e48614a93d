import { atom, map } from 'nanostores';
import { opsCall } from '../../api/ops-call';
import type { MaintenanceState } from '../../api/ops-calls';
import { fromManilaInput, toManilaInput } from '../../components/manila-time';

export interface MaintenanceForm {
  on: boolean;
  title: string;
  message: string;
  /** datetime-local text, Manila */
  endsAt: string;
}
export type MaintenanceError = 'message' | 'endsAt';

export const $maintenanceForm = map<MaintenanceForm>({ on: false, title: '', message: '', endsAt: '' });
export const $maintenanceErrors = atom<MaintenanceError[]>([]);
export const $maintenanceState = atom<
  | { status: 'idle' | 'busy' }
  | { status: 'saved'; state: MaintenanceState }
  | { status: 'failed'; msg: string; forbidden: boolean }
>({ status: 'idle' });

/** What players see now, as the form opens: the form stays hidden until it is known (never switched blind). */
export const $maintenanceLoad = atom<
  | { status: 'loading' }
  | { status: 'ready'; current: MaintenanceState }
  | { status: 'failed'; msg: string; forbidden: boolean }
>({ status: 'loading' });

/** The form as the stored state fills it: the end in Manila time for the datetime-local field. */
export function formOf(state: MaintenanceState): MaintenanceForm {
  return { on: state.on, title: state.title, message: state.message, endsAt: toManilaInput(state.endsAt) };
}

/** Reads the current switch (maintenanceGet) and opens the form on it; a failure keeps the form closed. */
export async function loadMaintenance(): Promise<void> {
  $maintenanceLoad.set({ status: 'loading' });
  $maintenanceState.set({ status: 'idle' });
  $maintenanceErrors.set([]);
  const res = await opsCall('maintenanceGet', {});
  if (!res.ok) {
    $maintenanceLoad.set({ status: 'failed', msg: res.msg, forbidden: res.forbidden });
    return;
  }
  $maintenanceForm.set(formOf(res.data));
  $maintenanceLoad.set({ status: 'ready', current: res.data });
}

/** The request for the form, or what is wrong with it. `now` is a parameter: the end must be in the future. */
export function maintenanceRequest(
  form: MaintenanceForm,
  now: number,
): { on: boolean; title?: string; message?: string; endsAt?: number } | { errors: MaintenanceError[] } {
  const errors: MaintenanceError[] = [];
  // players read the message on the maintenance page: switching on says why
  if (form.on && !form.message.trim()) errors.push('message');
  const endsAt = form.endsAt ? fromManilaInput(form.endsAt) : null;
  if (form.on && form.endsAt && (endsAt === null || endsAt <= now)) errors.push('endsAt');
  if (errors.length > 0) return { errors };
  if (!form.on) return { on: false };
  return {
    on: true,
    ...(form.title.trim() ? { title: form.title.trim() } : {}),
    message: form.message.trim(),
    endsAt: endsAt ?? 0,
  };
}

export async function saveMaintenance(now = Date.now()): Promise<boolean> {
  if ($maintenanceState.get().status === 'busy') return false;
  const built = maintenanceRequest($maintenanceForm.get(), now);
  if ('errors' in built) {
    $maintenanceErrors.set(built.errors);
    return false;
  }
  $maintenanceErrors.set([]);
  $maintenanceState.set({ status: 'busy' });
  const res = await opsCall('maintenanceSet', built);
  $maintenanceState.set(
    res.ok
      ? { status: 'saved', state: res.data }
      : { status: 'failed', msg: res.msg, forbidden: res.forbidden },
  );
  // What players see now is what was saved: the "current" line follows without a reload.
  if (res.ok) $maintenanceLoad.set({ status: 'ready', current: res.data });
  return res.ok;
}
