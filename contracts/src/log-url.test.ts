import { describe, expect, it } from 'vitest';
import { redactUrlForLog, URL_CENSOR } from './log-url';

describe('redactUrlForLog', () => {
  it('hides the whole query of the OTP outbox and of provider launch pages', () => {
    expect(redactUrlForLog('/dev/sms-outbox?mobile=09171234567')).toBe(`/dev/sms-outbox?${URL_CENSOR}`);
    const launch = '/sandbox/provider/isla-gaming/launch?provider=isla&game=7&token=abcDEF123&lang=en';
    expect(redactUrlForLog(launch)).toBe(`/sandbox/provider/isla-gaming/launch?${URL_CENSOR}`);
  });

  it('hides secret-named parameters anywhere and keeps the rest', () => {
    expect(redactUrlForLog('/wallets?name=deposit&order=R1&access_token=x&Mobile=0917')).toBe(
      `/wallets?name=deposit&order=R1&access_token=${URL_CENSOR}&Mobile=${URL_CENSOR}`,
    );
    expect(redactUrlForLog('/app/v1/appConfig')).toBe('/app/v1/appConfig');
  });
});
