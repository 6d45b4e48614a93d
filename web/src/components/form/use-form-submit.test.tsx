import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FormOutcome } from '../../lib/form-submit';
import type { ShownError } from './error-text';
import { useCheckedSubmit, useFormSubmit } from './use-form-submit';

/** A submission the test answers when it likes. */
function later() {
  let answer: (o: FormOutcome<string, ShownError>) => void = () => {};
  const sent: string[] = [];
  const run = (value: string) => {
    sent.push(value);
    return new Promise<FormOutcome<string, ShownError>>((resolve) => {
      answer = resolve;
    });
  };
  return { run, sent, answer: (o: FormOutcome<string, ShownError>) => answer(o) };
}

function Plain({
  run,
  ready,
}: {
  run: (v: string) => Promise<FormOutcome<string, ShownError>>;
  ready: () => boolean;
}) {
  const sending = useFormSubmit(run);
  return (
    <form aria-label="plain" onSubmit={sending.submitWhen(ready, 'typed')}>
      <p>{sending.busy ? 'busy' : 'idle'}</p>
      {sending.error && <p role="alert">{sending.error.text}</p>}
      {sending.result && <p role="status">{sending.result}</p>}
      <button type="submit">Send</button>
    </form>
  );
}

function Checked({
  run,
  handed,
}: {
  run: () => Promise<FormOutcome<string, ShownError>>;
  handed: ShownError;
}) {
  const sending = useCheckedSubmit({ check: () => true }, run, handed);
  return (
    <form aria-label="checked" onSubmit={sending.onSubmit}>
      {sending.error && <p role="alert">{sending.error.text || 'waiting'}</p>}
      <button type="submit" disabled={sending.busy || sending.blocked}>
        Send
      </button>
    </form>
  );
}

describe('useFormSubmit / useCheckedSubmit (a mounted form over createFormSubmit)', () => {
  afterEach(cleanup);

  it('sends only when its check passes and nothing is sending; the last error stays until the next submit', async () => {
    const server = later();
    let ok = false;
    render(<Plain run={server.run} ready={() => ok} />);
    const form = screen.getByRole('form', { name: 'plain' });
    fireEvent.submit(form);
    expect(server.sent).toEqual([]);
    ok = true;
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(server.sent).toEqual(['typed']);
    expect(screen.getByText('busy')).toBeTruthy();
    await act(async () => server.answer({ ok: false, error: { text: 'Wrong code' } }));
    expect(screen.getByRole('alert').textContent).toBe('Wrong code');
    fireEvent.submit(form);
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => server.answer({ ok: true, result: 'Saved' }));
    expect(screen.getByRole('status').textContent).toBe('Saved');
    expect(server.sent).toEqual(['typed', 'typed']);
  });

  it('opens on a handed-over failure; a wait in it keeps the button off until it ends', async () => {
    const sent: number[] = [];
    const run = async (): Promise<FormOutcome<string, ShownError>> => {
      sent.push(1);
      return { ok: true, result: 'done' };
    };
    const { unmount } = render(<Checked run={run} handed={{ text: 'Could not bind the number' }} />);
    expect(screen.getByRole('alert').textContent).toBe('Could not bind the number');
    unmount();
    render(<Checked run={run} handed={{ text: '', until: Date.now() + 60_000 }} />);
    const button = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.submit(screen.getByRole('form', { name: 'checked' }));
    expect(sent).toEqual([]);
  });
});
