import { describe, expect, it } from 'vitest';
import { t } from '../i18n';
import { matchEntry } from './route-table';

describe('page titles', () => {
  it('the receiving-account form is titled for adding without an id and for editing with one', () => {
    const entry = matchEntry('/wallets/card/edit')!.entry;
    expect(t(entry.titleFor!({}))).toBe('Add Receiving Account');
    expect(t(entry.titleFor!({ id: '3' }))).toBe('Edit Receiving Account');
  });
});
