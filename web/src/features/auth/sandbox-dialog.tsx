import { useState } from 'react';
import { Dialog } from '../../components/dialog';
import { SubmitButton, TextField } from '../../components/form/fields';
import { useForm } from '../../components/form/use-form';
import { t } from '../../i18n';
import { type ProviderName, type SocialCredential, sandboxCredential } from '../../stores/social';

const required = (v: string) => (v.trim() === '' ? { key: 'form.required' } : null);

/** Dev/test only: stands in for the provider's own sign-in with a sandbox token the platform accepts. */
export function SandboxDialog({
  provider,
  onDone,
  onCancel,
}: {
  provider: ProviderName;
  onDone: (credential: SocialCredential) => void;
  onCancel: () => void;
}) {
  const [subject] = useState(() => `${provider}-${Math.random().toString(36).slice(2, 8)}`);
  const form = useForm('sandbox', { subject, name: 'Sandbox Player' }, (v) => ({
    subject: required(v.subject),
    name: required(v.name),
  }));
  return (
    <Dialog
      title={t('social.sandboxTitle', { provider: t(`social.${provider}`) })}
      onClose={onCancel}
      actions={
        <>
          <SubmitButton form="sandbox-form">{t('social.sandboxContinue')}</SubmitButton>
          <button type="button" className="btn btn-ghost btn-block" onClick={onCancel}>
            {t('common.cancel')}
          </button>
        </>
      }
    >
      <form
        id="sandbox-form"
        className="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (form.check()) onDone(sandboxCredential(provider, form.values.subject, form.values.name));
        }}
      >
        <p className="muted small">{t('social.sandboxBody')}</p>
        <TextField label={t('social.sandboxSubject')} field={form.field('subject')} />
        <TextField label={t('social.sandboxName')} field={form.field('name')} />
      </form>
    </Dialog>
  );
}
