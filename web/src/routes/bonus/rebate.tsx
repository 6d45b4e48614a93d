import { RebatePage } from '../../features/vip/rebate-page';

export default function Page() {
  return <RebatePage />;
}
