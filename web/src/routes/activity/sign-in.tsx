import { SignInPage } from '../../features/sign-in/sign-in-page';

export default function Page() {
  return <SignInPage />;
}
