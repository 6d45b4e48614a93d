import { atom } from 'nanostores';
import { createFormSubmit, type FormOutcome } from '../../lib/form-submit';
import type { OpsResult } from '../api/ops-call';
import { type OpsRefusal, refusalOf } from './refusal';

type Checked<Req, Err> = Req | { errors: Err[] };
const refused = <Req, Err>(built: Checked<Req, Err>): built is { errors: Err[] } =>
  typeof built === 'object' && built !== null && 'errors' in built;

/**
 * A console form kept in a store: the fields the check refused (`$errors`) and its submit state
 * (lib/form-submit.ts: busy, the platform's refusal, the answer). `submit` checks the form and sends only when
 * it passes and nothing is sending; a new send takes away the last answer.
 */
export function createCheckedSubmit<A extends unknown[], Req, R, Err>(
  check: (...args: A) => Checked<Req, Err>,
  send: (request: Req) => Promise<OpsResult<R>>,
) {
  const $errors = atom<Err[]>([]);
  const form = createFormSubmit(async (request: Req): Promise<FormOutcome<R, OpsRefusal>> => {
    const res = await send(request);
    return res.ok ? { ok: true, result: res.data } : { ok: false, error: refusalOf(res) };
  });
  return {
    $errors,
    $state: form.$state,
    /** True when the platform took it. */
    async submit(...args: A): Promise<boolean> {
      if (form.$state.get().busy) return false;
      const built = check(...args);
      if (refused(built)) {
        $errors.set(built.errors);
        return false;
      }
      $errors.set([]);
      form.reset();
      return (await form.submit(built))?.ok === true;
    },
    /** A fresh form: no refusal, no answer, no field marked. */
    reset(): void {
      form.reset();
      $errors.set([]);
    },
  };
}
