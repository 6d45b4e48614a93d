import { JackpotPage } from '../../features/jackpot/jackpot-page';

export default function Page() {
  return <JackpotPage />;
}
