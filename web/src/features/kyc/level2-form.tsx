import { SOURCES_OF_FUNDS, type SourceOfFunds } from '@casino/contracts/kyc-rules';
import { useState } from 'react';
import { call } from '../../api/call';
import { describeFailure, type ShownError } from '../../components/form/error-text';
import { SubmitButton, TextField } from '../../components/form/fields';
import { FormAlert } from '../../components/form/form-alert';
import { useForm } from '../../components/form/use-form';
import { useFormSubmit } from '../../components/form/use-form-submit';
import { t } from '../../i18n';
import type { FormOutcome } from '../../lib/form-submit';
import type { Check } from '../../lib/validate';

const FIELD_REFUSAL = /^Invalid request: (?:address\.)?(\w+): (.+)$/s;
const need = (v: string, min = 2): Check => (v.trim().length >= min ? null : { key: 'kyc.level2.required' });

/** KYC level 2 on top of a verified ID: the home address and the source of funds, sent for review. */
export function Level2Form({ onSent }: { onSent: () => void }) {
  const [source, setSource] = useState<SourceOfFunds>('salary');
  const form = useForm(
    'kyc2',
    { street: '', barangay: '', city: '', province: '', postalCode: '', sourceDetail: '' },
    (v) => ({
      street: need(v.street, 3),
      barangay: need(v.barangay),
      city: need(v.city),
      province: need(v.province),
      postalCode: /^\d{4}$/.test(v.postalCode) ? null : { key: 'kyc.level2.postalCodeWrong' },
      sourceDetail:
        source === 'other' && v.sourceDetail.trim().length < 3
          ? { key: 'kyc.level2.sourceDetailRequired' }
          : null,
    }),
  );
  const sending = useFormSubmit(async (): Promise<FormOutcome<true, ShownError>> => {
    const v = form.values;
    const res = await call('addKycLevel2', {
      address: {
        street: v.street.trim(),
        barangay: v.barangay.trim(),
        city: v.city.trim(),
        province: v.province.trim(),
        postalCode: v.postalCode,
      },
      sourceOfFunds: source,
      sourceDetail: v.sourceDetail.trim(),
    });
    if (res.ok) {
      onSent();
      return { ok: true, result: true };
    }
    const named = FIELD_REFUSAL.exec(res.msg);
    if (named?.[1] && named[1] in v) {
      form.setServerErrors({ [named[1]]: { key: 'kyc.raw', vars: { text: named[2]! } } });
      return { ok: false, error: null };
    }
    return { ok: false, error: describeFailure(res) };
  });
  const { busy, error: alert } = sending;
  const submit = sending.submitWhen(() => form.check());

  return (
    <form className="form card kyc-level2" noValidate onSubmit={submit} aria-label={t('kyc.level2.title')}>
      <h2 className="card-title">{t('kyc.level2.title')}</h2>
      <p className="muted small">{t('kyc.level2.lead')}</p>
      <TextField
        label={t('kyc.level2.street')}
        field={form.field('street')}
        autoComplete="address-line1"
        maxLength={200}
      />
      <TextField
        label={t('kyc.level2.barangay')}
        field={form.field('barangay')}
        autoComplete="address-line2"
        maxLength={100}
      />
      <TextField
        label={t('kyc.level2.city')}
        field={form.field('city')}
        autoComplete="address-level2"
        maxLength={100}
      />
      <TextField
        label={t('kyc.level2.province')}
        field={form.field('province')}
        autoComplete="address-level1"
        maxLength={100}
      />
      <TextField
        label={t('kyc.level2.postalCode')}
        field={form.field('postalCode')}
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={4}
      />
      <label className="field">
        <span>{t('kyc.level2.source')}</span>
        <select
          className="input select"
          value={source}
          onChange={(e) => setSource(e.target.value as SourceOfFunds)}
        >
          {SOURCES_OF_FUNDS.map((s) => (
            <option key={s} value={s}>
              {t(`kyc.level2.sources.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <TextField label={t('kyc.level2.sourceDetail')} field={form.field('sourceDetail')} maxLength={200} />
      <FormAlert error={alert} />
      <SubmitButton disabled={busy}>{busy ? t('kyc.submitting') : t('kyc.level2.submit')}</SubmitButton>
    </form>
  );
}
