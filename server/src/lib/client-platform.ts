import { CLIENT_PLATFORM } from '@casino/contracts';

const MOBILE_UA = /Mobi|Android|iPhone|iPad|iPod|Opera Mini|IEMobile/i;

/** Platform common field from the user agent when the client left it out (spec §9: 0 mobile, 1 desktop). */
export function platformFromUserAgent(userAgent: string | undefined): 0 | 1 {
  return userAgent !== undefined && MOBILE_UA.test(userAgent)
    ? CLIENT_PLATFORM.mobile
    : CLIENT_PLATFORM.desktop;
}
