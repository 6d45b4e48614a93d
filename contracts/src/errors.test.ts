import { describe, expect, it } from 'vitest';
import { AUTH_ERROR_MESSAGE, ERR, httpStatusFor } from './errors';

describe('error codes', () => {
  it('gives every code its own number', () => {
    const codes = Object.values(ERR);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('has a default message for every account and wallet code, and they answer HTTP 200', () => {
    const business = Object.values(ERR).filter((c) => c >= 2000);
    expect(business.length).toBeGreaterThan(20);
    for (const code of business) {
      expect(AUTH_ERROR_MESSAGE[code], `message for ${code}`).toMatch(/^[A-Z].{10,}\.$/);
      expect(httpStatusFor(code)).toBe(200);
    }
  });
});
