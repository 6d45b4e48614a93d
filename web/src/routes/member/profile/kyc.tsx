import { KycPage } from '../../../features/kyc/kyc-page';

export default function Page() {
  return <KycPage />;
}
