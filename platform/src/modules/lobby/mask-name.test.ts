import { describe, expect, it } from 'vitest';
import { maskName } from './mask-name';

describe('maskName (the big-wins ticker)', () => {
  it('shows the first two characters and the last of a name of four or more', () => {
    expect(maskName('Juanito')).toBe('Ju***o');
    expect(maskName('Mara')).toBe('Ma***a');
  });

  it('gives away at most the first character of a short name', () => {
    expect(maskName('Ana')).toBe('A***');
    expect(maskName('Jo')).toBe('J***');
    expect(maskName('X')).toBe('X***');
  });

  it('never shows a mobile number used as the account', () => {
    expect(maskName('+639171234567')).toBe('+6***7');
  });

  it('counts characters, not UTF-16 units, and ignores surrounding spaces', () => {
    expect(maskName('  Niño 🎉 ')).toBe('Ni***🎉');
    expect(maskName('')).toBe('***');
  });
});
