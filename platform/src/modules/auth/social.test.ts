import type { AddressInfo } from 'node:net';
import { ERR } from '@casino/contracts/errors';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CallError } from '../../core/call-error';
import { reconcile } from '../../ledger/reconcile';
import { caller, contractData, dbKinds } from '../../test-support';
import { startTestPlatform, type TestPlatform } from '../../testing';
import { buildSocialVerifiers } from './social';

interface Login {
  token: string;
  isNewUser: boolean;
  user: {
    id: number;
    accountType: number;
    googleAccount: string;
    googleName: string;
    facebookAccount: string;
    nickname: string;
    coin: number;
  };
}

describe.each(dbKinds)('social sign-in on $kind', ({ databaseServerUrl }) => {
  let p: TestPlatform;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    p = await startTestPlatform({ databaseServerUrl });
    call = caller(p.app);
  });
  afterAll(async () => {
    await p?.close();
  });

  it('signs up with a sandbox Google token, then signs the same player in', async () => {
    const token = 'sandbox:google:g-1001:Juan Dela Cruz';
    const first = contractData(
      'googleLogin',
      await call('googleLogin', { accessToken: token, eligibilityAccepted: true }),
    ) as Login;
    expect(first).toMatchObject({
      isNewUser: true,
      user: {
        accountType: 5,
        googleAccount: 'g-1001',
        googleName: 'Juan Dela Cruz',
        nickname: 'Juan Dela Cruz',
        coin: 5000,
      },
    });
    const again = contractData('googleLogin', await call('googleLogin', { accessToken: token })) as Login;
    expect(again).toMatchObject({ isNewUser: false, user: { id: first.user.id } });
  });

  it('asks a new social player for the 21+ confirmation', async () => {
    const r = await call('lineLogin', { accessToken: 'sandbox:line:l-77:Ana' });
    expect(r.errcode).toBe(ERR.ELIGIBILITY_REQUIRED);
  });

  it('refuses a token of another provider, a malformed one, and a userID that does not match', async () => {
    const wrongProvider = await call('facebookLogin', {
      accessToken: 'sandbox:google:g-1:X',
      eligibilityAccepted: true,
    });
    expect([wrongProvider.errcode, wrongProvider.msg]).toEqual([
      ERR.SOCIAL_TOKEN_INVALID,
      'The Facebook sign-in could not be verified. Please try again.',
    ]);
    expect(
      (await call('googleLogin', { accessToken: 'sandbox:google', eligibilityAccepted: true })).errcode,
    ).toBe(ERR.SOCIAL_TOKEN_INVALID);
    const mismatch = await call('facebookLogin', {
      accessToken: 'sandbox:facebook:fb-1:X',
      userID: 'fb-2',
      eligibilityAccepted: true,
    });
    expect(mismatch.errcode).toBe(ERR.SOCIAL_TOKEN_INVALID);
  });

  it('makes one player of two simultaneous first sign-ins', async () => {
    const body = { accessToken: 'sandbox:facebook:fb-twin:Twin', eligibilityAccepted: true };
    const [a, b] = await Promise.all([call('facebookLogin', body), call('facebookLogin', body)]);
    expect([a.errcode, b.errcode]).toEqual([0, 0]);
    expect((a.data as Login).user.id).toBe((b.data as Login).user.id);
  });

  it('binds a provider account to a signed-in player; taken, second and repeated binds answer clearly', async () => {
    const juan = await p.registerUser();
    const bind = (token: string, accessToken: string, provider = 3) =>
      call('bindSocialAccount', { provider, accessToken }, token);
    const bound = contractData(
      'bindSocialAccount',
      await bind(juan.token, 'sandbox:facebook:fb-500:Juan FB'),
    ) as Login;
    expect(bound.user).toMatchObject({ facebookAccount: 'fb-500' });
    // The same link again changes nothing.
    expect((await bind(juan.token, 'sandbox:facebook:fb-500:Juan FB')).errcode).toBe(0);
    expect((await bind(juan.token, 'sandbox:facebook:fb-501:Other')).errcode).toBe(ERR.SOCIAL_ALREADY_BOUND);

    const maria = await p.registerUser();
    expect((await bind(maria.token, 'sandbox:facebook:fb-500:Juan FB')).errcode).toBe(ERR.SOCIAL_TAKEN);
    // Facebook now signs Juan in.
    const viaFacebook = contractData(
      'facebookLogin',
      await call('facebookLogin', { accessToken: 'sandbox:facebook:fb-500:Juan FB' }),
    ) as Login;
    expect(viaFacebook.user.id).toBe(juan.userId);
  });

  it('leaves the ledger reconciled after all of it', async () => {
    expect((await reconcile(p.db)).offenders).toEqual([]);
  });
});

describe('social verifiers', () => {
  it('answers "not configured" for a provider without credentials, sandbox off', async () => {
    const verifiers = buildSocialVerifiers({ sandbox: false });
    const err = await verifiers.google.verify('sandbox:google:g-1:X').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CallError);
    expect([(err as CallError).errcode, (err as CallError).message]).toEqual([
      ERR.SOCIAL_NOT_CONFIGURED,
      'Sign-in with Google is not configured on this server. Please use another way to sign in.',
    ]);
  });

  it('never accepts sandbox tokens or serves the outbox with NODE_ENV=production', async () => {
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    let p: TestPlatform | undefined;
    try {
      p = await startTestPlatform({ databaseServerUrl: null });
      const r = await caller(p.app)('googleLogin', {
        accessToken: 'sandbox:google:g-9:X',
        eligibilityAccepted: true,
      });
      expect(r.errcode).toBe(ERR.SOCIAL_NOT_CONFIGURED);
      const outbox = await p.app.inject({ method: 'GET', url: '/dev/sms-outbox?mobile=09171234567' });
      expect(outbox.statusCode).toBe(404);
    } finally {
      process.env.NODE_ENV = before;
      await p?.close();
    }
  });

  describe('Google ID token through tokeninfo', () => {
    const google = Fastify();
    let base = '';
    beforeAll(async () => {
      // Stands in for oauth2.googleapis.com: answers like tokeninfo for two known tokens.
      google.get('/tokeninfo', async (req, reply) => {
        const token = (req.query as { id_token?: string }).id_token;
        const exp = String(Math.floor(Date.now() / 1000) + 600);
        if (token === 'good')
          return { iss: 'https://accounts.google.com', aud: 'our-client', sub: '1178', name: 'Ana', exp };
        if (token === 'other-app') return { iss: 'accounts.google.com', aud: 'someone-else', sub: '1', exp };
        return reply.code(400).send({ error: 'invalid_token' });
      });
      await google.listen({ host: '127.0.0.1', port: 0 });
      base = `http://127.0.0.1:${(google.server.address() as AddressInfo).port}`;
    });
    afterAll(() => google.close());

    it('accepts a token for our client id and refuses one for another app or an invalid one', async () => {
      const v = buildSocialVerifiers({
        sandbox: false,
        google: { clientId: 'our-client' },
        endpoints: { googleTokenInfo: `${base}/tokeninfo` },
      }).google;
      expect(await v.verify('good')).toEqual({ subject: '1178', name: 'Ana' });
      await expect(v.verify('other-app')).rejects.toMatchObject({ errcode: ERR.SOCIAL_TOKEN_INVALID });
      await expect(v.verify('garbage')).rejects.toMatchObject({ errcode: ERR.SOCIAL_TOKEN_INVALID });
    });
  });
});
