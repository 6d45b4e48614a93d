import { lazy, Suspense, useRef } from 'react';
import { Link } from 'react-router';
import { Tagline } from '../../components/responsible-gaming';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { $activity } from '../../stores/activity';
import type { ClickEntry } from '../../stores/activity-click';
import type { AppConfig } from '../../stores/config';
import { $loggedIn } from '../../stores/session';
import { type BannerCopy, bannerCopy, sortedBanners } from './banners';

// The click rules load on the first tap: nothing on the first paint needs them.
const entryClick = (entry: ClickEntry, loggedIn: boolean) =>
  void import('../../stores/activity-click').then((m) => m.performEntryClick(entry, loggedIn));
// Dots, arrows and autoplay come after the first paint, drawn over the slides (no layout shift). Swiping is the
// track's own scroll snapping, so it works before they arrive.
const BannerControls = lazy(() => import('./banner-controls'));

const BOOT_ART = '/img/banner/welcome.webp';

function Copy({ copy }: { copy: BannerCopy }) {
  return (
    <span className="banner-copy">
      <strong className="banner-headline">{copy.headline}</strong>
      {copy.value && <span className="banner-value">{copy.value}</span>}
      {copy.note && <span className="banner-note">{copy.note}</span>}
      <span className="btn btn-gold btn-small banner-cta">{copy.cta}</span>
    </span>
  );
}

/** Promotions carousel; its box is reserved (16:7 per slide) so the config arriving late never shifts the page. */
export function BannerArea({ config }: { config: AppConfig | null }) {
  const loggedIn = useStore($loggedIn);
  const activity = useStore($activity);
  const track = useRef<HTMLDivElement>(null);
  const offers =
    activity.status === 'ready' ? new Set(Object.values(activity.map).map((a) => a.activityType)) : null;
  const banners = sortedBanners(config, offers);
  if (!config) {
    // the boot shell's picture (index.html) until the config says what to show
    return (
      <section aria-label={t('home.bannersLabel')} className="banner">
        <img src={BOOT_ART} width="448" height="196" alt="" fetchPriority="high" />
      </section>
    );
  }
  if (banners.length === 0) {
    return (
      <section aria-label={t('home.bannersLabel')} className="banner">
        <Link className="banner-slide" to="/auth/register">
          <img src={BOOT_ART} width="448" height="196" alt="" fetchPriority="high" />
          <Copy
            copy={{
              headline: t('home.welcomeTitle'),
              note: t('home.welcomeBody'),
              cta: t('common.register'),
            }}
          />
        </Link>
      </section>
    );
  }
  const setKey = banners.map((b) => b.id).join('-');
  return (
    <section aria-label={t('home.bannersLabel')} aria-roledescription="carousel" className="banner">
      {/* a new set (the player's offers arrived) starts again at its first slide, the controls with it */}
      <div className="banner-track" ref={track} key={setKey}>
        {banners.map((b, i) => (
          <button
            key={b.id}
            type="button"
            className="banner-slide"
            aria-roledescription="slide"
            onClick={() => entryClick(b, loggedIn)}
          >
            <img
              src={b.img}
              width="448"
              height="196"
              alt=""
              loading={i < 2 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'auto'}
            />
            <Copy copy={bannerCopy(config, b)} />
          </button>
        ))}
      </div>
      {banners.length > 1 && (
        <Suspense fallback={null}>
          <BannerControls key={setKey} track={track} count={banners.length} />
        </Suspense>
      )}
      <Tagline />
    </section>
  );
}
