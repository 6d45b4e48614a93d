import { ForgetPage } from '../../features/auth/forget-page';

export default function Page() {
  return <ForgetPage />;
}
