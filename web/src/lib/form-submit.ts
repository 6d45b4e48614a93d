import { atom, type ReadableAtom } from 'nanostores';

/** What a form's submission shows: sending (the button waits), the failure to show, the answer kept. */
export interface FormSubmitState<R, E> {
  busy: boolean;
  error: E | null;
  result: R | null;
}

/** A submission's outcome: the answer, or the failure to show (null: handled, e.g. shown on the fields). */
export type FormOutcome<R, E> = { ok: true; result: R } | { ok: false; error: E | null };

export interface FormSubmit<A extends unknown[], R, E> {
  readonly $state: ReadableAtom<FormSubmitState<R, E>>;
  /** Runs the submission unless one is already sending (a double tap sends once); answers its outcome. */
  submit(...args: A): Promise<FormOutcome<R, E> | null>;
  /** Shows a failure found before sending (or clears it with null). */
  fail(error: E | null): void;
  /**
   * Back to the empty form's state: no failure, no answer. A submission still sending keeps the form busy (a
   * second submit is still ignored) and its answer still lands.
   */
  reset(): void;
}

const EMPTY = { busy: false, error: null, result: null } as const;

/**
 * One form's submit state in a store, instead of busy/error/result kept by hand in each form: `run` sends and
 * answers the outcome; while it runs the form is busy and a second submit is ignored; a new submit clears the
 * last failure (a failure stays on screen until then), a failed one keeps the last answer.
 */
export function createFormSubmit<A extends unknown[], R, E>(
  run: (...args: A) => Promise<FormOutcome<R, E>>,
  /** A failure to show before anything is sent (e.g. handed over by the page that opened the form). */
  initialError: E | null = null,
): FormSubmit<A, R, E> {
  const $state = atom<FormSubmitState<R, E>>({ ...EMPTY, error: initialError });
  return {
    $state,
    async submit(...args) {
      if ($state.get().busy) return null;
      $state.set({ ...$state.get(), busy: true, error: null });
      try {
        const outcome = await run(...args);
        $state.set(
          outcome.ok
            ? { busy: false, error: null, result: outcome.result }
            : { ...$state.get(), busy: false, error: outcome.error },
        );
        return outcome;
      } catch (err) {
        $state.set({ ...$state.get(), busy: false });
        throw err;
      }
    },
    fail(error) {
      $state.set({ ...$state.get(), error });
    },
    reset() {
      $state.set({ ...EMPTY, busy: $state.get().busy });
    },
  };
}
