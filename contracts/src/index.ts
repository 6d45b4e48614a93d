// Runtime entry for Node consumers (BFF, platform, tests). The web imports subpaths: types only for the
// registry, and the zod-free modules (money, fairness, enums, constants, reward-ids, phone, lengths, public-calls).
export * from './common';
export * from './constants';
export * from './define-call';
export * from './entities/app-config';
export * from './entities/game-round';
export * from './entities/session';
export * from './entities/user';
export * from './entities/wallet';
export * from './enums';
export * from './envelope';
export * from './errors';
export * from './lengths';
export * from './operator-roles';
export * from './ops-errors';
export * from './ops-registry';
export * from './phone';
export * from './public-calls';
export * from './registry';
