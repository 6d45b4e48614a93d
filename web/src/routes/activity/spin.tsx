import { SpinPage } from '../../features/lucky-wheel/spin-page';

export default function Page() {
  return <SpinPage />;
}
