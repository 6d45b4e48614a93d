import '../../i18n/support';
import { AGE_LIMIT } from '@casino/contracts/constants';
import { ERR } from '@casino/contracts/errors';
import { ageOn, manilaDay } from '@casino/contracts/manila-day';
import { normalisePhMobile } from '@casino/contracts/phone';
import type { CallAnswer } from '@casino/contracts/registry';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { type CallFailure, call } from '../../api/call';
import { describeFailure, type ShownError } from '../../components/form/error-text';
import { SubmitButton, TextField } from '../../components/form/fields';
import { FormAlert } from '../../components/form/form-alert';
import { useForm } from '../../components/form/use-form';
import { useFormSubmit } from '../../components/form/use-form-submit';
import { ErrorState, Skeleton } from '../../components/states';
import { t } from '../../i18n';
import type { FormOutcome } from '../../lib/form-submit';
import type { Check } from '../../lib/validate';

type Other = CallAnswer<'appUserOther'>;
type Gender = Other['gender'];
const GENDERS: Gender[] = ['', 'male', 'female', 'other'];
const FIELD_REFUSAL = /^Invalid request: (\w+): (.+)$/s;

/** A refusal naming a field goes under it (null); anything else is shown above the button. */
function shownRefusal(
  res: { errcode: number; msg: string },
  fields: Record<string, unknown>,
  setServer: (f: Record<string, Check>) => boolean,
): ShownError | null {
  const named = res.errcode === ERR.INVALID_REQUEST ? FIELD_REFUSAL.exec(res.msg) : null;
  if (
    named?.[1] &&
    named[1] in fields &&
    setServer({ [named[1]]: { key: 'kyc.raw', vars: { text: named[2]! } } })
  )
    return null;
  if (res.errcode === ERR.UNDERAGE && setServer({ birthday: { key: 'details.underage' } })) return null;
  return named ? { text: named[2]! } : describeFailure(res as Parameters<typeof describeFailure>[0]);
}

/** The save cycle both forms share: one request at a time, checked first, a refusal shown, "saved" after. */
function useSave<K extends string>(
  form: ReturnType<typeof useForm<K>>,
  send: (values: Record<K, string>) => Promise<CallFailure | { ok: true }>,
) {
  // "saved" goes as soon as the player tries again
  const [saved, setSaved] = useState(false);
  const sending = useFormSubmit(async (): Promise<FormOutcome<true, ShownError>> => {
    const v = form.values;
    const res = await send(v);
    if (!res.ok) return { ok: false, error: shownRefusal(res, v, form.setServerErrors) };
    setSaved(true);
    return { ok: true, result: true };
  });
  const submit = sending.submitWhen(() => {
    setSaved(false);
    return form.check();
  });
  return { busy: sending.busy, alert: sending.error, saved, submit };
}

/** One card form: its title and lead, the fields, then a refusal, "saved" and the save button. */
function SaveForm({
  id,
  title,
  lead,
  save,
  saved,
  label,
  children,
}: {
  id: string;
  title: string;
  lead: string;
  save: ReturnType<typeof useSave>;
  saved: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <form className="form card" noValidate onSubmit={save.submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="card-title">
        {title}
      </h2>
      <p className="muted small">{lead}</p>
      {children}
      <FormAlert error={save.alert} />
      {save.saved && (
        <p className="form-alert form-info" role="status">
          {saved}
        </p>
      )}
      <SubmitButton disabled={save.busy}>{label}</SubmitButton>
    </form>
  );
}

function DetailsForm({ other }: { other: Other }) {
  const [gender, setGender] = useState<Gender>(other.gender);
  const form = useForm(
    'details',
    {
      realName: other.realName,
      birthday: other.birthday,
      email: other.email,
      occupation: other.occupation,
      nationality: other.nationality,
    },
    (v) => ({
      realName: v.realName.trim().length >= 2 ? null : { key: 'details.nameWrong' },
      birthday: !/^\d{4}-\d{2}-\d{2}$/.test(v.birthday)
        ? { key: 'details.birthdayWrong' }
        : ageOn(v.birthday, manilaDay(Date.now())) < AGE_LIMIT
          ? { key: 'details.underage' }
          : null,
      email:
        v.email === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.email) ? null : { key: 'details.emailWrong' },
    }),
  );
  const save = useSave(form, (v) =>
    call('updateAppUserOther', {
      realName: v.realName.trim(),
      birthday: v.birthday,
      ...(v.email ? { email: v.email.trim() } : {}),
      ...(gender ? { gender } : {}),
      occupation: v.occupation.trim(),
      nationality: v.nationality.trim(),
    }),
  );
  return (
    <SaveForm
      id="details"
      title={t('details.title')}
      lead={t('details.lead')}
      save={save}
      saved={t('details.saved')}
      label={t('details.save')}
    >
      <TextField
        label={t('details.realName')}
        field={form.field('realName')}
        autoComplete="name"
        maxLength={100}
      />
      <TextField
        label={t('details.birthday')}
        type="date"
        field={form.field('birthday')}
        autoComplete="bday"
      />
      <label className="field">
        <span>{t('details.gender')}</span>
        <select className="input select" value={gender} onChange={(e) => setGender(e.target.value as Gender)}>
          {GENDERS.map((g) => (
            <option key={g} value={g}>
              {t(`details.genders.${g}`)}
            </option>
          ))}
        </select>
      </label>
      <TextField
        label={t('details.email')}
        type="email"
        field={form.field('email')}
        autoComplete="email"
        maxLength={254}
      />
      <TextField label={t('details.occupation')} field={form.field('occupation')} maxLength={100} />
      <TextField label={t('details.nationality')} field={form.field('nationality')} maxLength={64} />
    </SaveForm>
  );
}

const ADDRESS_KEYS = ['recipient', 'mobile', 'province', 'city', 'barangay', 'street', 'postalCode'] as const;

function AddressForm({ other }: { other: Other }) {
  const a = other.address;
  const form = useForm(
    'address',
    {
      recipient: a?.recipient ?? other.realName,
      mobile: a?.mobile ?? '',
      province: a?.province ?? '',
      city: a?.city ?? '',
      barangay: a?.barangay ?? '',
      street: a?.street ?? '',
      postalCode: a?.postalCode ?? '',
    },
    (v) => ({
      recipient: v.recipient.trim() ? null : { key: 'details.required' },
      mobile: normalisePhMobile(v.mobile) ? null : { key: 'details.mobileWrong' },
      province: v.province.trim() ? null : { key: 'details.required' },
      city: v.city.trim() ? null : { key: 'details.required' },
      street: v.street.trim() ? null : { key: 'details.required' },
      postalCode: /^\d{4}$/.test(v.postalCode) ? null : { key: 'details.postalWrong' },
    }),
  );
  const save = useSave(form, (v) =>
    call('updateAddress', {
      recipient: v.recipient.trim(),
      mobile: v.mobile,
      province: v.province.trim(),
      city: v.city.trim(),
      barangay: v.barangay.trim(),
      street: v.street.trim(),
      postalCode: v.postalCode,
    }),
  );
  return (
    <SaveForm
      id="address"
      title={t('details.addressTitle')}
      lead={t('details.addressLead')}
      save={save}
      saved={t('details.addressSaved')}
      label={t('details.saveAddress')}
    >
      {ADDRESS_KEYS.map((k) => (
        <TextField
          key={k}
          label={t(`details.${k}`)}
          field={form.field(k)}
          {...(k === 'mobile'
            ? { type: 'tel', inputMode: 'tel' as const, autoComplete: 'tel-national' }
            : {})}
          {...(k === 'postalCode'
            ? { inputMode: 'numeric' as const, autoComplete: 'postal-code', maxLength: 4 }
            : {})}
          {...(k === 'street' ? { autoComplete: 'street-address' } : {})}
        />
      ))}
    </SaveForm>
  );
}

/** Real name, birthday (21+) and the delivery address: appUserOther, updateAppUserOther, updateAddress. */
export function PersonalDetails() {
  const [other, setOther] = useState<Other | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(async () => {
    setFailed(false);
    const res = await call('appUserOther', {});
    if (res.ok) setOther(res.data);
    else setFailed(true);
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  if (failed) return <ErrorState message={t('details.loadFailed')} onRetry={() => void load()} />;
  if (!other) return <Skeleton lines={5} />;
  return (
    <>
      <DetailsForm other={other} />
      <AddressForm other={other} />
    </>
  );
}
