import { VipLevelPage } from '../../features/vip/vip-level-page';

export default function Page() {
  return <VipLevelPage />;
}
