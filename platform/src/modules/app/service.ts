import { ERR } from '@casino/contracts/errors';
import type { CallAnswer } from '@casino/contracts/registry';
import type { CatalogueService } from '../../catalogue/service';
import { CallError, notLoggedIn } from '../../core/call-error';
import type { SessionInfo } from '../../core/handlers';
import type { Db } from '../../db/client';
import { touchSession } from '../auth';

/** The start-up and housekeeping calls of the app: config, theme, pre-login, presence. */
export function createAppService(deps: { db: Db; catalogue: CatalogueService }) {
  const { db, catalogue } = deps;

  return {
    /** The full config. `v` is answered back so a client holding the same version knows nothing changed. */
    /** The whole config, or the short "unchanged" when the client already holds this version. */
    async appConfig(v: string | undefined): Promise<CallAnswer<'anonymous/appConfig'>> {
      const { config } = await catalogue.snapshot();
      return v !== undefined && v === config.v ? { v, unchanged: true } : config;
    },

    async activeTheme(): Promise<CallAnswer<'anonymous/appTheme'>> {
      return (await catalogue.snapshot()).activeTheme;
    },

    async previewTheme(themeViewId: string): Promise<CallAnswer<'anonymous/appThemePreview'>> {
      const theme = (await catalogue.snapshot()).themes.get(themeViewId);
      if (!theme) throw new CallError(ERR.NOT_FOUND, `Theme "${themeViewId}" does not exist`);
      return theme;
    },

    /**
     * Spec §7/§8: a visitor (no token) gets the start-up fields; a token that no longer opens a session (revoked,
     * expired, unknown) is a 401, the answer on which the client logs out at start instead of at its next call.
     */
    async preLogin(session: SessionInfo | null, tokenSent: boolean): Promise<CallAnswer<'preLogin'>> {
      if (session === null && tokenSent) throw notLoggedIn();
      const { config, maintenance, customerService } = await catalogue.snapshot();
      return {
        maintenance,
        appCustomerServiceQueue: customerService,
        otpStatus: config.otpStatus,
        registerType: config.registerType,
        defaultLoginType: config.defaultLoginType,
        loggedIn: session !== null,
      };
    },

    async customerServices(): Promise<CallAnswer<'getCustomerServices'>> {
      return { appCustomerServiceQueue: (await catalogue.snapshot()).customerService };
    },

    /** Presence ping: the session was seen now, in this game (0 = lobby). */
    async online(session: SessionInfo, gameId: number | undefined): Promise<null> {
      await touchSession(db, session.sessionId, gameId ?? 0);
      return null;
    },
  };
}

export type AppService = ReturnType<typeof createAppService>;
