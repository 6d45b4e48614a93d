import { describe, expect, it } from 'vitest';
import { buildOpenApi } from './openapi';
import { callList } from './registry';

describe('OpenAPI document', () => {
  const doc = buildOpenApi();

  it('describes every call of the registry as a POST under /app/v1/', () => {
    expect(Object.keys(doc.paths).sort()).toEqual(callList.map((c) => `/app/v1/${c.name}`).sort());
    for (const call of callList) {
      const op = doc.paths[`/app/v1/${call.name}`]?.post as Record<string, unknown>;
      expect(op.summary).toBe(call.summary);
      expect(op['x-public']).toBe(call.public);
      expect(op.security).toEqual(call.public ? [] : [{ token: [] }]);
    }
  });

  it('documents request fields, including the common ones and the input form of a phone number', () => {
    const sms = doc.paths['/app/v1/smsSend']?.post as {
      requestBody: {
        content: {
          'application/json': { schema: { properties: Record<string, unknown>; required: string[] } };
        };
      };
    };
    const schema = sms.requestBody.content['application/json'].schema;
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining([
        'appId',
        'channel',
        'platform',
        'clientReferrer',
        'appVersion',
        'mobile',
        'type',
      ]),
    );
    expect(schema.required).toEqual(expect.arrayContaining(['mobile', 'type']));
  });

  it('documents the answer inside the envelope, with the example', () => {
    const draw = doc.paths['/app/v1/receiveDrawChance']?.post as {
      responses: Record<string, { content: { 'application/json': { schema: unknown; example: unknown } } }>;
    };
    const ok = draw.responses['200']!.content['application/json'];
    expect(JSON.stringify(ok.schema)).toContain('"propId"');
    expect(ok.example).toMatchObject({ errcode: 0, data: { type: 2, propId: 50004 } });
  });

  it('is plain JSON', () => {
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
    expect(doc.openapi).toBe('3.1.0');
  });
});
