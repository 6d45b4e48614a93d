import { Link } from 'react-router';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import type { ClickEntry } from '../../stores/activity-click';
import type { AppConfig } from '../../stores/config';
import { $loggedIn } from '../../stores/session';

// The click rules load on the first tap: nothing on the first paint needs them.
const entryClick = (entry: ClickEntry, loggedIn: boolean) =>
  void import('../../stores/activity-click').then((m) => m.performEntryClick(entry, loggedIn));

/** Promotions strip; space is reserved (16:7) so late config never shifts the page. */
export function BannerArea({ config }: { config: AppConfig | null }) {
  const loggedIn = useStore($loggedIn);
  const banners = (config?.bannerList ?? []).slice().sort((a, b) => a.sort - b.sort);
  if (banners.length === 0) {
    return (
      <section aria-label={t('home.bannersLabel')}>
        <Link className="banner banner-welcome" to="/auth/register">
          <img src="/img/banner/welcome.webp" width="448" height="196" alt="" fetchPriority="high" />
          <span className="banner-text">
            <strong>{t('home.welcomeTitle')}</strong>
            <span>{t('home.welcomeBody')}</span>
          </span>
        </Link>
      </section>
    );
  }
  return (
    <section aria-label={t('home.bannersLabel')}>
      <div className="banner banner-track">
        {banners.map((b, i) => (
          <button key={b.id} type="button" className="banner-slide" onClick={() => entryClick(b, loggedIn)}>
            <img
              src={b.img}
              width="448"
              height="196"
              alt={b.title}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'auto'}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
