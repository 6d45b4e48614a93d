import { CardListPage } from '../../../features/wallet/other-pages';

export default function Page() {
  return <CardListPage />;
}
