import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPace, TURBO_FACTOR } from './pace';

afterEach(() => vi.useRealTimers());

describe('a round’s pace', () => {
  it('waits the full time, or TURBO_FACTOR of it in turbo', async () => {
    vi.useFakeTimers();
    let turbo = false;
    const pace = createPace(() => turbo);
    let done = false;
    void pace.wait(1000).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);

    turbo = true;
    done = false;
    void pace.wait(1000).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(1000 * TURBO_FACTOR);
    expect(done).toBe(true);
  });

  it('a quick-stop ends the pending wait and skips the rest of the round’s; the next round waits again', async () => {
    vi.useFakeTimers();
    const pace = createPace(() => false);
    let done = false;
    void pace.wait(5000).then(() => {
      done = true;
    });
    pace.hurry();
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
    expect(pace.hurried).toBe(true);
    let later = false;
    void pace.wait(5000).then(() => {
      later = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(later).toBe(true);

    pace.begin();
    expect(pace.hurried).toBe(false);
    let next = false;
    void pace.wait(100).then(() => {
      next = true;
    });
    await vi.advanceTimersByTimeAsync(50);
    expect(next).toBe(false);
  });
});
