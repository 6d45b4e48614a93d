import { RebateRecordPage } from '../../../features/vip/rebate-record-page';

export default function Page() {
  return <RebateRecordPage />;
}
