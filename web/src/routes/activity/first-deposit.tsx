import { FirstDepositPage } from '../../features/deposit-bonus/first-deposit-page';

export default function Page() {
  return <FirstDepositPage />;
}
