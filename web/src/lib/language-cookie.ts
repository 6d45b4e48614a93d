import { LANGUAGE, LANGUAGE_COOKIE_DAYS } from '@casino/contracts/constants';

/**
 * The language cookie (spec §9: it lasts 365 days). The browser sends it with every request to this origin
 * (`/app/v1/*`, `/events`, the pages), so the BFF and the platform behind it can tell the player's language
 * without a field in every call. One language (en-US), so it is written on each start (app/boot.ts): the
 * 365 days count from the last visit.
 */
export const LANGUAGE_COOKIE = 'lang';

export function setLanguageCookie(
  doc: { cookie: string } = document,
  https = location.protocol === 'https:',
) {
  doc.cookie = `${LANGUAGE_COOKIE}=${LANGUAGE}; max-age=${LANGUAGE_COOKIE_DAYS * 86_400}; path=/; samesite=lax${https ? '; secure' : ''}`;
}
