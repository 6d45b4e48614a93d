import { atom, map } from 'nanostores';
import { opsCall } from '../../api/ops-call';
import type { MaintenanceState } from '../../api/ops-calls';
import { fromManilaInput, toManilaInput } from '../../components/manila-time';
import { createCheckedSubmit } from '../../stores/checked-submit';

export interface MaintenanceForm {
  on: boolean;
  title: string;
  message: string;
  /** datetime-local text, Manila */
  endsAt: string;
}
export type MaintenanceError = 'message' | 'endsAt';
type MaintenanceRequest = { on: boolean; title?: string; message?: string; endsAt?: number };

export const $maintenanceForm = map<MaintenanceForm>({ on: false, title: '', message: '', endsAt: '' });

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
  maintenanceSubmit.reset();
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
): MaintenanceRequest | { errors: MaintenanceError[] } {
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

/** The answer is the state saved. */
const maintenanceSubmit = createCheckedSubmit(
  (now: number) => maintenanceRequest($maintenanceForm.get(), now),
  async (request: MaintenanceRequest) => {
    const res = await opsCall('maintenanceSet', request);
    // What players see now is what was saved: the "current" line follows without a reload.
    if (res.ok) $maintenanceLoad.set({ status: 'ready', current: res.data });
    return res;
  },
);
export const $maintenanceErrors = maintenanceSubmit.$errors;
export const $maintenanceState = maintenanceSubmit.$state;
export const resetMaintenanceSave = maintenanceSubmit.reset;

export const saveMaintenance = (now = Date.now()): Promise<boolean> => maintenanceSubmit.submit(now);
