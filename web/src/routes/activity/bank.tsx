import { BankPage } from '../../features/deposit-bonus/bank-page';

export default function Page() {
  return <BankPage />;
}
