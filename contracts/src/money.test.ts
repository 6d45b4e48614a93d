import { describe, expect, it } from 'vitest';
import { applyBasisPoints, formatMoney, parseAmount, pesos, toDisplay } from './money';

describe('toDisplay', () => {
  it('divides minor units by 100 with two decimals', () => {
    expect(toDisplay(12345)).toBe('123.45');
    expect(toDisplay(5)).toBe('0.05');
    expect(toDisplay(0)).toBe('0.00');
    expect(toDisplay(100)).toBe('1.00');
    expect(toDisplay(10_000_000_000)).toBe('100000000.00');
  });

  it('floors toward minus infinity', () => {
    expect(toDisplay(-5)).toBe('-0.05');
    expect(toDisplay(-12345)).toBe('-123.45');
    expect(toDisplay(12345.9)).toBe('123.45');
    expect(toDisplay(-0.5)).toBe('-0.01');
  });

  it('refuses what is not a number', () => {
    expect(() => toDisplay(Number.NaN)).toThrow();
    expect(() => toDisplay(Number.POSITIVE_INFINITY)).toThrow();
  });
});

describe('formatMoney', () => {
  it('groups thousands and prefixes ₱', () => {
    expect(formatMoney(123456789)).toBe('₱1,234,567.89');
    expect(formatMoney(50000)).toBe('₱500.00');
    expect(formatMoney(-123456)).toBe('-₱1,234.56');
    expect(formatMoney(99)).toBe('₱0.99');
  });

  it('can drop the symbol, the grouping or zero cents', () => {
    expect(formatMoney(123456789, { symbol: false })).toBe('1,234,567.89');
    expect(formatMoney(123456789, { grouping: false })).toBe('₱1234567.89');
    expect(formatMoney(50000, { trimZeroCents: true })).toBe('₱500');
    expect(formatMoney(50050, { trimZeroCents: true })).toBe('₱500.50');
  });
});

describe('parseAmount', () => {
  it('reads typed amounts exactly, without float error', () => {
    expect(parseAmount('10.1')).toEqual({ ok: true, minor: 1010 });
    expect(parseAmount('0.29')).toEqual({ ok: true, minor: 29 }); // 0.29 × 100 = 28.999… in floats
    expect(parseAmount('1.005'.slice(0, 4))).toEqual({ ok: true, minor: 100 });
    expect(parseAmount('500')).toEqual({ ok: true, minor: 50000 });
    expect(parseAmount('1,000.50')).toEqual({ ok: true, minor: 100050 });
    expect(parseAmount(' ₱ 100 ')).toEqual({ ok: true, minor: 10000 });
    expect(parseAmount('PHP 20')).toEqual({ ok: true, minor: 2000 });
    expect(parseAmount('.5')).toEqual({ ok: true, minor: 50 });
    expect(parseAmount('10.')).toEqual({ ok: true, minor: 1000 });
    expect(parseAmount('007')).toEqual({ ok: true, minor: 700 });
    expect(parseAmount('0')).toEqual({ ok: true, minor: 0 });
  });

  it('says why it refuses', () => {
    expect(parseAmount('')).toEqual({ ok: false, reason: 'empty' });
    expect(parseAmount('   ')).toEqual({ ok: false, reason: 'empty' });
    expect(parseAmount('10.123')).toEqual({ ok: false, reason: 'tooManyDecimals' });
    expect(parseAmount('-5')).toEqual({ ok: false, reason: 'negative' });
    expect(parseAmount('1e3')).toEqual({ ok: false, reason: 'invalid' });
    expect(parseAmount('abc')).toEqual({ ok: false, reason: 'invalid' });
    expect(parseAmount('1,00')).toEqual({ ok: false, reason: 'invalid' });
    expect(parseAmount('.')).toEqual({ ok: false, reason: 'invalid' });
    expect(parseAmount('١٠٠')).toEqual({ ok: false, reason: 'invalid' });
    expect(parseAmount('100000001')).toEqual({ ok: false, reason: 'tooLarge' });
    expect(parseAmount('9'.repeat(40))).toEqual({ ok: false, reason: 'tooLarge' });
    expect(parseAmount('100000000')).toEqual({ ok: true, minor: 10_000_000_000 });
  });

  it('round-trips with the display', () => {
    for (const minor of [0, 1, 5, 99, 100, 1010, 12345, 987654321]) {
      expect(parseAmount(toDisplay(minor))).toEqual({ ok: true, minor });
      expect(parseAmount(formatMoney(minor))).toEqual({ ok: true, minor });
    }
  });
});

describe('helpers', () => {
  it('converts whole pesos and basis points without rounding up', () => {
    expect(pesos(100)).toBe(10000);
    expect(() => pesos(1.5)).toThrow();
    expect(applyBasisPoints(10000, 300)).toBe(300);
    expect(applyBasisPoints(333, 300)).toBe(9); // 9.99 floored
  });
});
