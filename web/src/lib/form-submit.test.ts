import { describe, expect, it } from 'vitest';
import { createFormSubmit, type FormOutcome } from './form-submit';

/** A submission the test answers when it likes. */
function pending<R, E>() {
  let answer: (o: FormOutcome<R, E>) => void = () => {};
  const promise = new Promise<FormOutcome<R, E>>((resolve) => {
    answer = resolve;
  });
  return { promise, answer };
}

describe('createFormSubmit (one form submit state: busy, error, result, reset)', () => {
  it('is busy while sending, sends once however often it is tapped, and keeps the answer', async () => {
    const sent: string[] = [];
    const reply = pending<number, string>();
    const form = createFormSubmit((amount: string) => {
      sent.push(amount);
      return reply.promise;
    });
    const first = form.submit('100');
    expect(form.$state.get()).toEqual({ busy: true, error: null, result: null });
    expect(await form.submit('100')).toBeNull();
    expect(sent).toEqual(['100']);
    reply.answer({ ok: true, result: 7 });
    expect(await first).toEqual({ ok: true, result: 7 });
    expect(form.$state.get()).toEqual({ busy: false, error: null, result: 7 });
  });

  it('shows a failure until the next submit, and reset empties everything', async () => {
    let outcome: FormOutcome<string, string> = { ok: false, error: 'wrong code' };
    const form = createFormSubmit(async () => outcome);
    await form.submit();
    expect(form.$state.get()).toEqual({ busy: false, error: 'wrong code', result: null });
    outcome = { ok: true, result: 'done' };
    const again = form.submit();
    expect(form.$state.get().error).toBeNull();
    await again;
    expect(form.$state.get()).toEqual({ busy: false, error: null, result: 'done' });
    form.fail('fill in the amount');
    expect(form.$state.get().error).toBe('fill in the amount');
    form.reset();
    expect(form.$state.get()).toEqual({ busy: false, error: null, result: null });
  });

  it('a failure handled on the fields shows nothing; a thrown error leaves the form usable', async () => {
    const form = createFormSubmit(async (mode: 'fields' | 'throw'): Promise<FormOutcome<null, string>> => {
      if (mode === 'throw') throw new Error('bug');
      return { ok: false, error: null };
    });
    await form.submit('fields');
    expect(form.$state.get()).toEqual({ busy: false, error: null, result: null });
    await expect(form.submit('throw')).rejects.toThrow('bug');
    expect(form.$state.get().busy).toBe(false);
  });

  it('reset while sending forgets what is shown but still waits: a second submit is ignored, the answer lands', async () => {
    const reply = pending<string, string>();
    let sent = 0;
    const form = createFormSubmit(() => {
      sent += 1;
      return reply.promise;
    });
    form.fail('fill in the amount');
    const first = form.submit();
    form.reset();
    expect(form.$state.get()).toEqual({ busy: true, error: null, result: null });
    expect(await form.submit()).toBeNull();
    expect(sent).toBe(1);
    reply.answer({ ok: true, result: 'set' });
    await first;
    expect(form.$state.get()).toEqual({ busy: false, error: null, result: 'set' });
  });

  it('a failure keeps the last answer, and a form can open on a failure handed to it', async () => {
    let outcome: FormOutcome<string, string> = { ok: true, result: 'bound google' };
    const form = createFormSubmit(async () => outcome, 'could not bind the number');
    expect(form.$state.get()).toEqual({ busy: false, error: 'could not bind the number', result: null });
    await form.submit();
    outcome = { ok: false, error: 'facebook refused' };
    await form.submit();
    expect(form.$state.get()).toEqual({ busy: false, error: 'facebook refused', result: 'bound google' });
    form.reset();
    expect(form.$state.get()).toEqual({ busy: false, error: null, result: null });
  });
});
