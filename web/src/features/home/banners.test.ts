import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../../stores/config';
import { bannerCopy, sortedBanners } from './banners';

const banner = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  img: `/img/${id}.webp`,
  title: `Banner ${id}`,
  clickType: 1,
  clickAction: 0,
  target: '/faq',
  sort: id,
  ...over,
});
const config = (depositActivities?: unknown) =>
  ({
    bannerList: [banner(2), banner(1, { copy: 'welcomeBonus', activityType: 44 })],
    appGameList: [],
    appRechargeTypeMap: { 1: { status: 1, bonusKind: 1, bonusRate: 200 } },
    depositActivities,
  }) as unknown as AppConfig;

describe('home banners tell the player their own offers', () => {
  it('the first-deposit banner states the deposit activities offer, not a channel extra', () => {
    const c = config({ firstDeposit: { minDeposit: 10_000, rateBp: 10_000, cap: 50_000 } });
    const copy = bannerCopy(c, c.bannerList.find((b) => b.id === 1)!);
    expect(copy.value).toBe('100% up to ₱500');
    expect(copy.value).not.toContain('2%');
  });

  it('without a configured first-deposit offer the banner names no figure', () => {
    const c = config(undefined);
    expect(bannerCopy(c, c.bannerList.find((b) => b.id === 1)!).value).toBeUndefined();
  });

  it('an offer banner shows only while the player activity list holds its activity', () => {
    const c = config();
    const ids = (list: { id: number }[]) => list.map((b) => b.id);
    expect(ids(sortedBanners(c, new Set([44, 8])))).toEqual([1, 2]);
    // the platform dropped the offer (used, or out of reach): no banner for it
    expect(ids(sortedBanners(c, new Set([8])))).toEqual([2]);
    // the list not known yet: the offer waits rather than flash
    expect(ids(sortedBanners(c, null))).toEqual([2]);
  });
});
