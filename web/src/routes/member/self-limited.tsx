import { SelfLimitedPage } from '../../features/protection/self-limited-page';

export default function Page() {
  return <SelfLimitedPage />;
}
