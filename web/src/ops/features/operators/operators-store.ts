import { atom } from 'nanostores';
import { createFormSubmit, type FormOutcome } from '../../../lib/form-submit';
import { opsCall } from '../../api/ops-call';
import type { AuditRow, OpsAnswer, Role } from '../../api/ops-calls';
import { type OpsRefusal, refusalOf } from '../../stores/refusal';
import { createTable } from '../../stores/table';

export type OperatorRow = OpsAnswer<'operatorList'>['list'][number];
export type CreatedOperator = OpsAnswer<'operatorCreate'>;

/** The roles an admin hands out, in the order of the roles table (contracts' OPERATOR_ROLES). */
export const ROLES: readonly Role[] = ['support', 'kyc', 'finance', 'marketing', 'compliance', 'admin'];

export const operatorsTable = createTable<OperatorRow>(
  ({ pageNum, pageSize }) => opsCall('operatorList', { pageNum, pageSize }),
  { pageSize: 50 },
);

/** What admins did to operators (create, disable, enable): who, when, why — newest first. */
export const operatorActivity = createTable<AuditRow>(
  ({ pageNum, pageSize }) => opsCall('auditLog', { pageNum, pageSize, action: 'operator.' }),
  { pageSize: 10 },
);

// ---- create ----

export interface CreateForm {
  login: string;
  roles: Role[];
}
export type CreateError = 'login' | 'roles';
/** The login rule of contracts' operatorLogin, without its schema in the bundle. */
const LOGIN = /^[a-z0-9._-]{3,32}$/;

export function checkCreate(form: CreateForm): CreateError[] {
  const errors: CreateError[] = [];
  if (!LOGIN.test(form.login.trim().toLowerCase())) errors.push('login');
  if (form.roles.length === 0) errors.push('roles');
  return errors;
}

/** A form the checks refused: what is wrong with it, or the platform's refusal. */
export type CreateFailure = { errors: CreateError[] } | OpsRefusal;

/** The secret and password, held only until the admin closes the panel: never stored anywhere else. */
export const createSubmit = createFormSubmit(
  async (form: CreateForm): Promise<FormOutcome<CreatedOperator, CreateFailure>> => {
    const res = await opsCall('operatorCreate', {
      login: form.login.trim().toLowerCase(),
      roles: ROLES.filter((r) => form.roles.includes(r)),
    });
    if (!res.ok) return { ok: false, error: refusalOf(res) };
    void operatorsTable.reload();
    void operatorActivity.reload();
    return { ok: true, result: res.data };
  },
);
export const $create = createSubmit.$state;

export async function createOperator(form: CreateForm): Promise<boolean> {
  if ($create.get().busy) return false;
  const errors = checkCreate(form);
  if (errors.length > 0) {
    createSubmit.fail({ errors });
    return false;
  }
  return (await createSubmit.submit(form))?.ok === true;
}

/** Closing the one-time panel forgets the secret: it cannot be shown again. */
export function forgetCreated(): void {
  createSubmit.reset();
}

// ---- disable / enable ----

export const $toggle = atom<
  | { status: 'idle' }
  | { status: 'busy'; operatorId: number }
  | { status: 'failed'; operatorId: number; msg: string; forbidden: boolean }
>({ status: 'idle' });

/** Disabling ends every session of that operator at once; the reason goes into the audit row. */
export async function setDisabled(operatorId: number, disabled: boolean, reason: string): Promise<boolean> {
  if ($toggle.get().status === 'busy') return false;
  $toggle.set({ status: 'busy', operatorId });
  const res = await opsCall('operatorSetDisabled', { operatorId, disabled, reason });
  if (!res.ok) {
    $toggle.set({ status: 'failed', operatorId, msg: res.msg, forbidden: res.forbidden });
    return false;
  }
  $toggle.set({ status: 'idle' });
  await Promise.all([operatorsTable.reload(), operatorActivity.reload()]);
  return true;
}
