import { atom } from 'nanostores';
import { createFormSubmit, type FormOutcome } from '../../../lib/form-submit';
import { opsCall } from '../../api/ops-call';
import type { OpsAnswer, Role } from '../../api/ops-calls';
import { REASON_MIN } from '../../components/reason-dialog';
import { type OpsRefusal, refusalOf } from '../../stores/refusal';
import { type OperatorRow, operatorActivity, operatorsTable, ROLES } from './operators-store';

export type ReissuedSignIn = OpsAnswer<'operatorReissueSignIn'>;

/** The operator whose roles and sign-in the side panel shows (never the admin's own: the platform refuses that). */
export const $managing = atom<OperatorRow | null>(null);

export function manage(row: OperatorRow): void {
  rolesSubmit.reset();
  reissueSubmit.reset();
  $managing.set(row);
}

export function stopManaging(): void {
  rolesSubmit.reset();
  reissueSubmit.reset();
  $managing.set(null);
}

const reload = () => Promise.all([operatorsTable.reload(), operatorActivity.reload()]);

// ---- roles ----

export type RolesError = 'roles' | 'reason' | 'unchanged';

/** What stops a roles change before it is sent: no role left, no reason, or nothing changed. */
export function checkRoles(current: readonly Role[], next: readonly Role[], reason: string): RolesError[] {
  const errors: RolesError[] = [];
  if (next.length === 0) errors.push('roles');
  else if (next.length === current.length && next.every((r) => current.includes(r))) errors.push('unchanged');
  if (reason.trim().length < REASON_MIN) errors.push('reason');
  return errors;
}

export type RolesFailure = { errors: RolesError[] } | OpsRefusal;

export const rolesSubmit = createFormSubmit(
  async (
    operatorId: number,
    roles: readonly Role[],
    reason: string,
  ): Promise<FormOutcome<OpsAnswer<'operatorSetRoles'>, RolesFailure>> => {
    const res = await opsCall('operatorSetRoles', {
      operatorId,
      roles: ROLES.filter((r) => roles.includes(r)),
      reason: reason.trim(),
    });
    if (!res.ok) return { ok: false, error: refusalOf(res) };
    const shown = $managing.get();
    if (shown?.id === operatorId) $managing.set({ ...shown, roles: res.data.roles });
    void reload();
    return { ok: true, result: res.data };
  },
);
export const $roles = rolesSubmit.$state;

/** Saves the roles the admin ticked; they apply to the operator's next call (no sign-out needed). */
export async function saveRoles(row: OperatorRow, roles: readonly Role[], reason: string): Promise<boolean> {
  if ($roles.get().busy) return false;
  const errors = checkRoles(row.roles, roles, reason);
  if (errors.length > 0) {
    rolesSubmit.fail({ errors });
    return false;
  }
  return (await rolesSubmit.submit(row.id, roles, reason))?.ok === true;
}

// ---- re-issue sign-in ----

/** The new password and secret, held only until the admin closes the one-time panel. */
export const reissueSubmit = createFormSubmit(
  async (operatorId: number, reason: string): Promise<FormOutcome<ReissuedSignIn, OpsRefusal>> => {
    const res = await opsCall('operatorReissueSignIn', { operatorId, reason: reason.trim() });
    if (!res.ok) return { ok: false, error: refusalOf(res) };
    void reload();
    return { ok: true, result: res.data };
  },
);
export const $reissue = reissueSubmit.$state;

export async function reissueSignIn(operatorId: number, reason: string): Promise<boolean> {
  return (await reissueSubmit.submit(operatorId, reason))?.ok === true;
}

/** Closing the one-time panel forgets the new password and secret: they cannot be shown again. */
export function forgetReissued(): void {
  reissueSubmit.reset();
}
