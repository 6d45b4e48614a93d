import { atom, map } from 'nanostores';
import { opsCall } from '../../api/ops-call';
import type { MaintenanceState } from '../../api/ops-calls';
import { fromManilaInput } from '../../components/manila-time';

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
  return res.ok;
}
