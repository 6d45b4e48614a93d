import { z } from 'zod';
import { ack, configLength, emptyRequest, epochMs, id, MAX_ID, phMobile, request, smsCode } from '../common';
import { defineCalls } from '../define-call';
import { loginAnswer, userAnswer } from '../entities/session';
import { exampleUser } from '../examples/user';

const TOKEN = 'b3f1c9a0d2e4f6a8b0c2d4e6f8a0b2c4d6e8f0a2b4c6d8e0f2a4b6c8d0e2f4a6';
const exampleLogin = { token: TOKEN, expiresAt: 1_767_225_600_000, isNewUser: false, user: exampleUser };
const exampleRegistered = { ...exampleLogin, isNewUser: true };

/** Fields a sign-up may carry: the inviter (pid from a share link) and the device. */
const signUpExtras = {
  /** The agent parent's user id, captured from a share link. */
  pid: z.number().int().min(0).max(MAX_ID).optional(),
  inviteCode: z.string().max(32).optional(),
  deviceId: z.string().max(128).optional(),
};

/** The player confirmed the 21+ / not-a-restricted-person notice (spec §5). */
const eligibilityAccepted = z.literal(true);

/** A provider credential checked by the platform's per-provider verifier (our shape). */
const socialLogin = request({
  /** Google ID token, Facebook access token, or LINE ID token. */
  accessToken: z.string().min(1).max(4096),
  /** Provider user id when the SDK gives one (Facebook userID); the verifier checks it matches. */
  userID: z.string().max(128).optional(),
  /** Required when this sign-in creates the account; ignored for an existing one. */
  eligibilityAccepted: z.boolean().optional(),
  ...signUpExtras,
});

// Sandbox tokens (dev/test only) read `sandbox:<provider>:<subject>:<name>`.
const socialExample = {
  request: { accessToken: 'sandbox:google:google-123:Juan', eligibilityAccepted: true },
  answer: exampleLogin,
  invalidRequest: { accessToken: '' },
};

const authLimit = { class: 'auth' } as const;

export const authCalls = defineCalls('auth', {
  accountLogin: {
    summary: 'Sign in with account and password (login type 2).',
    public: true,
    request: request({ account: configLength('account'), password: configLength('password') }),
    answer: loginAnswer,
    policy: { rateLimit: { class: 'auth', keyFields: ['account'] } },
    examples: {
      request: { account: 'juan01', password: 'secret123' },
      answer: exampleLogin,
      invalidRequest: { account: 'juan01' },
    },
  },
  accountLoginSms: {
    summary:
      'Sign in (or sign up) with a mobile number: OTP (login type 1), or no OTP (3) when otpStatus is off.',
    public: true,
    request: request({
      mobile: phMobile,
      loginType: z.union([z.literal(1), z.literal(3)]),
      /** Required for login type 1. */
      smsCode: smsCode.optional(),
      eligibilityAccepted: z.boolean().optional(),
      ...signUpExtras,
    }).refine((b) => b.loginType !== 1 || b.smsCode !== undefined, {
      message: 'smsCode is required for OTP login',
      path: ['smsCode'],
    }),
    answer: loginAnswer,
    policy: { rateLimit: { class: 'auth', keyFields: ['mobile'] } },
    examples: {
      request: { mobile: '09171234567', loginType: 1, smsCode: '123456' },
      answer: { ...exampleLogin, user: { ...exampleUser, mobile: '+639171234567' } },
      invalidRequest: { mobile: '09171234567', loginType: 1 },
    },
  },
  accountRegist: {
    summary: 'Register with account and password; grants userRegisterCoin as bonus money.',
    public: true,
    request: request({
      account: configLength('account').regex(/^[A-Za-z0-9_]+$/, 'Letters, digits and _ only'),
      password: configLength('password'),
      eligibilityAccepted,
      ...signUpExtras,
    }),
    answer: loginAnswer,
    policy: { rateLimit: { class: 'auth', keyFields: ['account'] } },
    examples: {
      request: { account: 'juan01', password: 'secret123', eligibilityAccepted: true, pid: 7 },
      answer: exampleRegistered,
      invalidRequest: { account: 'juan 01', password: 'secret123', eligibilityAccepted: true },
    },
  },
  accountRegist4: {
    // Our shape: registration by mobile number + OTP (auth mode register) with a password.
    summary: 'Register with a mobile number, its SMS code and a password.',
    public: true,
    request: request({
      mobile: phMobile,
      smsCode,
      password: configLength('password'),
      eligibilityAccepted,
      ...signUpExtras,
    }),
    answer: loginAnswer,
    policy: { rateLimit: { class: 'auth', keyFields: ['mobile'] } },
    examples: {
      request: {
        mobile: '+639171234567',
        smsCode: '123456',
        password: 'secret123',
        eligibilityAccepted: true,
      },
      answer: { ...exampleRegistered, user: { ...exampleUser, mobile: '+639171234567' } },
      invalidRequest: {
        mobile: '12345',
        smsCode: '123456',
        password: 'secret123',
        eligibilityAccepted: true,
      },
    },
  },
  smsSend: {
    summary: 'Send an SMS code for an auth mode (0 register, 1 bind, 2 forget, 3 login-and-register).',
    public: true,
    request: request({
      mobile: phMobile,
      type: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
    }),
    // Our shape: when the player may ask again and how long the code lives.
    answer: z.object({
      resendAfterSeconds: z.number().int().min(0),
      expiresInSeconds: z.number().int().min(1),
    }),
    policy: { rateLimit: { class: 'otp', keyFields: ['mobile'] } },
    examples: {
      request: { mobile: '0917 123 4567', type: 3 },
      answer: { resendAfterSeconds: 60, expiresInSeconds: 300 },
      invalidRequest: { mobile: '09171234567', type: 4 },
    },
  },
  forgetPassword: {
    summary: 'Reset the password with an SMS code (auth mode forget); revokes every session.',
    public: true,
    request: request({ mobile: phMobile, smsCode, password: configLength('password') }),
    answer: ack,
    policy: { rateLimit: { class: 'auth', keyFields: ['mobile'] } },
    examples: {
      request: { mobile: '639171234567', smsCode: '123456', password: 'newSecret1' },
      answer: null,
      invalidRequest: { mobile: '639171234567', smsCode: 'abc', password: 'newSecret1' },
    },
  },
  initPassword: {
    summary: 'Set a first password for a user without one (hasPassword false), e.g. a phone or social user.',
    public: false,
    request: request({ password: configLength('password') }),
    answer: userAnswer,
    policy: { rateLimit: authLimit },
    examples: {
      request: { password: 'secret123' },
      answer: { user: exampleUser },
      invalidRequest: { password: '' },
    },
  },
  bindAccount: {
    // Our shape: binds a mobile number (verified by an SMS code of auth mode bind) to the signed-in user.
    summary: 'Bind a mobile number to the signed-in user.',
    public: false,
    request: request({ mobile: phMobile, smsCode }),
    answer: userAnswer,
    policy: { rateLimit: { class: 'auth', keyFields: ['mobile'] } },
    examples: {
      request: { mobile: '09171234567', smsCode: '123456' },
      answer: { user: { ...exampleUser, mobile: '+639171234567' } },
      invalidRequest: { mobile: '09171234567' },
    },
  },
  bindSocialAccount: {
    summary: 'Bind a Facebook (3), LINE (4) or Google (5) account to the signed-in user.',
    public: false,
    request: request({
      provider: z.union([z.literal(3), z.literal(4), z.literal(5)]),
      accessToken: z.string().min(1).max(4096),
      userID: z.string().max(128).optional(),
    }),
    answer: userAnswer,
    policy: { rateLimit: authLimit },
    examples: {
      request: { provider: 5, accessToken: 'sandbox:google:google-123:Juan' },
      answer: { user: { ...exampleUser, googleAccount: 'google-123', googleName: 'Juan' } },
      invalidRequest: { provider: 2, accessToken: 'x' },
    },
  },
  googleLogin: {
    summary: 'Sign in (or up) with a Google Identity credential.',
    public: true,
    request: socialLogin,
    answer: loginAnswer,
    policy: { rateLimit: authLimit },
    examples: socialExample,
  },
  facebookLogin: {
    summary: 'Sign in (or up) with a Facebook access token.',
    public: true,
    request: socialLogin,
    answer: loginAnswer,
    policy: { rateLimit: authLimit },
    examples: {
      ...socialExample,
      request: { accessToken: 'sandbox:facebook:fb-123:Juan', userID: 'fb-123' },
    },
  },
  lineLogin: {
    summary: 'Sign in (or up) with a LINE ID token.',
    public: true,
    request: socialLogin,
    answer: loginAnswer,
    policy: { rateLimit: authLimit },
    examples: { ...socialExample, request: { accessToken: 'sandbox:line:line-123:Juan' } },
  },
  logout: {
    addition: true,
    summary: 'Revoke the current token on the server (the client clears its state either way).',
    public: false,
    request: emptyRequest,
    answer: ack,
    examples: { request: {}, answer: null, invalidRequest: { platform: 'web' } },
  },
  updatePassword: {
    addition: true,
    summary: 'Change the password with the old one; revokes every other session.',
    public: false,
    request: request({ oldPassword: configLength('password'), password: configLength('password') }),
    answer: ack,
    policy: { rateLimit: authLimit },
    examples: {
      request: { oldPassword: 'secret123', password: 'newSecret1' },
      answer: null,
      invalidRequest: { password: 'newSecret1' },
    },
  },
  loginSessionInfo: {
    addition: true,
    summary: 'This session and the previous login (time, device, IP) — the GLI sessions rule.',
    public: false,
    request: emptyRequest,
    answer: z.object({
      current: z.object({ sessionId: z.string(), loginTime: epochMs, device: z.string(), ip: z.string() }),
      previous: z.object({ loginTime: epochMs, device: z.string(), ip: z.string() }).nullable(),
      /** Set when the password last changed, epoch ms, 0 when never. */
      passwordChangedAt: epochMs,
      userId: id,
    }),
    examples: {
      request: {},
      answer: {
        current: {
          sessionId: 's-9f2c',
          loginTime: 1_767_225_600_000,
          device: 'Pixel 7 / Chrome',
          ip: '203.0.113.7',
        },
        previous: { loginTime: 1_767_139_200_000, device: 'Pixel 7 / Chrome', ip: '203.0.113.7' },
        passwordChangedAt: 0,
        userId: 1,
      },
      invalidRequest: { appId: false },
    },
  },
});
