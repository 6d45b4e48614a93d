// The error codes the web app's first load reacts to, in a module of their own: the first load imports this file
// and not errors.ts, so the whole ERR table (~1 KB, which the lazy pages share) stays out of the first-load
// bundle, which has no room for it (web README, size budget). errors.ts builds ERR from these.
export const ERR_UNAUTHORIZED = 401;
export const ERR_MAINTENANCE = 503;
export const ERR_UPSTREAM_TIMEOUT = 504;
/** Cooling off or self-excluded: the app switches to its restricted view on this answer to any call. */
export const ERR_SELF_RESTRICTED = 6002;
