import { CardEditPage } from '../../../features/wallet/other-pages';

export default function Page() {
  return <CardEditPage />;
}
