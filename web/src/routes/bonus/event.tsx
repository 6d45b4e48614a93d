import { BonusCentrePage } from '../../features/bonus-centre/bonus-centre-page';

export default function Page() {
  return <BonusCentrePage view="event" />;
}
