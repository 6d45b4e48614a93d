import { describe, expect, it } from 'vitest';
import { ActionKey } from './action-key';

describe('ActionKey (one requestId per player action, kept across its retries)', () => {
  it('keeps the key for an action retried after a timeout, a new one after an answer or other details', () => {
    const key = new ActionKey();
    const first = key.take('coin:20');
    key.settle({ ok: false, errcode: -2 });
    expect(key.take('coin:20')).toBe(first);
    key.settle({ ok: false, errcode: 504 });
    expect(key.take('coin:20')).toBe(first);
    expect(key.pending).toBe(true);
    // other details are another action
    const other = key.take('coin:25');
    expect(other).not.toBe(first);
    // refused for good (not enough diamonds): the next try is a new action
    key.settle({ ok: false, errcode: 5004 });
    expect(key.pending).toBe(false);
    expect(key.take('coin:25')).not.toBe(other);
    const done = key.take('coin:25');
    key.settle({ ok: true, errcode: 0 });
    expect(key.take('coin:25')).not.toBe(done);
  });

  it('an action without details keeps its key until settled; a cancelled one starts afresh', () => {
    const key = new ActionKey();
    const first = key.take();
    key.settle({ ok: false, errcode: 502 });
    expect(key.take()).toBe(first);
    key.end();
    expect(key.take()).not.toBe(first);
  });
});
