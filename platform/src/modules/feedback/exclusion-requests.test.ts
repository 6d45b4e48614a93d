import { randomUUID } from 'node:crypto';
import { ERR } from '@casino/contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../../test-support';
import { createTestOperator, postOpsCall, startTestPlatform, type TestPlatform } from '../../testing';

// A family member asks through feedback for a player's exclusion (PAGCOR family exclusion): the request reaches
// compliance, not the support desk; support's questions stay with support.

describe('exclusion requests through feedback', () => {
  let p: TestPlatform;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    p = await startTestPlatform();
    call = caller(p.app);
  });
  afterAll(() => p?.close());

  const inbox = async (token: string) => {
    const r = await postOpsCall(p.app, 'feedbackInbox', { scope: 'all' }, token);
    expect(r.errcode, r.msg).toBe(0);
    return (r.data as { list: { id: number; category: string }[] }).list;
  };

  it('compliance sees and answers exclusion requests only; support sees everything else; an admin sees both', async () => {
    const { token } = await p.createUserSession();
    const send = async (category: string, content: string) => {
      const r = await call('feedbackSubmit', { category, content, requestId: randomUUID() }, token);
      expect(r.errcode, r.msg).toBe(0);
      return (r.data as { id: number }).id;
    };
    const request = await send(
      'exclusionRequest',
      'I am his wife: please exclude my husband, account 42, he cannot stop.',
    );
    const question = await send('withdrawal', 'My withdrawal is pending.');
    const compliance = await createTestOperator(p.db, ['compliance']);
    const support = await createTestOperator(p.db, ['support']);
    const admin = await createTestOperator(p.db, ['admin']);

    expect((await inbox(compliance.token)).map((f) => f.id)).toEqual([request]);
    expect((await inbox(support.token)).map((f) => f.id)).toEqual([question]);
    expect((await inbox(admin.token)).map((f) => f.id).sort()).toEqual([request, question].sort());

    expect((await postOpsCall(p.app, 'feedbackThread', { id: question }, compliance.token)).errcode).toBe(
      ERR.FEEDBACK_NOT_FOUND,
    );
    expect((await postOpsCall(p.app, 'feedbackThread', { id: request }, support.token)).errcode).toBe(
      ERR.FEEDBACK_NOT_FOUND,
    );
    const answer = await postOpsCall(
      p.app,
      'feedbackAnswer',
      { id: request, text: 'Thank you. Compliance will contact you for the family-exclusion form.' },
      compliance.token,
    );
    expect(answer.errcode, answer.msg).toBe(0);
  });
});
