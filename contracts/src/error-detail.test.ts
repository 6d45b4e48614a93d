import { describe, expect, it } from 'vitest';
import { fail, normaliseEnvelope } from './envelope';
import { ERROR_DETAIL_KEYS, readErrorDetail } from './error-detail';
import { ERR } from './errors';
import { buildOpenApi } from './openapi';

describe('typed error detail', () => {
  it('keeps a detail of known whole-number fields as it is', () => {
    const all = Object.fromEntries(ERROR_DETAIL_KEYS.map((k, i) => [k, i * 7]));
    expect(readErrorDetail(all)).toEqual(all);
    expect(readErrorDetail({ retryAfterSeconds: 42 })).toEqual({ retryAfterSeconds: 42 });
  });

  it('refuses a detail whole when any part of it is not one', () => {
    for (const bad of [
      null,
      [],
      'x',
      42,
      {},
      { retryAfterSeconds: -1 },
      { retryAfterSeconds: 1.5 },
      { retryAfterSeconds: '42' },
      { retryAfterSeconds: 2 ** 60 },
      { attemptsLeft: 2, extra: 1 },
      JSON.parse('{"__proto__": 1}'),
    ]) {
      expect(readErrorDetail(bad), JSON.stringify(bad)).toBeUndefined();
    }
  });

  it('rides along a refusal through every envelope shape the BFF reads, never a success', () => {
    const detail = { retryAfterSeconds: 30 };
    expect(normaliseEnvelope({ errcode: ERR.SMS_COOLDOWN, msg: 'wait', data: null, detail })).toEqual(
      fail(ERR.SMS_COOLDOWN, 'wait', detail),
    );
    expect(normaliseEnvelope({ code: ERR.SAFEBOX_LOCKED, msg: 'locked', detail })).toMatchObject({ detail });
    expect(normaliseEnvelope({ errcode: ERR.SMS_COOLDOWN, msg: 'wait', detail: { seconds: 3 } })).toEqual({
      errcode: ERR.SMS_COOLDOWN,
      msg: 'wait',
      data: null,
    });
    expect(normaliseEnvelope({ errcode: 0, msg: 'ok', data: { a: 1 }, detail })).toEqual({
      errcode: 0,
      msg: 'ok',
      data: { a: 1 },
    });
  });

  it('is described in the OpenAPI document with every field', () => {
    const schemas = buildOpenApi().components.schemas as Record<string, { properties: object }>;
    expect(Object.keys(schemas.ErrorDetail?.properties ?? {})).toEqual([...ERROR_DETAIL_KEYS]);
  });
});
