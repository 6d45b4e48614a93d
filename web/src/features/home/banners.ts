import type { CLICK_TYPE, RECHARGE_BONUS_KIND } from '@casino/contracts/enums';
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

/** The operator's banners in sort order. */
export const sortedBanners = (config: AppConfig | null): Banner[] =>
  (config?.bannerList ?? []).slice().sort((a, b) => a.sort - b.sort || a.id - b.id);

// The two enum values this needs, typed so that they can only be the named ones: importing the enums module
// would put all of it in the first-load script (its top-level derived lists are kept whole).
type Kinds = typeof RECHARGE_BONUS_KIND;
type KindNamed<N> = { [K in keyof Kinds]: Kinds[K] extends N ? K : never }[keyof Kinds];
const FIRST_DEPOSIT: KindNamed<'firstDeposit'> = 1;
const GAME_CLICK: (typeof CLICK_TYPE)['game'] = 2;

/**
 * The texts over a banner's art: the app's own (home.banners.<copy>) when the operator named them, with the
 * figures read from the config — the best first-deposit bonus rate of an open channel, the game's declared RTP —
 * so a banner never promises what the product does not give; else the operator's title and a plain button.
 */
export function bannerCopy(config: AppConfig, banner: Banner): BannerCopy {
  const isGame = banner.clickType === GAME_CLICK;
  const base = banner.copy ? `home.banners.${banner.copy}` : '';
  if (!base || !hasKey(`${base}.headline`))
    return { headline: banner.title, cta: t(isGame ? 'home.bannerPlay' : 'home.bannerMore') };
  const gameId = Number(banner.target) || banner.clickAction;
  const game = isGame ? config.appGameList.find((g) => g.id === gameId) : undefined;
  const rates = Object.values(config.appRechargeTypeMap)
    .filter((c) => c.status === 1 && c.bonusKind === FIRST_DEPOSIT)
    .map((c) => c.bonusRate);
  const vars: Record<string, string> = {};
  if (game) vars.rtp = (game.rtp / 100).toFixed(2).replace(/\.?0+$/, '');
  if (rates.length > 0 && Math.max(...rates) > 0) vars.rate = String(Math.max(...rates) / 100);
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
