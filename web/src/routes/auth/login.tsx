import { LoginPage } from '../../features/auth/login-page';

export default function Page() {
  return <LoginPage />;
}
