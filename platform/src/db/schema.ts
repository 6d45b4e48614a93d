// The one schema door: drizzle-kit generates the migrations from this file, and code imports tables from it.
// Each area's tables live in their own file.

export * from './schema-agent';
export * from './schema-app';
export * from './schema-auth';
export * from './schema-chat';
export * from './schema-compliance';
export * from './schema-deposit';
export * from './schema-games';
export * from './schema-jackpot';
export * from './schema-jobs';
export * from './schema-kyc';
export * from './schema-ledger';
export * from './schema-lottery';
export * from './schema-mail';
export * from './schema-ops';
export * from './schema-protection';
export * from './schema-rewards';
export * from './schema-shop';
export * from './schema-vip';
export * from './schema-wallet';
