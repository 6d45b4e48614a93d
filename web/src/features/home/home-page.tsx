import { useStore } from '../../components/use-store';
import { $config } from '../../stores/config';
import { BannerArea } from './banner-area';
import { GameGrid } from './game-grid';

export function HomePage() {
  const { data } = useStore($config);
  return (
    <div className="home">
      <BannerArea config={data} />
      <GameGrid />
    </div>
  );
}
