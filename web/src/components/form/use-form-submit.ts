import { type FormEvent, useRef } from 'react';
import { createFormSubmit, type FormOutcome, type FormSubmitState } from '../../lib/form-submit';
import { useStore } from '../use-store';
import type { ShownError } from './error-text';
import { useBlocked } from './form-alert';

/**
 * A form component's submit state (lib/form-submit.ts): made once per mounted form; `run` is the latest
 * render's, so it reads the values the player sees. `initialError` shows before the first submit.
 */
export function useFormSubmit<A extends unknown[], R, E>(
  run: (...args: A) => Promise<FormOutcome<R, E>>,
  initialError: E | null = null,
) {
  const latest = useRef(run);
  latest.current = run;
  const made = useRef<ReturnType<typeof createFormSubmit<A, R, E>> | null>(null);
  made.current ??= createFormSubmit<A, R, E>((...args) => latest.current(...args), initialError);
  const state: FormSubmitState<R, E> = useStore(made.current.$state);
  const { submit, fail, reset } = made.current;
  /** A form's onSubmit: sends `args` only when nothing is sending and `ready()` passes (it shows its errors). */
  const submitWhen =
    (ready: () => boolean, ...args: A) =>
    (e: FormEvent) => {
      e.preventDefault();
      if (state.busy || !ready()) return;
      void submit(...args);
    };
  return { ...state, submit, fail, reset, submitWhen };
}

/**
 * A checked form sending with no arguments: its refusal shown above the button (a countdown refusal blocks the
 * button until it ends) and its onSubmit, which sends only when nothing is sending, nothing blocks and the
 * fields pass their checks.
 */
export function useCheckedSubmit<R>(
  form: { check(): boolean },
  run: () => Promise<FormOutcome<R, ShownError>>,
  initialError: ShownError | null = null,
) {
  const sending = useFormSubmit(run, initialError);
  const blocked = useBlocked(sending.error);
  const onSubmit = sending.submitWhen(() => !blocked && form.check());
  return { ...sending, blocked, onSubmit };
}
