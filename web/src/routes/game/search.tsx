import { SearchPage } from '../../features/games/search-page';

export default function Page() {
  return <SearchPage />;
}
