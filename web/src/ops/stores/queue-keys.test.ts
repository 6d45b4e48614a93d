import { afterEach, describe, expect, it } from 'vitest';
import { queueKey } from './queue-keys';

describe('queue keyboard shortcuts', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('n opens next, a approves, r rejects; other keys do nothing', () => {
    expect(queueKey({ key: 'n', target: document.body })).toBe('next');
    expect(queueKey({ key: 'a', target: document.body })).toBe('approve');
    expect(queueKey({ key: 'r', target: document.body })).toBe('reject');
    expect(queueKey({ key: 'x', target: document.body })).toBeNull();
    expect(queueKey({ key: 'N', target: document.body })).toBeNull();
  });

  it('never fires while the operator types a reason or a search, or with a modifier (browser shortcuts)', () => {
    for (const tag of ['input', 'textarea', 'select']) {
      const el = document.createElement(tag);
      document.body.append(el);
      expect(queueKey({ key: 'a', target: el }), tag).toBeNull();
    }
    expect(queueKey({ key: 'r', ctrlKey: true, target: document.body })).toBeNull();
    expect(queueKey({ key: 'a', metaKey: true, target: document.body })).toBeNull();
  });

  it('never fires behind an open dialog (the reason dialog takes the keys)', () => {
    const dialog = document.createElement('dialog');
    dialog.setAttribute('open', '');
    document.body.append(dialog);
    expect(queueKey({ key: 'a', target: document.body })).toBeNull();
  });
});
