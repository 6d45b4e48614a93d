import { BindPage } from '../../features/auth/bind-page';

export default function Page() {
  return <BindPage />;
}
