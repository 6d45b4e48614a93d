import { describe, expect, it } from 'vitest';
import { AREAS, type Area } from './define-call';
import { PUBLIC_CALLS } from './public-calls';
import { callList, getCall, registry } from './registry';

/** Every call named in spec §7, copied from the spec text, grouped as the spec groups them. */
const SPEC_CALLS = {
  table: [
    'anonymous/appConfig',
    'anonymous/appTheme',
    'anonymous/appThemePreview',
    'anonymous/appEventLogClient',
    'preLogin',
    'getAfterLoginInfoWeb',
    'refreshData',
    'online',
    'getActivityIds',
    'activityGetStatusList',
    'getCustomerServices',
  ],
  loginAndRegister: [
    'googleLogin',
    'facebookLogin',
    'lineLogin',
    'accountLogin',
    'accountLoginSms',
    'accountRegist',
    'accountRegist4',
    'bindAccount',
    'bindSocialAccount',
    'forgetPassword',
    'initPassword',
    'smsSend',
  ],
  profile: [
    'updateProfile',
    'appUserOther',
    'updateAppUserOther',
    'uploadKyc',
    'addKyc',
    'kyc',
    'updateAddress',
    'appUserCoinDetail',
    'betRecord',
    'betRecordReport',
  ],
  wallet: ['getExchange', 'exchange', 'addBankInfo', 'modifyBankInfo'],
  mail: ['getMail2', 'getMailDetail', 'receiveMail', 'delMail'],
  games: ['startGame', 'exitGame', 'gameLike'],
  tasks: ['getTaskUser', 'finishTask', 'receiveTaskAward'],
  vip: [
    'getVipInfo',
    'receiveVipBonusUser',
    'betBonus',
    'betBonusReceive',
    'betBonusByTypeReceive',
    'getVipLevelAudit',
    'betBonusLog',
    'appVipUserReceiveDaily',
    'appVipUserReceiveSignInAward',
    'receiveVipTask',
    'receiveVipTaskUnReceiveBonus',
  ],
  inviteAgent: [
    'agentFill',
    'actInviteUser',
    'actInviteUserRecord',
    'actInviteUserStatus',
    'actInviteUserExchange',
    'actInviteUserSpin',
    'actInviteClickInvite',
    'appAgent5UserLog',
    'appAgent5User',
    'appAgent5UserReceive',
    'appAgent5UserInviteValidReceive',
    'loginBonus3User',
    'loginBonus3UserReceive',
    'activityAwardGetLog',
  ],
  jackpot: ['getJackpotDrawInfo', 'receiveDrawChance', 'getPersonJackpotDrawAwardLog', 'getJackpotRank'],
  scratchAndDiamond: [
    'getScratchCardInfo',
    'scratchCardLottery',
    'searchScratchCardAwardLog',
    'diamondShopData',
    'diamondExchangeCoin',
    'diamondExchangeGoods',
    'diamondGoodsExchangeOrderLog',
    'diamondExchangeScratchcard',
    'diamondLog',
    'receiveAddupAwardById',
  ],
} as const;
const specNames: string[] = Object.values(SPEC_CALLS).flat();

/** Areas where some calls serve visitors; every other area's calls all need a signed-in user. */
// lottery and rank: anyone may look at a draw or a leaderboard (and verify a draw); buying needs sign-in
const MIXED_AREAS: readonly Area[] = ['app', 'auth', 'games', 'lobby', 'lottery', 'rank'];
/** Read-only teasers of player areas: what a visitor may look at before signing up (nothing of any player). */
const VISITOR_TEASERS = [
  'anonymous/jackpotPools',
  'anonymous/spinWheel',
  'anonymous/vipLevels',
  'anonymous/inviteTerms',
  'anonymous/shopGoods',
];

describe('registry', () => {
  it.each(callList.map((c) => [c.name, c] as const))(
    '%s round-trips its examples and refuses a bad body',
    (_name, call) => {
      const req = call.request.safeParse(call.examples.request);
      expect(req.error?.issues ?? []).toEqual([]);
      const ans = call.answer.safeParse(call.examples.answer);
      expect(ans.error?.issues ?? []).toEqual([]);
      // Round trip: what parses, re-serialised through JSON, parses to the same value.
      expect(call.answer.parse(JSON.parse(JSON.stringify(ans.data)))).toEqual(ans.data);
      expect(call.request.safeParse(call.examples.invalidRequest).success).toBe(false);
    },
  );

  it('holds every call spec §7 names, none of them marked as an addition', () => {
    const missing = specNames.filter((n) => getCall(n) === undefined);
    expect(missing).toEqual([]);
    expect(specNames.filter((n) => getCall(n)?.addition)).toEqual([]);
    expect(new Set(specNames).size).toBe(specNames.length);
  });

  it('marks every call the spec does not name as an addition', () => {
    const unnamed = callList.filter((c) => !specNames.includes(c.name) && !c.addition).map((c) => c.name);
    expect(unnamed).toEqual([]);
  });

  it('keys each call by its own name, a path under /app/v1/', () => {
    for (const [key, call] of Object.entries(registry)) {
      expect(call.name).toBe(key);
      expect(key).toMatch(/^(anonymous\/)?[a-z][A-Za-z0-9]*$/);
      expect(AREAS).toContain(call.area);
      expect(call.summary.length).toBeGreaterThan(10);
    }
    const lower = callList.map((c) => c.name.toLowerCase());
    expect(new Set(lower).size).toBe(lower.length);
  });

  it('makes public exactly the anonymous/*, sign-in, sign-up, OTP and reset calls', () => {
    const publicNames = callList.filter((c) => c.public).map((c) => c.name);
    expect([...publicNames].sort()).toEqual([...PUBLIC_CALLS].sort());
    for (const name of publicNames) {
      expect(
        name.startsWith('anonymous/') ||
          /^(preLogin|getActivityIds|getCustomerServices|account(Login|LoginSms|Regist|Regist4)|smsSend|forgetPassword|(google|facebook|line)Login)$/.test(
            name,
          ),
      ).toBe(true);
    }
    for (const name of callList.map((c) => c.name).filter((n) => n.startsWith('anonymous/'))) {
      expect(getCall(name)?.public).toBe(true);
    }
  });

  it('keeps every call of a player-only area behind sign-in', () => {
    const leaks = callList
      .filter((c) => !MIXED_AREAS.includes(c.area) && c.public && !VISITOR_TEASERS.includes(c.name))
      .map((c) => c.name);
    expect(leaks).toEqual([]);
    // a teaser only reads: no spend, no claim policy
    for (const name of VISITOR_TEASERS) {
      const teaser = getCall(name);
      expect(teaser?.public).toBe(true);
      expect(teaser?.spend ?? false).toBe(false);
      expect(teaser?.policy).toEqual({});
    }
    for (const name of ['bindAccount', 'bindSocialAccount', 'initPassword', 'startGame', 'gameRoundPlay']) {
      expect(getCall(name)?.public).toBe(false);
    }
  });

  it('rate-limits sign-in, sign-up, reset and bind as auth, OTP per number, and claims', () => {
    const auth = [
      'accountLogin',
      'accountLoginSms',
      'accountRegist',
      'accountRegist4',
      'forgetPassword',
      'bindAccount',
      'bindSocialAccount',
      'googleLogin',
      'facebookLogin',
      'lineLogin',
    ];
    for (const name of auth) expect(getCall(name)?.policy.rateLimit?.class, name).toBe('auth');
    expect(getCall('smsSend')?.policy.rateLimit).toEqual({ class: 'otp', keyFields: ['mobile'] });
    const claims = callList.filter((c) =>
      /^receive|Receive|^actInviteUserExchange$|^diamondExchange|^scratchCardLottery$|Spin$/.test(c.name),
    );
    expect(claims.length).toBeGreaterThan(15);
    for (const call of claims) expect(call.policy.rateLimit?.class, call.name).toBe('claim');
  });

  it('makes every spend carry a requestId the platform spends under once', () => {
    const spends = callList.filter((c) => c.spend).map((c) => c.name);
    expect(spends.sort()).toEqual(
      [
        'actInviteUserSpin',
        'diamondExchangeCoin',
        'diamondExchangeGoods',
        'diamondExchangeScratchcard',
        'lotteryBuy',
        'receiveDrawChance',
        'scratchCardLottery',
        'spinLuckyWheel',
      ].sort(),
    );
    for (const name of spends) {
      const call = getCall(name)!;
      const { requestId, ...without } = call.examples.request as { requestId?: string };
      expect(requestId, name).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
      expect(call.request.safeParse(call.examples.request).success, name).toBe(true);
      // a spend without its key, or with one too short to be unique, is refused before it reaches the ledger
      expect(call.request.safeParse(without).success, name).toBe(false);
      expect(call.request.safeParse({ ...without, requestId: 'x' }).success, name).toBe(false);
      expect(call.policy.rateLimit?.class, name).toBe('claim');
    }
  });

  it('caches only public answers that are the same for everyone, keyed by request fields', () => {
    for (const call of callList.filter((c) => c.policy.cache)) {
      expect(call.public, call.name).toBe(true);
      for (const field of call.policy.cache?.keyFields ?? []) {
        expect(Object.keys((call.request as unknown as { shape: object }).shape)).toContain(field);
      }
    }
    expect(getCall('anonymous/appConfig')?.policy.cache?.keyFields).toEqual(['v']);
    expect(getCall('anonymous/appTheme')?.policy.cache).toBeDefined();
  });

  it('names rate-limit key fields that the request really has', () => {
    for (const call of callList) {
      for (const field of call.policy.rateLimit?.keyFields ?? []) {
        expect(Object.keys((call.request as unknown as { shape: object }).shape), call.name).toContain(field);
      }
    }
  });

  it('gives every call the shared common fields', () => {
    for (const call of callList) {
      const shape = (call.request as unknown as { shape: Record<string, unknown> }).shape;
      for (const field of ['appId', 'channel', 'platform', 'clientReferrer', 'appVersion']) {
        expect(shape, `${call.name}.${field}`).toHaveProperty(field);
      }
    }
  });

  it('uses the request and answer fields the spec gives', () => {
    expect(
      getCall('receiveDrawChance')?.answer.parse({ id: 1, type: 2, propId: 50001, count: 1, bonus: 5 }),
    ).toEqual({
      id: 1,
      type: 2,
      propId: 50001,
      count: 1,
      bonus: 5,
    });
    expect(getCall('getPersonJackpotDrawAwardLog')?.request.parse({})).toMatchObject({
      pageNum: 1,
      pageSize: 20,
    });
    expect(getCall('getJackpotRank')?.request.parse({})).toMatchObject({ pageNum: 1, pageSize: 10 });
    expect(getCall('startGame')?.request.parse({ gameId: 3 })).toMatchObject({ gameId: 3 });
    expect(getCall('receiveVipBonusUser')?.request.parse({ level: 2 })).toMatchObject({ level: 2 });
    expect(getCall('betBonus')?.request.parse({ type: 1 })).toMatchObject({ type: 1 });
    expect(getCall('betBonusByTypeReceive')?.request.parse({ type: 1 })).toMatchObject({ type: 1 });
    expect(getCall('receiveVipTask')?.request.parse({ id: 4 })).toMatchObject({ id: 4 });
    expect(getCall('agentFill')?.request.parse({ pid: 7 })).toMatchObject({ pid: 7 });
    expect(getCall('anonymous/appThemePreview')?.request.parse({ themeViewId: 't1' })).toMatchObject({
      themeViewId: 't1',
    });
  });

  it('answers every sign-in and sign-up with the token and the user', () => {
    for (const name of [
      'accountLogin',
      'accountLoginSms',
      'accountRegist',
      'accountRegist4',
      'googleLogin',
      'facebookLogin',
      'lineLogin',
    ]) {
      const answer = getCall(name)?.answer.parse(getCall(name)?.examples.answer) as {
        token: string;
        user: { id: number };
      };
      expect(answer.token.length, name).toBeGreaterThanOrEqual(32);
      expect(answer.user.id, name).toBeGreaterThan(0);
    }
  });

  it('stores every PH mobile number in one canonical form', () => {
    const sms = getCall('smsSend')!;
    const forms = ['09171234567', '+639171234567', '639171234567', '0917-123-4567', '(0917) 123 4567'];
    for (const mobile of forms)
      expect(sms.request.parse({ mobile, type: 0 })).toMatchObject({ mobile: '+639171234567' });
    for (const mobile of ['0817123456', '+6391712345678', '1234', '09171234567; drop']) {
      expect(sms.request.safeParse({ mobile, type: 0 }).success, mobile).toBe(false);
    }
  });

  it('refuses money as floats, negatives and absurd amounts', () => {
    const exchange = getCall('exchange')!;
    const requestId = 'withdraw-0001-abcd';
    expect(exchange.request.safeParse({ amount: 100.5, userBankId: 1, requestId }).success).toBe(false);
    expect(exchange.request.safeParse({ amount: -1, userBankId: 1, requestId }).success).toBe(false);
    expect(exchange.request.safeParse({ amount: 1e15, userBankId: 1, requestId }).success).toBe(false);
    expect(exchange.request.safeParse({ amount: '500', userBankId: 1, requestId }).success).toBe(false);
    expect(exchange.request.safeParse({ amount: 500, userBankId: 1, requestId }).success).toBe(true);
  });

  it('makes a withdrawal carry the requestId the platform keys it on', () => {
    const exchange = getCall('exchange')!;
    // without its key, or with one too short to be unique, a withdrawal is refused before it holds anything
    expect(exchange.request.safeParse({ amount: 500, userBankId: 1 }).success).toBe(false);
    expect(exchange.request.safeParse({ amount: 500, userBankId: 1, requestId: 'x' }).success).toBe(false);
  });

  it('requires the OTP for phone login type 1 and not for type 3', () => {
    const login = getCall('accountLoginSms')!;
    expect(login.request.safeParse({ mobile: '09171234567', loginType: 1 }).success).toBe(false);
    expect(login.request.safeParse({ mobile: '09171234567', loginType: 3 }).success).toBe(true);
  });
});
