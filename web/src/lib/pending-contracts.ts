// TODO(contracts): appId has no zod-free home yet (CLIENT_DEFAULTS lives in common.ts with zod);
// move it to '@casino/contracts/constants' and import it from there.
export const APP_ID = 'casino-ph';
