import type { z } from 'zod';
import type { appConfig } from '../entities/app-config';

/** A small valid app config: the registry example and a fixture for client tests. */
export const exampleAppConfig: z.input<typeof appConfig> = {
  v: '1',
  lengths: {
    account: { min: 6, max: 16 },
    username: { min: 2, max: 16 },
    password: { min: 6, max: 20 },
    smsCode: { min: 6, max: 6 },
    withdrawAccount: { min: 10, max: 20 },
  },
  safeboxPasswordLength: 6,
  smsCodeSendLimit: 5,
  otpStatus: 1,
  registerType: 1,
  defaultLoginType: 1,
  userRegisterCoin: 1000,
  minRechargeStatus: 1,
  proxy: { enabled: 1, commissionRateBp: 80, shareUrl: 'https://example.ph/share' },
  appRechargeTypeMap: {
    '1': {
      id: 1, name: 'GCash', method: 'gcash', icon: '/img/pay/gcash.svg', sort: 1, status: 1,
      minAmount: 10000, minAmount2: 1000000, maxAmount: 5000000, isDefault: 1, bonusKind: 1, bonusRate: 300,
    },
  },
  appRechargeItemMap: { '1': { id: 1, price: 10000, sort: 1, bonus: 0 } },
  appRechargeTypeItemMap: { '1': [1] },
  appRechargeBankMap: { '1': { id: 1, name: 'BDO', kind: 'bank', icon: '/img/bank/bdo.svg', sort: 1, status: 1 } },
  appVipMap: { '0': { level: 0, name: 'VIP 0', experience: 0, betLimit: 1000000, showType: 1 } },
  appUserLevelConfigList: [{ level: 0, betAmount: 0 }],
  appGameList: [
    {
      id: 1, name: 'Perya Color Game', typeId: 1, brandId: 1, platformId: 1, imgKey: 'game-color', status: 1, sort: 1,
      hot: 1, isNew: 0, tryIt: 1, rtp: 9630, minBet: 100, maxBet: 500000, engine: 'color',
    },
  ],
  appGameTypeList: [{ id: 1, name: 'Slots', icon: '/img/type/slots.svg', status: 1, sort: 1 }],
  appGameBrandList: [{ id: 1, name: 'House', logo: '/img/brand/house.svg', sort: 1 }],
  appGamePlatformList: [{ id: 1, name: 'In-house', sort: 1 }],
  appGenericImgList: [{ uniqueKey: 'game-color', img: '/img/games/color.svg' }],
  gameResourceUrl: '/games',
  appPropConfigMap: { '2001': { id: 2001, name: 'Coin', num: 1 } },
  jackpotAwardConfigList: [{ id: 1, type: 2, propId: 50001, count: 1, showNum: 1 }],
  appCustomerServiceQueue: [{ id: 1, itemType: 1, name: 'Live chat', param1: '0', param2: '0', sort: 1 }],
  clientConfig: { lobbyBonusAmount: 0, tutorialVersion: 1 },
  feedbackConfig: { imagesLimit: 3 },
  maintenance: { status: 0, title: '', content: '', endTime: 0 },
  h5ClientMode: 0,
  h5: { downloadUrl: '/download' },
  deviceId: '',
  faqList: [{ id: 1, question: 'How do I deposit?', answer: 'Open the wallet and pick a channel.', sort: 1 }],
  bannerList: [],
  kycRequired: 0,
};
