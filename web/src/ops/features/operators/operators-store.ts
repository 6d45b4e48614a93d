import { atom } from 'nanostores';
import { opsCall } from '../../api/ops-call';
import type { AuditRow, OpsAnswer, Role } from '../../api/ops-calls';
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

export const $create = atom<
  | { status: 'idle' | 'busy' }
  | { status: 'invalid'; errors: CreateError[] }
  | { status: 'failed'; msg: string; forbidden: boolean }
  /** The secret and password, held only until the admin closes the panel: never stored anywhere else. */
  | { status: 'created'; created: CreatedOperator }
>({ status: 'idle' });

export async function createOperator(form: CreateForm): Promise<boolean> {
  if ($create.get().status === 'busy') return false;
  const errors = checkCreate(form);
  if (errors.length > 0) {
    $create.set({ status: 'invalid', errors });
    return false;
  }
  $create.set({ status: 'busy' });
  const res = await opsCall('operatorCreate', {
    login: form.login.trim().toLowerCase(),
    roles: ROLES.filter((r) => form.roles.includes(r)),
  });
  if (!res.ok) {
    $create.set({ status: 'failed', msg: res.msg, forbidden: res.forbidden });
    return false;
  }
  $create.set({ status: 'created', created: res.data });
  void operatorsTable.reload();
  void operatorActivity.reload();
  return true;
}

/** Closing the one-time panel forgets the secret: it cannot be shown again. */
export function forgetCreated(): void {
  $create.set({ status: 'idle' });
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
