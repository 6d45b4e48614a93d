import { SetPasswordPage } from '../../features/auth/set-password-page';

export default function Page() {
  return <SetPasswordPage />;
}
