import { VipPage } from '../../features/vip/vip-page';

export default function Page() {
  return <VipPage />;
}
