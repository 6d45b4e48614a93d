/// <reference types="vite/client" />

declare const __BUILD_ID__: string;

interface ImportMetaEnv {
  /** Social sign-in client ids; a provider's button shows only when its id is set (or the config has one). */
  readonly VITE_GOOGLE_CLIENT_ID?: string;
  readonly VITE_FACEBOOK_APP_ID?: string;
  readonly VITE_LINE_LIFF_ID?: string;
  /** '1': offer sandbox social tokens in a production build (test stacks whose platform accepts them). */
  readonly VITE_SOCIAL_SANDBOX?: string;
}

/** en-US.json minus the route titles only other pages show (vite.config.ts firstLoadMessages). */
declare module '*en-US.json?first-load' {
  const resource: { [key: string]: string | Record<string, unknown> };
  export default resource;
}
