import './member.css';
import '../../i18n/account';
import { AVATAR_IDS, avatarUrl } from '@casino/contracts/constants';
import { useState } from 'react';
import { call } from '../../api/call';
import { refusalOf, type ShownError } from '../../components/form/error-text';
import { SubmitButton, TextField } from '../../components/form/fields';
import { FormAlert } from '../../components/form/form-alert';
import { useForm } from '../../components/form/use-form';
import { useFormSubmit } from '../../components/form/use-form-submit';
import { Skeleton } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import type { FormOutcome } from '../../lib/form-submit';
import { checkNickname, lengthsOf } from '../../lib/validate';
import { applyUser } from '../../stores/account';
import { $config } from '../../stores/config';
import { $user, type UserState } from '../../stores/session';
import { PersonalDetails } from './personal-details';

function InfoForm({ user }: { user: UserState }) {
  const lengths = lengthsOf(useStore($config).data);
  const [avatar, setAvatar] = useState(user.avatar || AVATAR_IDS[0]);
  const form = useForm('profile', { nickname: user.nickname }, (v) => ({
    nickname: checkNickname(v.nickname, lengths),
  }));
  // "saved" goes as soon as the player tries again or picks another avatar
  const [saved, setSaved] = useState(false);
  const nickname = form.values.nickname.trim();
  const changed = nickname !== user.nickname || avatar !== user.avatar;
  const sending = useFormSubmit(async (): Promise<FormOutcome<true, ShownError>> => {
    const res = await call('updateProfile', {
      ...(nickname !== user.nickname ? { nickname } : {}),
      ...(avatar !== user.avatar ? { avatar } : {}),
    });
    if (!res.ok) return { ok: false, error: refusalOf(form, res) };
    applyUser(res.data.user);
    setSaved(true);
    return { ok: true, result: true };
  });
  const { busy, error: alert } = sending;
  const submit = sending.submitWhen(() => {
    setSaved(false);
    return changed && form.check();
  });

  return (
    <form className="form" noValidate onSubmit={submit} aria-label={t('route.profileInfo')}>
      <fieldset className="avatar-picker">
        <legend>{t('member.avatar')}</legend>
        <div className="avatar-grid">
          {AVATAR_IDS.map((id) => (
            <label key={id} className="avatar-option">
              <input
                type="radio"
                name="avatar"
                value={id}
                checked={avatar === id}
                onChange={() => {
                  setAvatar(id);
                  setSaved(false);
                }}
              />
              <img src={avatarUrl(id)} width="56" height="56" alt={t('member.avatarN', { n: id })} />
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label={t('member.nickname')}
        field={form.field('nickname')}
        autoComplete="nickname"
        hint={t('member.nicknameHint', { min: lengths.username.min, max: lengths.username.max })}
        maxLength={lengths.username.max * 2}
      />
      <FormAlert error={alert} />
      {saved && (
        <p className="form-alert form-info" role="status">
          {t('member.saved')}
        </p>
      )}
      <SubmitButton disabled={busy || !changed}>{t('member.save')}</SubmitButton>
    </form>
  );
}

/**
 * /member/profile/info: avatar (the shipped /avatar/{id}.webp set) and nickname (updateProfile), then the personal
 * details (real name, birthday 21+) and the delivery address.
 */
export function ProfileInfoPage() {
  const user = useStore($user);
  return (
    <section className="page profile-info-page">
      {user ? <InfoForm user={user} /> : <Skeleton lines={4} />}
      {user && <PersonalDetails />}
    </section>
  );
}
