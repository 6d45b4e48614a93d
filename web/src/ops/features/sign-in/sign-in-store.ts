import { OPS_ERR } from '@casino/contracts/ops-errors';
import { map } from 'nanostores';
import { createFormSubmit, type FormOutcome } from '../../../lib/form-submit';
import { opsCall } from '../../api/ops-call';
import { $operator, signedIn, signedOut } from '../../stores/session';

export interface SignInForm {
  login: string;
  password: string;
  totp: string;
}
export type SignInField = keyof SignInForm;
/** i18n keys under ops.signIn.errors */
export type SignInError =
  | 'loginRequired'
  | 'passwordRequired'
  | 'totpFormat'
  | 'refused'
  | 'network'
  | 'locked';

export const $signInForm = map<SignInForm>({ login: '', password: '', totp: '' });
export const $signInErrors = map<Partial<Record<SignInField, SignInError>>>({});
/** The server's refusal (wrong password or code, locked out) in words an operator understands. */
export interface SignInAlert {
  error: SignInError;
  msg: string;
  retryAfterSeconds?: number;
}

/** login + password + the 6-digit code → the operator's token and roles. */
export const signIn = createFormSubmit(async (form: SignInForm): Promise<FormOutcome<true, SignInAlert>> => {
  const login = await opsCall('operatorLogin', {
    login: form.login.trim(),
    password: form.password,
    totp: form.totp,
  });
  if (!login.ok) {
    const detail = login.detail as { retryAfterSeconds?: number } | undefined;
    const locked = login.errcode === OPS_ERR.LOCKED || typeof detail?.retryAfterSeconds === 'number';
    // a wrong code is typed again; the password stays
    $signInForm.setKey('totp', '');
    return {
      ok: false,
      error: {
        error: login.errcode < 0 ? 'network' : locked ? 'locked' : 'refused',
        msg: login.msg,
        ...(locked ? { retryAfterSeconds: detail?.retryAfterSeconds } : {}),
      },
    };
  }
  signedIn(login.data.token, login.data.operator);
  $signInForm.set({ login: form.login.trim(), password: '', totp: '' });
  return { ok: true, result: true };
});

export function setField(field: SignInField, value: string): void {
  // the code is digits only: an authenticator shows "123 456"
  $signInForm.setKey(field, field === 'totp' ? value.replace(/\D/g, '').slice(0, 6) : value);
  $signInErrors.setKey(field, undefined);
  signIn.fail(null);
}

function validate(form: SignInForm): Partial<Record<SignInField, SignInError>> {
  const errors: Partial<Record<SignInField, SignInError>> = {};
  if (!form.login.trim()) errors.login = 'loginRequired';
  if (!form.password) errors.password = 'passwordRequired';
  if (!/^\d{6}$/.test(form.totp)) errors.totp = 'totpFormat';
  return errors;
}

/** Checks the form, then signs in; true when signed in. */
export async function submitSignIn(): Promise<boolean> {
  if (signIn.$state.get().busy) return false;
  const form = $signInForm.get();
  const errors = validate(form);
  $signInErrors.set(errors);
  if (Object.keys(errors).length > 0) return false;
  return (await signIn.submit(form))?.ok === true;
}

/** Sign out here, or end every session of this operator (lost laptop). The tab signs out either way. */
export async function signOut(everywhere = false): Promise<void> {
  if ($operator.get()) await (everywhere ? opsCall('operatorLogoutAll', {}) : opsCall('operatorLogout', {}));
  signedOut('signedOut');
}
