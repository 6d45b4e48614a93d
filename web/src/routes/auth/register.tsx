import { RegisterPage } from '../../features/auth/register-page';

export default function Page() {
  return <RegisterPage />;
}
