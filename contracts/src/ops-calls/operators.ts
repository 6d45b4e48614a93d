import { z } from 'zod';
import { ack, epochMs, id, page, pageRequest } from '../common';
import { defineOpsCalls } from '../define-call';
import { OPERATOR_ROLES } from '../operator-roles';
import { operatorLogin, operatorPassword, operatorRole, operatorSummary, reason, totpCode } from './common';

// Operators, their sign-in and sessions (DESIGN §10). Additions: the spec has no back office.

const operatorRow = operatorSummary.extend({
  disabled: z.boolean(),
  /** Locked after failed sign-ins until this time; 0 when not locked. */
  lockedUntil: epochMs,
  /** 0 before the first sign-in. */
  lastLoginAt: epochMs,
  createdAt: epochMs,
});

const me = { id: 3, login: 'maria.finance', roles: ['finance' as const] };

export const operatorCalls = defineOpsCalls('operators', {
  operatorLogin: {
    summary:
      'Operator sign-in: password and the authenticator code; answers an operator token (30 min idle, 8 h max)',
    public: true,
    roles: [],
    mutation: true,
    request: z.object({ login: operatorLogin, password: operatorPassword, totp: totpCode }),
    answer: z.object({ token: z.string(), expiresAt: epochMs, operator: operatorSummary }),
    policy: { rateLimit: { class: 'opsLogin', keyFields: ['login'] } },
    examples: {
      request: { login: 'maria.finance', password: 'correct horse battery', totp: '123456' },
      answer: { token: 'op_k3J9', expiresAt: 1_767_229_200_000, operator: me },
      invalidRequest: { login: 'maria.finance', password: 'correct horse battery', totp: '12345' },
    },
  },
  operatorLogout: {
    summary: 'Ends this operator session',
    public: false,
    roles: OPERATOR_ROLES,
    mutation: true,
    request: z.object({}),
    answer: ack,
    examples: { request: {}, answer: null, invalidRequest: [] },
  },
  operatorLogoutAll: {
    summary: 'Ends every session of this operator (sign out everywhere)',
    public: false,
    roles: OPERATOR_ROLES,
    mutation: true,
    request: z.object({}),
    answer: z.object({ revoked: z.number().int().min(0) }),
    examples: { request: {}, answer: { revoked: 2 }, invalidRequest: [] },
  },
  operatorMe: {
    summary: 'The signed-in operator: id, login, roles and when the session ends',
    public: false,
    roles: OPERATOR_ROLES,
    mutation: false,
    request: z.object({}),
    answer: operatorSummary.extend({ expiresAt: epochMs }),
    examples: { request: {}, answer: { ...me, expiresAt: 1_767_229_200_000 }, invalidRequest: [] },
  },
  operatorList: {
    summary: 'Every operator with roles, state and last sign-in (admin)',
    public: false,
    roles: ['admin'],
    mutation: false,
    request: z.object({ ...pageRequest }),
    answer: page(operatorRow),
    examples: {
      request: { pageNum: 1, pageSize: 20 },
      answer: {
        list: [
          {
            ...me,
            disabled: false,
            lockedUntil: 0,
            lastLoginAt: 1_767_225_600_000,
            createdAt: 1_767_000_000_000,
          },
        ],
        pageNum: 1,
        pageSize: 20,
        pages: 1,
        total: 1,
      },
      invalidRequest: { pageSize: 0 },
    },
  },
  operatorCreate: {
    summary:
      'Creates an operator (admin); answers the TOTP secret and, when none was given, the initial password, once',
    public: false,
    roles: ['admin'],
    mutation: true,
    request: z.object({
      login: operatorLogin,
      roles: z.array(operatorRole).min(1).max(OPERATOR_ROLES.length),
      /** Optional: a strong one is generated and answered once when left out. */
      password: operatorPassword.optional(),
    }),
    answer: operatorSummary.extend({
      /** Base32, for the authenticator app; shown once, never again. */
      totpSecret: z.string(),
      /** otpauth:// URI of the secret (a QR code of it sets up an authenticator app). */
      totpUri: z.string(),
      /** The generated initial password; null when the admin chose one. */
      initialPassword: z.string().nullable(),
    }),
    examples: {
      request: { login: 'new.agent', roles: ['support'] },
      answer: {
        id: 7,
        login: 'new.agent',
        roles: ['support'],
        totpSecret: 'JBSWY3DPEHPK3PXP',
        totpUri: 'otpauth://totp/Casino%20PH:new.agent?secret=JBSWY3DPEHPK3PXP&issuer=Casino%20PH',
        initialPassword: 'Qm4-7xT2-pL9w-Zk3e',
      },
      invalidRequest: { login: 'new.agent', roles: [] },
    },
  },
  operatorSetDisabled: {
    summary: 'Disables (ending every session) or re-enables an operator (admin)',
    public: false,
    roles: ['admin'],
    mutation: true,
    request: z.object({ operatorId: id, disabled: z.boolean(), reason }),
    answer: z.object({ id: z.number().int(), disabled: z.boolean() }),
    examples: {
      request: { operatorId: 7, disabled: true, reason: 'Left the company' },
      answer: { id: 7, disabled: true },
      invalidRequest: { operatorId: 7, disabled: 'yes', reason: 'Left the company' },
    },
  },
  operatorSetRoles: {
    summary:
      "Replaces another operator's roles (admin); takes effect on their next call. Your own roles need another admin",
    public: false,
    roles: ['admin'],
    mutation: true,
    request: z.object({
      operatorId: id,
      roles: z.array(operatorRole).min(1).max(OPERATOR_ROLES.length),
      reason,
    }),
    answer: operatorSummary,
    examples: {
      request: { operatorId: 7, roles: ['support', 'kyc'], reason: 'Moved to the KYC desk' },
      answer: { id: 7, login: 'new.agent', roles: ['support', 'kyc'] },
      invalidRequest: { operatorId: 7, roles: ['croupier'], reason: 'Moved to the KYC desk' },
    },
  },
  operatorReissueSignIn: {
    summary:
      'Gives another operator a new password and authenticator secret (admin), answered once; their sessions end and any lock lifts. Your own needs another admin',
    public: false,
    roles: ['admin'],
    mutation: true,
    request: z.object({ operatorId: id, reason }),
    answer: operatorSummary.extend({
      totpSecret: z.string(),
      totpUri: z.string(),
      /** The new password, shown once: the operator signs in with it and the new authenticator entry. */
      initialPassword: z.string(),
      /** Sessions that ended: the old password and authenticator no longer open anything. */
      sessionsEnded: z.number().int().min(0),
    }),
    examples: {
      request: { operatorId: 7, reason: 'Lost the phone with the authenticator' },
      answer: {
        id: 7,
        login: 'new.agent',
        roles: ['support'],
        totpSecret: 'KRSXG5CTMVRXEZLU',
        totpUri: 'otpauth://totp/Casino%20PH:new.agent?secret=KRSXG5CTMVRXEZLU&issuer=Casino%20PH',
        initialPassword: 'Hb7-4kQw-Yx2n-Pm8d',
        sessionsEnded: 1,
      },
      invalidRequest: { operatorId: 7, reason: '' },
    },
  },
});
