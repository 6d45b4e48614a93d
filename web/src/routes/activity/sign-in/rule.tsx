import { SignInRulePage } from '../../../features/sign-in/sign-in-rule-page';

export default function Page() {
  return <SignInRulePage />;
}
