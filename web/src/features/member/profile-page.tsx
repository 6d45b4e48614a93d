import './member.css';
import '../../i18n/account';
import { avatarUrl } from '@casino/contracts/constants';
import { maskPhMobile } from '@casino/contracts/phone';
import type { CallAnswer } from '@casino/contracts/registry';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { call } from '../../api/call';
import { ErrorState, Skeleton } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { formatDateTime } from '../../lib/date-time';
import { signOut } from '../../stores/account';
import { $user } from '../../stores/session';
import { availableProviders, boundSocialName, PROVIDERS } from '../../stores/social';
import { ChangePasswordDialog } from './change-password';

type SessionInfo = CallAnswer<'loginSessionInfo'>;

/** Previous and current login (GLI: the player sees when and from what device they last signed in). */
function LoginActivity() {
  const [info, setInfo] = useState<SessionInfo | null>(null);
  const [failed, setFailed] = useState(false);
  const load = () => {
    setFailed(false);
    void call('loginSessionInfo', {}).then((res) => (res.ok ? setInfo(res.data) : setFailed(true)));
  };
  useEffect(load, []);
  return (
    <section aria-labelledby="login-activity">
      <h2 id="login-activity">{t('member.loginActivity')}</h2>
      {failed ? (
        <ErrorState onRetry={load} />
      ) : !info ? (
        <Skeleton lines={2} />
      ) : (
        <dl className="facts">
          <dt>{t('member.previousLogin')}</dt>
          <dd>
            {info.previous
              ? t('member.loginLine', {
                  time: formatDateTime(info.previous.loginTime),
                  device: info.previous.device || t('member.unknownDevice'),
                  ip: info.previous.ip,
                })
              : t('member.firstLogin')}
          </dd>
          <dt>{t('member.currentLogin')}</dt>
          <dd>
            {t('member.loginLine', {
              time: formatDateTime(info.current.loginTime),
              device: info.current.device || t('member.unknownDevice'),
              ip: info.current.ip,
            })}
          </dd>
          {info.passwordChangedAt > 0 && (
            <>
              <dt>{t('member.passwordChangedAt')}</dt>
              <dd>{formatDateTime(info.passwordChangedAt)}</dd>
            </>
          )}
        </dl>
      )}
      <p className="muted small">{t('member.notYou')}</p>
    </section>
  );
}

/** /member/profile: the account, bound phone and social accounts, password, login activity, logout. */
export function ProfilePage() {
  const user = useStore($user);
  const [changing, setChanging] = useState(false);
  if (!user) return <Skeleton lines={6} />;
  const offered = availableProviders();
  const providers = PROVIDERS.filter((p) => offered.includes(p) || boundSocialName(user, p));
  return (
    <section className="page profile-page">
      <Link to="/member/profile/info" className="member-card">
        <img src={avatarUrl(user.avatar || '1')} width="64" height="64" alt="" className="avatar" />
        <span className="member-who">
          <strong>{user.nickname || user.account}</strong>
          <span className="small">{t('member.editProfile')}</span>
        </span>
      </Link>
      <section aria-labelledby="profile-account">
        <h2 id="profile-account">{t('member.account')}</h2>
        <ul className="menu">
          {user.account && (
            <li className="menu-row">
              <span className="menu-label">{t('form.account')}</span>
              <span>{user.account}</span>
            </li>
          )}
          <li className="menu-row">
            <span className="menu-label">{t('member.playerIdLabel')}</span>
            <span>{user.id}</span>
          </li>
          <li className="menu-row">
            <span className="menu-label">{t('form.mobile')}</span>
            {user.mobile ? (
              <span>{maskPhMobile(user.mobile)}</span>
            ) : (
              <Link className="btn btn-small btn-outline" to="/auth/bind?redirect=%2Fmember%2Fprofile">
                {t('bind.bind')}
              </Link>
            )}
          </li>
          {providers.map((p) => {
            const name = boundSocialName(user, p);
            return (
              <li key={p} className="menu-row">
                <img src={`/img/social/${p}.svg`} width="20" height="20" alt="" />
                <span className="menu-label">{t(`social.${p}`)}</span>
                {name ? (
                  <span>{name}</span>
                ) : (
                  <Link className="btn btn-small btn-outline" to="/auth/bind?redirect=%2Fmember%2Fprofile">
                    {t('bind.bind')}
                  </Link>
                )}
              </li>
            );
          })}
          <li className="menu-row">
            <span className="menu-label">{t('form.password')}</span>
            {user.hasPassword ? (
              <button type="button" className="btn btn-small btn-outline" onClick={() => setChanging(true)}>
                {t('member.change')}
              </button>
            ) : (
              <Link
                className="btn btn-small btn-outline"
                to="/auth/set-password?redirect=%2Fmember%2Fprofile"
              >
                {t('member.setPassword')}
              </Link>
            )}
          </li>
        </ul>
      </section>
      <LoginActivity />
      <button type="button" className="btn btn-outline btn-block" onClick={signOut}>
        {t('member.logout')}
      </button>
      {changing && <ChangePasswordDialog onClose={() => setChanging(false)} />}
    </section>
  );
}
