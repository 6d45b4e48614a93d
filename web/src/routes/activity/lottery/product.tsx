import { LotteryProductPage } from '../../../features/lottery/product-page';

export default function Page() {
  return <LotteryProductPage />;
}
