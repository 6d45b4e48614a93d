import { PointsPage } from '../features/shop/points-page';

export default function Page() {
  return <PointsPage />;
}
