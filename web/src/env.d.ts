/// <reference types="vite/client" />

declare const __BUILD_ID__: string;

declare module 'virtual:call-policy' {
  /** Calls marked public in the contracts registry: they never trigger the 401 logout. */
  export const publicCalls: ReadonlySet<string>;
  export const knownCalls: ReadonlySet<string>;
}
