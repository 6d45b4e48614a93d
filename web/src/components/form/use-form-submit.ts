import { useRef } from 'react';
import { createFormSubmit, type FormOutcome, type FormSubmitState } from '../../lib/form-submit';
import { useStore } from '../use-store';

/**
 * A form component's submit state (lib/form-submit.ts): made once per mounted form; `run` is the latest
 * render's, so it reads the values the player sees.
 */
export function useFormSubmit<A extends unknown[], R, E>(run: (...args: A) => Promise<FormOutcome<R, E>>) {
  const latest = useRef(run);
  latest.current = run;
  const made = useRef<ReturnType<typeof createFormSubmit<A, R, E>> | null>(null);
  made.current ??= createFormSubmit<A, R, E>((...args) => latest.current(...args));
  const state: FormSubmitState<R, E> = useStore(made.current.$state);
  const { submit, fail, reset } = made.current;
  return { ...state, submit, fail, reset };
}
