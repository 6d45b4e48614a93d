import { z } from 'zod';
import { ack, emptyRequest, MAX_ID, nonNegativeMinor, request } from '../common';
import { defineCalls } from '../define-call';
import { activity, activityFlags } from '../entities/activity';
import { appConfig, appConfigUnchanged, customerServiceItem } from '../entities/app-config';
import { userInfo } from '../entities/user';
import { exampleActivityFlags } from '../examples/activity-flags';
import { exampleAppConfig } from '../examples/app-config';
import { exampleUser } from '../examples/user';

const theme = z.object({
  themeDomian: z.string(),
  themeName: z.string(),
  /** Theme tokens (colours, radii…) as a JSON string, as the spec names it. */
  themeJsonData: z.string(),
});

const exampleTheme = {
  themeDomian: 'casino.ph',
  themeName: 'default',
  themeJsonData: '{"primary":"#f5c542"}',
};

export const eventLogEntry = z.object({
  /** Event name, e.g. page_view, click. */
  event: z.string().min(1).max(64),
  /** Epoch ms on the client. */
  ts: z.number().int().min(0),
  page: z.string().max(500).optional(),
  /** Small free-form detail; the BFF bounds its size. */
  props: z.record(z.string(), z.union([z.string().max(500), z.number(), z.boolean()])).optional(),
});

const maintenanceStatus = z.object({ status: z.union([z.literal(0), z.literal(1)]) });

const activityIds = z.object({
  activityIds: z.array(z.number().int()),
  activityMap: z.record(z.string(), activity),
});

export const appCalls = defineCalls('app', {
  'anonymous/appConfig': {
    summary:
      'The app config (spec §3); `v` is the version the client holds. When it is the current one the answer is the short `{v, unchanged: true}` and the client keeps its copy.',
    public: true,
    request: request({ v: z.string().max(64).optional() }),
    answer: z.union([appConfigUnchanged, appConfig]),
    policy: { cache: { ttlMs: 60_000, staleMs: 600_000, keyFields: ['v'] } },
    examples: { request: { v: '1' }, answer: exampleAppConfig, invalidRequest: { v: 7 } },
  },
  'anonymous/appTheme': {
    summary: 'The active theme.',
    public: true,
    request: emptyRequest,
    answer: theme,
    policy: { cache: { ttlMs: 60_000, staleMs: 600_000 } },
    examples: { request: {}, answer: exampleTheme, invalidRequest: { appVersion: 116 } },
  },
  'anonymous/appThemePreview': {
    summary: 'A theme by id, for operators previewing a theme before it goes live.',
    public: true,
    request: request({ themeViewId: z.string().min(1).max(64) }),
    answer: theme,
    examples: { request: { themeViewId: 'default' }, answer: exampleTheme, invalidRequest: {} },
  },
  'anonymous/appEventLogClient': {
    summary: 'Client event log batch (answer not shown in the spec: we acknowledge with the count stored).',
    public: true,
    request: request({
      eventList: z.array(eventLogEntry).min(1).max(500),
      // Addition: the sender's key of this batch; a retry with the same key is acknowledged, not stored again.
      batchKey: z
        .string()
        .regex(/^[\w.:-]{1,128}$/, 'Letters, digits and . _ : - only')
        .optional(),
    }),
    answer: z.object({ accepted: z.number().int().min(0) }),
    examples: {
      request: { eventList: [{ event: 'page_view', ts: 1_700_000_000_000, page: '/' }] },
      answer: { accepted: 1 },
      invalidRequest: { eventList: [] },
    },
  },
  preLogin: {
    summary:
      'Start-up check: maintenance status, customer-service queue and the config fields login needs. A token that is revoked or expired answers 401 (spec §8: the client logs out).',
    public: true,
    request: request({
      gameListVersion: z.string().max(64).optional(),
      os: z.string().max(64).optional(),
      deviceModel: z.string().max(128).optional(),
      messagingToken: z.string().max(512).optional(),
      phoneinfoJsonModel: z.string().max(4096).optional(),
      deviceId: z.string().max(128).optional(),
    }),
    answer: z.object({
      maintenance: maintenanceStatus.extend({
        title: z.string(),
        content: z.string(),
        endTime: z.number().int(),
      }),
      appCustomerServiceQueue: z.array(customerServiceItem),
      otpStatus: z.union([z.literal(0), z.literal(1)]),
      registerType: z.number().int(),
      defaultLoginType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
      /** True when the request carried a valid token. */
      loggedIn: z.boolean(),
    }),
    examples: {
      request: { os: 'android', deviceModel: 'Pixel 7' },
      answer: {
        maintenance: { status: 0, title: '', content: '', endTime: 0 },
        appCustomerServiceQueue: [],
        otpStatus: 1,
        registerType: 1,
        defaultLoginType: 1,
        loggedIn: false,
      },
      invalidRequest: { os: 12 },
    },
  },
  getAfterLoginInfoWeb: {
    summary: 'Everything the client loads once after login: user, likes, history, invite code, activities.',
    public: false,
    request: request({
      version: z.string().max(32).optional(),
      os: z.string().max(64).optional(),
      deviceModel: z.string().max(128).optional(),
    }),
    answer: z.object({
      /** Addition: the user info, so a reload restores the session from the token alone. */
      user: userInfo,
      appGameDataUser: z.object({
        gameLikes: z.array(z.number().int()),
        gameHistory: z.array(z.number().int()),
      }),
      inviteCode: z.string(),
      aid: z.number().int(),
      activityIds,
      activityFlags,
    }),
    examples: {
      request: { version: '1.1.6', os: 'android' },
      answer: {
        user: exampleUser,
        appGameDataUser: { gameLikes: [1], gameHistory: [1] },
        inviteCode: 'ABC123',
        aid: 0,
        activityIds: { activityIds: [], activityMap: {} },
        activityFlags: exampleActivityFlags,
      },
      invalidRequest: { version: 116 },
    },
  },
  refreshData: {
    summary: 'The balances and levels that change while playing.',
    public: false,
    request: emptyRequest,
    answer: z.object({
      coin: nonNegativeMinor,
      lottery: z.number().int().min(0),
      vip: z.number().int().min(0),
      vipExp: z.number().int().min(0),
      userLevel: z.number().int().min(0),
      bet: nonNegativeMinor,
      hasPassword: z.boolean(),
    }),
    examples: {
      request: {},
      answer: { coin: 1000, lottery: 0, vip: 0, vipExp: 0, userLevel: 0, bet: 0, hasPassword: true },
      invalidRequest: { platform: 3 },
    },
  },
  online: {
    summary: 'Presence ping every 60 s while a token exists (answer not shown: acknowledged).',
    public: false,
    request: request({ gameId: z.number().int().min(0).max(MAX_ID).optional() }),
    answer: ack,
    examples: { request: { gameId: 0 }, answer: null, invalidRequest: { gameId: 'x' } },
  },
  getActivityIds: {
    summary:
      'The activities visible to this player (payload and answer not shown: same shape as after-login).',
    public: true,
    request: emptyRequest,
    answer: activityIds,
    examples: { request: {}, answer: { activityIds: [], activityMap: {} }, invalidRequest: { channel: 1 } },
  },
  activityGetStatusList: {
    summary: 'Red-dot flags of the activities (payload and answer not shown: the award flags of spec §3).',
    public: false,
    request: emptyRequest,
    answer: activityFlags,
    examples: {
      request: {},
      answer: {
        spinAwardFlag: false,
        taskAwardFlag: true,
        agent5AwardFlag: false,
        vipAwardFlag: false,
        signInFlag: true,
        emailAwardFlag: false,
        canReceiveDrawChance: false,
        hasTurntable: false,
        totalRecharge: 0,
      },
      invalidRequest: { appId: 5 },
    },
  },
  getCustomerServices: {
    summary: 'The customer-service queue (payload not shown: empty).',
    public: true,
    request: emptyRequest,
    answer: z.object({ appCustomerServiceQueue: z.array(customerServiceItem) }),
    policy: { cache: { ttlMs: 60_000, staleMs: 600_000 } },
    examples: {
      request: {},
      answer: {
        appCustomerServiceQueue: [
          { id: 1, itemType: 1, name: 'Live chat', param1: 'L1', param2: '0', sort: 1 },
        ],
      },
      invalidRequest: { appVersion: [] },
    },
  },
});

/** The theme answer shape, shared by appTheme and appThemePreview. */
export const themeSchema = theme;
