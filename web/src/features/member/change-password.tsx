import { ERR } from '@casino/contracts/errors';
import { call } from '../../api/call';
import { Dialog } from '../../components/dialog';
import { fieldErrors, refusalOf, type ShownError } from '../../components/form/error-text';
import { PasswordField, SubmitButton } from '../../components/form/fields';
import { FormAlert } from '../../components/form/form-alert';
import { useForm } from '../../components/form/use-form';
import { useCheckedSubmit } from '../../components/form/use-form-submit';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import type { FormOutcome } from '../../lib/form-submit';
import { checkConfirm, checkNewPassword, checkPassword, lengthsOf } from '../../lib/validate';
import { $config } from '../../stores/config';

/** Change password with the current one; the server signs out every other session. */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const lengths = lengthsOf(useStore($config).data);
  const form = useForm('change-password', { oldPassword: '', password: '', confirm: '' }, (v) => ({
    oldPassword: checkPassword(v.oldPassword, lengths),
    password:
      checkNewPassword(v.password, lengths) ??
      (v.password === v.oldPassword && v.password !== '' ? { key: 'authErr.2024' } : null),
    confirm: checkConfirm(v.password, v.confirm),
  }));
  const sending = useCheckedSubmit(form, async (): Promise<FormOutcome<true, ShownError>> => {
    const res = await call('updatePassword', {
      oldPassword: form.values.oldPassword,
      password: form.values.password,
    });
    if (res.ok) return { ok: true, result: true };
    const byField =
      res.errcode === ERR.WRONG_CREDENTIALS
        ? { oldPassword: { key: 'member.wrongOldPassword' } }
        : fieldErrors(res);
    return { ok: false, error: refusalOf(form, res, byField) };
  });
  const { busy, blocked, error: alert, onSubmit: submit } = sending;
  const done = sending.result !== null;

  return (
    <Dialog
      title={t('member.changePassword')}
      onClose={onClose}
      className="form-dialog"
      actions={
        done ? (
          <button type="button" className="btn btn-gold btn-block" onClick={onClose}>
            {t('common.ok')}
          </button>
        ) : (
          <>
            <SubmitButton form="change-password-form" disabled={busy || blocked}>
              {t('member.changePasswordSubmit')}
            </SubmitButton>
            <button type="button" className="btn btn-ghost btn-block" onClick={onClose}>
              {t('common.cancel')}
            </button>
          </>
        )
      }
    >
      {done ? (
        <p role="status">{t('member.passwordChanged')}</p>
      ) : (
        <form id="change-password-form" className="form" noValidate onSubmit={submit}>
          <PasswordField label={t('form.currentPassword')} field={form.field('oldPassword')} />
          <PasswordField
            label={t('form.newPassword')}
            field={form.field('password')}
            autoComplete="new-password"
            hint={t('form.passwordHint', { min: lengths.password.min, max: lengths.password.max })}
          />
          <PasswordField
            label={t('form.confirm')}
            field={form.field('confirm')}
            autoComplete="new-password"
          />
          <FormAlert error={alert} />
        </form>
      )}
    </Dialog>
  );
}
