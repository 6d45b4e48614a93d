import './home.css';
import './lobby-search.css';
import { Link } from 'react-router';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { $config } from '../../stores/config';
import { BannerArea } from './banner-area';
import { GameGrid } from './game-grid';

export function HomePage() {
  const { data } = useStore($config);
  return (
    <div className="home">
      <BannerArea config={data} />
      {/* a link that looks like the search field it opens (lobby-search.css): no search code in the first load */}
      <Link className="cat" to="/game/search">
        <svg viewBox="0 0 9 9" width="18" height="18" fill="none" stroke="currentColor" aria-hidden="true">
          <circle cx="4" cy="4" r="3" />
          <path d="m6 6 3 3" />
        </svg>
        {t('home.search')}
      </Link>
      <GameGrid />
    </div>
  );
}
