import { VipStatementPage } from '../../features/vip/statement-page';

export default function Page() {
  return <VipStatementPage />;
}
