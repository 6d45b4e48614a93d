import { randomUUID } from 'node:crypto';
import { type AnyCall, opsCallList } from '@casino/contracts';
import { OPERATOR_ROLES, type OperatorRole } from '@casino/contracts/operator-roles';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { amlItems, exclusionList, kycSubmissions, screeningHits } from '../db/schema';
import { postCall } from '../test-support';
import {
  createTestOperator,
  PAYOUT_PIN,
  postOpsCall,
  startTestPlatform,
  type TestOperator,
  type TestPlatform,
} from '../testing';

// Walks the operator registry, so no operator call can skip the audience, role and audit rules (DESIGN §10).

/**
 * A valid request for the mutations whose example cannot succeed on an empty database: each makes what its call
 * needs (a player, a proposal by another operator…). A new mutation whose example does not succeed fails the walk
 * until it gets one here.
 */
type Fixture = (p: TestPlatform) => Promise<unknown>;
/** A player's fresh chat with one line, for the support desk's chat calls. */
async function openChat(p: TestPlatform): Promise<number> {
  const { token } = await p.createUserSession();
  const opened = await postCall(p.app, 'chatOpen', { requestId: randomUUID() }, { authorization: token });
  const chatId = (opened.data as { id: number }).id;
  await postCall(
    p.app,
    'chatSend',
    { chatId, text: 'Walk of the registry', requestId: randomUUID() },
    { authorization: token },
  );
  return chatId;
}

/** A player's feedback, for the support desk's feedback calls. */
async function openFeedback(p: TestPlatform): Promise<number> {
  const { token } = await p.createUserSession();
  const sent = await postCall(
    p.app,
    'feedbackSubmit',
    { category: 'other', content: 'Walk of the registry', requestId: randomUUID() },
    { authorization: token },
  );
  return (sent.data as { id: number }).id;
}

const FIXTURES: Record<string, Fixture> = {
  screeningDecide: async (p) => {
    const { userId } = await p.createUserSession();
    const key = randomUUID();
    const [entry] = await p.db
      .insert(exclusionList)
      .values({
        name: 'Walk Person',
        nameKey: 'walk person',
        birthday: '1980-01-01',
        kind: 'self',
        source: 'walk',
        entryKey: key,
      })
      .returning({ id: exclusionList.id });
    const [hit] = await p.db
      .insert(screeningHits)
      .values({ userId, entryId: entry!.id, trigger: 'login', matchedOn: 'nameBirthday', evidence: {} })
      .returning({ id: screeningHits.id });
    return { hitId: hit!.id, decision: 'falsePositive', reason: 'Walk of the registry' };
  },
  amlSetStatus: async (p) => {
    const { userId } = await p.createUserSession();
    const [item] = await p.db
      .insert(amlItems)
      .values({
        kind: 'covered',
        userId,
        txType: 'deposit',
        txAt: new Date(0),
        narrative: 'walk',
        dedupeKey: `walk:${randomUUID()}`,
      })
      .returning({ id: amlItems.id });
    return { itemId: item!.id, status: 'reviewed', reason: 'Walk of the registry' };
  },
  chatClaim: async (p) => ({ chatId: await openChat(p) }),
  chatReply: async (p) => ({
    chatId: await openChat(p),
    text: 'Walk of the registry',
    requestId: randomUUID(),
  }),
  chatClose: async (p) => ({ chatId: await openChat(p) }),
  feedbackAssign: async (p) => ({ id: await openFeedback(p), operatorId: null }),
  feedbackAnswer: async (p) => ({ id: await openFeedback(p), text: 'Walk of the registry' }),
  feedbackClose: async (p) => ({ id: await openFeedback(p) }),
  operatorLogin: async (p) => {
    const op = await createTestOperator(p.db, ['support'], { signedInAt: new Date(Date.now() - 60_000) });
    const { totpCodeAt } = await import('../modules/operators');
    return { login: op.login, password: op.password, totp: totpCodeAt(op.totpSecret, Date.now()) };
  },
  operatorCreate: async () => ({
    login: `walk.${Math.random().toString(36).slice(2, 10)}`,
    roles: ['support'],
  }),
  operatorSetDisabled: async (p) => {
    const other = await createTestOperator(p.db, ['support']);
    return { operatorId: other.id, disabled: true, reason: 'Walk of the registry' };
  },
  operatorSetRoles: async (p) => {
    const other = await createTestOperator(p.db, ['support']);
    return { operatorId: other.id, roles: ['kyc'], reason: 'Walk of the registry' };
  },
  operatorReissueSignIn: async (p) => {
    const other = await createTestOperator(p.db, ['support']);
    return { operatorId: other.id, reason: 'Walk of the registry' };
  },
  adjustmentPropose: async (p) => {
    const { userId } = await p.createUserSession();
    return { userId, items: [{ propId: 2001, count: 100 }], reason: 'Walk of the registry' };
  },
  proposalDecide: async (p) => {
    const { userId } = await p.createUserSession();
    const maker = await createTestOperator(p.db, ['finance']);
    const made = await postOpsCall(
      p.app,
      'adjustmentPropose',
      { userId, items: [{ propId: 2001, count: 100 }], reason: 'Walk of the registry' },
      maker.token,
    );
    return { proposalId: (made.data as { proposalId: number }).proposalId, approve: true };
  },
  playerBlockSet: async (p) => {
    const { userId } = await p.createUserSession();
    return { userId, kind: 'deposit', on: true, reason: 'Walk of the registry' };
  },
  playerNoteAdd: async (p) => {
    const { userId } = await p.createUserSession();
    return { userId, text: 'Walk of the registry' };
  },
  kycDecide: async (p) => {
    // A pending submission as the player's addKyc stores it (the decision never reads the images).
    const { userId } = await p.createUserSession();
    const [row] = await p.db
      .insert(kycSubmissions)
      .values({
        userId,
        idType: 'passport',
        idNumber: `P${randomUUID().slice(0, 7)}W`,
        realName: 'Juan Dela Cruz',
        birthday: '1990-05-17',
        idFront: 'up_walk',
        selfie: 'up_walk',
      })
      .returning({ id: kycSubmissions.id });
    return { id: row!.id, decision: 'reject', reason: 'Walk of the registry' };
  },
  withdrawalDecide: async (p) => {
    const { token, userId } = await p.createUserSession();
    await p.credit(userId, 100_000);
    const call = (name: string, body: unknown) => postCall(p.app, name, body, { authorization: token });
    const bank = (
      await call('addBankInfo', {
        code: PAYOUT_PIN,
        bankId: 11,
        accountName: 'Juan Dela Cruz',
        accountNo: '09170000042',
      })
    ).data as { id: number };
    const order = (
      await call('exchange', {
        code: PAYOUT_PIN,
        amount: 20_000,
        userBankId: bank.id,
        requestId: randomUUID(),
      })
    ).data as { orderId: string };
    return { ids: [order.orderId], approve: true, reason: 'Walk of the registry' };
  },
};

describe('every operator call', () => {
  let p: TestPlatform;
  let player: string;
  const byRole = new Map<OperatorRole, TestOperator>();

  beforeAll(async () => {
    p = await startTestPlatform({ payoutReadyPlayers: true });
    player = await p.createSession();
    for (const role of OPERATOR_ROLES) byRole.set(role, await createTestOperator(p.db, [role]));
  });
  afterAll(async () => {
    await p?.close();
  });

  const signedIn = opsCallList.filter((c) => !c.public);

  it.each(signedIn.map((c) => [c.name, c] as [string, AnyCall]))(
    '%s: 401 without a token and with a player token',
    async (_name, call) => {
      const none = await postOpsCall(p.app, call.name, call.examples.request);
      expect(none.status).toBe(401);
      const asPlayer = await postOpsCall(p.app, call.name, call.examples.request, player);
      expect(asPlayer.status).toBe(401);
      expect(asPlayer.msg).toMatch(/player token/);
    },
  );

  it.each(signedIn.map((c) => [c.name, c] as [string, AnyCall]))(
    '%s: 403 for every role it does not name',
    async (_name, call) => {
      for (const role of OPERATOR_ROLES.filter((r) => !call.roles.includes(r))) {
        const res = await postOpsCall(p.app, call.name, call.examples.request, byRole.get(role)!.token);
        expect(res.status, role).toBe(403);
        expect(res.errcode).toBe(403);
      }
    },
  );

  const mutations = opsCallList.filter((c) => c.mutation);
  it.each(mutations.map((c) => [c.name, c] as [string, AnyCall]))(
    '%s: a success writes its audit row in the same request',
    async (_name, call) => {
      const body = FIXTURES[call.name] ? await FIXTURES[call.name]!(p) : call.examples.request;
      // A fresh operator per call: signing out (everywhere) must not end the others' sessions.
      const role = call.roles.includes('admin') ? 'admin' : call.roles[0];
      const allowed = call.public || !role ? undefined : await createTestOperator(p.db, [role]);
      const res = await postOpsCall(p.app, call.name, body, allowed?.token);
      expect(res.errcode, `${call.name}: ${res.msg} (add a fixture to this walk)`).toBe(0);
      const rows = await queryRows<{ action: string; operator_id: number | null }>(
        p.db,
        sql`select action, operator_id from audit_log where request_id = ${res.requestId}`,
      );
      expect(rows.length, call.name).toBeGreaterThan(0);
    },
  );

  it('refuses an operator token on every player call it tries (the player door stays closed)', async () => {
    const admin = byRole.get('admin')!;
    let checked = 0;
    for (const name of ['refreshData', 'userInfo', 'walletInfo', 'appUserCoinDetail']) {
      const res = await p.app.inject({
        method: 'POST',
        url: `/app/v1/${name}`,
        headers: { authorization: admin.token, 'content-type': 'application/json' },
        payload: '{}',
      });
      if (res.statusCode === 404 || res.statusCode === 501) continue;
      expect(res.statusCode, name).toBe(401);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(1);
  });
});
