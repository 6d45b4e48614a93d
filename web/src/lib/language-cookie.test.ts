import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE, setLanguageCookie } from './language-cookie';

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test clears the cookie the code under test writes
  document.cookie = `${LANGUAGE_COOKIE}=; max-age=0; path=/`;
});

describe('language cookie (spec §9)', () => {
  it('is lang=en-US for 365 days, for the whole site', () => {
    const doc = { cookie: '' };
    setLanguageCookie(doc, false);
    expect(doc.cookie).toBe('lang=en-US; max-age=31536000; path=/; samesite=lax');
    setLanguageCookie(doc, true);
    expect(doc.cookie).toBe('lang=en-US; max-age=31536000; path=/; samesite=lax; secure');
  });

  it('is readable by the page and sent with its requests', () => {
    setLanguageCookie();
    expect(document.cookie.split('; ')).toContain('lang=en-US');
  });
});
