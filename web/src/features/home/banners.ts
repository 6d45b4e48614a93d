import type { CLICK_TYPE } from '@casino/contracts/enums';
import { formatMoney } from '@casino/contracts/money';
import { hasKey, t } from '../../i18n';
import type { AppConfig } from '../../stores/config';

export type Banner = AppConfig['bannerList'][number];

export interface BannerCopy {
  headline: string;
  /** The offer line (a bonus rate, a game's RTP); absent when the config has no figure for it. */
  value?: string;
  note?: string;
  cta: string;
}

/**
 * The operator's banners in sort order. A banner that advertises an activity's offer shows only while the
 * player's own activity list holds that activity (the platform drops offers the player used or cannot take);
 * until the list is known such a banner waits, so it never flashes an offer that is not the player's.
 */
export const sortedBanners = (
  config: AppConfig | null,
  offerTypes: ReadonlySet<number> | null = null,
): Banner[] =>
  (config?.bannerList ?? [])
    .filter((b) => b.activityType === undefined || (offerTypes?.has(b.activityType) ?? false))
    .sort((a, b) => a.sort - b.sort || a.id - b.id);

/** The first-deposit offer as the deposit activities configure it (appConfig carries the settings). */
function firstDepositOffer(config: AppConfig): { rateBp: number; cap: number } | null {
  const offer = (
    config as unknown as { depositActivities?: { firstDeposit?: { rateBp?: unknown; cap?: unknown } } }
  ).depositActivities?.firstDeposit;
  if (typeof offer?.rateBp !== 'number' || typeof offer.cap !== 'number' || offer.rateBp <= 0) return null;
  return { rateBp: offer.rateBp, cap: offer.cap };
}

// The enum value this needs, typed so that it can only be the named one: importing the enums module
// would put all of it in the first-load script (its top-level derived lists are kept whole).
const GAME_CLICK: (typeof CLICK_TYPE)['game'] = 2;

/**
 * The texts over a banner's art: the app's own (home.banners.<copy>) when the operator named them, with the
 * figures read from the config — the first-deposit offer of the deposit activities, the game's declared RTP —
 * so a banner never promises what the product does not give; else the operator's title and a plain button.
 */
export function bannerCopy(config: AppConfig, banner: Banner): BannerCopy {
  const isGame = banner.clickType === GAME_CLICK;
  const base = banner.copy ? `home.banners.${banner.copy}` : '';
  if (!base || !hasKey(`${base}.headline`))
    return { headline: banner.title, cta: t(isGame ? 'home.bannerPlay' : 'home.bannerMore') };
  const gameId = Number(banner.target) || banner.clickAction;
  const game = isGame ? config.appGameList.find((g) => g.id === gameId) : undefined;
  const vars: Record<string, string> = {};
  if (game) vars.rtp = (game.rtp / 100).toFixed(2).replace(/\.?0+$/, '');
  const offer = firstDepositOffer(config);
  if (offer) {
    vars.rate = String(offer.rateBp / 100);
    vars.cap = formatMoney(offer.cap, { trimZeroCents: true });
  }
  const text = (key: string) => {
    if (!hasKey(`${base}.${key}`)) return undefined;
    const out = t(`${base}.${key}`, vars);
    // a figure the config does not have: leave the line out rather than show a placeholder
    return out.includes('{{') ? undefined : out;
  };
  const copy: BannerCopy = {
    headline: t(`${base}.headline`),
    cta: text('cta') ?? t(isGame ? 'home.bannerPlay' : 'home.bannerMore'),
  };
  const value = text('value');
  const note = text('note');
  if (value) copy.value = value;
  if (note) copy.note = note;
  return copy;
}
