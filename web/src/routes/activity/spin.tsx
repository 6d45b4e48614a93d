import { SpinPage } from '../../features/jackpot/spin-page';

export default function Page() {
  return <SpinPage />;
}
