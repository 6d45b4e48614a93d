import type { AppConfig } from '@casino/contracts/entities/app-config';
import { depositChannelOpen, payoutBankOpen } from '@casino/contracts/wallet-rules';
import { contentVersion } from '../core/canonical-json';
import type { CatalogueDocs, ThemeEntry } from './seed-schema';

export interface CustomerServiceRow {
  id: number;
  itemType: number;
  name: string;
  param1: string;
  param2: string;
  sort: number;
}

export interface MaintenanceState {
  status: 0 | 1;
  title: string;
  content: string;
  endTime: number;
}

export interface Theme {
  themeDomian: string;
  themeName: string;
  themeJsonData: string;
}

const bySort = <T extends { sort: number }>(list: readonly T[]) => [...list].sort((a, b) => a.sort - b.sort);

function keyed<T, K extends string | number>(list: readonly T[], key: (t: T) => K): Record<string, T> {
  const out: Record<string, T> = {};
  for (const item of list) out[String(key(item))] = item;
  return out;
}

/**
 * The app config answer (spec §3) from the catalogue documents plus the live tables.
 * `v` is a hash of everything else, so any edit (or a maintenance toggle) yields a new version.
 */
export function assembleConfig(
  docs: CatalogueDocs,
  customerService: readonly CustomerServiceRow[],
  maintenance: MaintenanceState,
): AppConfig {
  const { recharge, games } = docs;
  const switches = docs.settings.wallet;
  const body = {
    ...docs.settings,
    // E-wallets the operator keeps off are listed switched off (status 0), as any closed channel is.
    appRechargeTypeMap: keyed(
      bySort(recharge.channels).map(({ itemIds: _itemIds, ...channel }) => ({
        ...channel,
        status: depositChannelOpen(channel, switches) ? channel.status : (0 as const),
      })),
      (c) => c.id,
    ),
    appRechargeItemMap: keyed(bySort(recharge.items), (i) => i.id),
    appRechargeTypeItemMap: Object.fromEntries(recharge.channels.map((c) => [String(c.id), [...c.itemIds]])),
    appRechargeBankMap: keyed(
      bySort(docs.banks.banks).map((b) => ({
        ...b,
        status: payoutBankOpen(b, switches) ? b.status : (0 as const),
      })),
      (b) => b.id,
    ),
    appVipMap: keyed(
      [...docs.vip.levels].sort((a, b) => a.level - b.level),
      (l) => l.level,
    ),
    appUserLevelConfigList: [...docs.vip.userLevels].sort((a, b) => a.level - b.level),
    appGameList: bySort(games.games),
    appGameTypeList: bySort(games.types),
    appGameBrandList: bySort(games.brands),
    appGamePlatformList: bySort(games.platforms),
    appGenericImgList: games.images,
    appPropConfigMap: keyed(docs.props.props, (p) => p.id),
    jackpotAwardConfigList: docs.props.jackpotAwards,
    appCustomerServiceQueue: bySort(customerService),
    maintenance,
    faqList: bySort(docs.faq.faq),
    bannerList: bySort(docs.banners.banners),
  };
  return { v: contentVersion(body), ...body };
}

export function toTheme(entry: ThemeEntry): Theme {
  return {
    themeDomian: entry.themeDomian,
    themeName: entry.themeName,
    themeJsonData: JSON.stringify(entry.tokens),
  };
}
