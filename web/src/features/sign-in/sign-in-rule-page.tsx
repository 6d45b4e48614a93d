import './sign-in.css';
import '../../i18n/tasks';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { ErrorState, Skeleton } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t, tList } from '../../i18n';
import { $loggedIn } from '../../stores/session';
import { SignInDays } from './sign-in-page';
import { $signIn, loadSignIn } from './sign-in-store';

/** /activity/sign-in/rule: how the cycle works, and (signed in) the reward of each day. */
export function SignInRulePage() {
  const loggedIn = useStore($loggedIn);
  const state = useStore($signIn);
  useEffect(() => {
    if (loggedIn) void loadSignIn();
  }, [loggedIn]);
  return (
    <section className="page sign-in-page">
      <h2 className="sign-in-rule-title">{t('signIn.rules.title')}</h2>
      <ol className="sign-in-rules">
        {tList('signIn.rules.items').map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
      <h2 className="sign-in-rule-title">{t('signIn.rules.rewardsTitle')}</h2>
      {!loggedIn && (
        <p className="small">
          <Link to="/auth/login?redirect=%2Factivity%2Fsign-in%2Frule">{t('signIn.rules.rewardsLogin')}</Link>
        </p>
      )}
      {loggedIn && (state.status === 'loading' || state.status === 'idle') && <Skeleton lines={3} />}
      {loggedIn && state.status === 'error' && <ErrorState onRetry={() => void loadSignIn()} />}
      {loggedIn && state.status === 'ready' && state.data && <SignInDays info={state.data} />}
    </section>
  );
}
