import { describe, expect, it } from 'vitest';
import { diff, fieldKind, fromText, refusalField, setIn, toText } from './config-model';

describe('programme form fields', () => {
  it('shows money in pesos and stores centavos; refuses more than 2 decimals', () => {
    expect(toText('money', 500_000)).toBe('5000.00');
    expect(fromText('money', '1,250.50')).toEqual({ ok: true, value: 125_050 });
    expect(fromText('money', '12.345')).toEqual({ ok: false, error: 'money' });
    expect(fromText('money', 'abc')).toEqual({ ok: false, error: 'money' });
  });

  it('shows rates in percent and stores basis points exactly', () => {
    expect(toText('bp', 10_000)).toBe('100');
    expect(toText('bp', 125)).toBe('1.25');
    expect(fromText('bp', '12.5')).toEqual({ ok: true, value: 1250 });
    expect(fromText('bp', '0.07')).toEqual({ ok: true, value: 7 });
    expect(fromText('bp', '1.255')).toEqual({ ok: false, error: 'percent' });
  });

  it('reads and writes moments in Manila time whatever the browser zone', () => {
    expect(toText('date', '2026-11-30T16:00:00.000Z')).toBe('2026-12-01T00:00');
    expect(fromText('date', '2026-12-01T00:00')).toEqual({ ok: true, value: '2026-12-01T00:00:00+08:00' });
    expect(fromText('date', '')).toEqual({ ok: true, value: null });
  });

  it('knows a field by its key: rates, amounts, and a coin item count as money but not another prop', () => {
    expect(fieldKind('rateBp', 100)).toBe('bp');
    expect(fieldKind('minDeposit', 100)).toBe('money');
    expect(fieldKind('count', 100, { propId: 2001, count: 100 })).toBe('money');
    expect(fieldKind('count', 3, { propId: 60001, count: 3 })).toBe('int');
    expect(fieldKind('requireDeposit', true)).toBe('bool');
    expect(fieldKind('startTime', '2026-12-01T00:00:00+08:00')).toBe('date');
  });

  it('lists what a draft changes, leaf by leaf, with rows added and removed', () => {
    const before = { a: { rateBp: 100, cap: 5 }, rows: [{ n: 1 }] };
    const after = setIn(setIn(before, ['a', 'rateBp'], 200), ['rows', 1], { n: 2 });
    expect(before.a.rateBp).toBe(100);
    expect(diff(before, after)).toEqual([
      { path: ['a', 'rateBp'], before: 100, after: 200 },
      { path: ['rows', 1], before: undefined, after: { n: 2 } },
    ]);
    expect(diff(before, structuredClone(before))).toEqual([]);
  });

  it("reads the platform's refusal as a field and a message", () => {
    expect(refusalField('The document was refused: doc.spin.segments: Too small')).toEqual({
      path: 'spin.segments',
      message: 'Too small',
    });
    expect(refusalField('Something else')).toBeNull();
  });
});
