import { RetrievePage } from '../../features/wallet/other-pages';

export default function Page() {
  return <RetrievePage />;
}
