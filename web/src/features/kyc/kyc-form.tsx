import { AGE_LIMIT } from '@casino/contracts/constants';
import { ERR } from '@casino/contracts/errors';
import {
  checkIdNumber,
  ID_NUMBER_RULES,
  KYC_ID_TYPES,
  type KycIdType,
  type KycUploadKind,
} from '@casino/contracts/kyc-rules';
import { ageOn, manilaDay } from '@casino/contracts/manila-day';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { call } from '../../api/call';
import { describeFailure, type ShownError } from '../../components/form/error-text';
import { SubmitButton, TextField } from '../../components/form/fields';
import { FormAlert } from '../../components/form/form-alert';
import { useForm } from '../../components/form/use-form';
import { useFormSubmit } from '../../components/form/use-form-submit';
import { ImagePicker, type UploadFn } from '../../components/image-picker';
import { t } from '../../i18n';
import type { FormOutcome } from '../../lib/form-submit';
import type { Check } from '../../lib/validate';
import { LiveSelfie, type SelfieFiles } from './live-selfie';

type Kind = KycUploadKind;
type IdSide = 'idFront' | 'idBack';
const typeLabel = (type: KycIdType) => t(`kyc.idTypes.${type}`);
/** "Invalid request: idNumber: why" → the field and the reason, so a refusal shows under its field. */
const FIELD_REFUSAL = /^Invalid request: (\w+): (.+)$/s;

function uploader(kind: Kind): UploadFn {
  return async (body) => {
    const res = await call('uploadKyc', {
      kind,
      ...(body as { contentType: 'image/jpeg'; dataBase64: string }),
    });
    return res.ok
      ? { ok: true, fileId: res.data.fileId }
      : { ok: false, message: res.msg || t('upload.failed') };
  };
}
const UPLOAD: Record<Kind, UploadFn> = {
  idFront: uploader('idFront'),
  idBack: uploader('idBack'),
  selfie: uploader('selfie'),
  selfieLeft: uploader('selfieLeft'),
  selfieRight: uploader('selfieRight'),
};

/** The submission form: ID type and number (checked with the type's format as typed), name, birthday, photos. */
export function KycForm({ onSent }: { onSent: () => void }) {
  const [idType, setIdType] = useState<KycIdType>('philsys');
  const rule = ID_NUMBER_RULES[idType];
  const form = useForm('kyc', { idNumber: '', realName: '', birthday: '' }, (v) => ({
    idNumber: checkIdNumber(idType, v.idNumber)
      ? null
      : { key: 'kyc.idNumberWrong', vars: { type: typeLabel(idType), example: rule.example } },
    realName: v.realName.trim().length >= 2 ? null : { key: 'kyc.realNameWrong' },
    birthday: !/^\d{4}-\d{2}-\d{2}$/.test(v.birthday)
      ? { key: 'kyc.birthdayWrong' }
      : ageOn(v.birthday, manilaDay(Date.now())) < AGE_LIMIT
        ? { key: 'kyc.underage' }
        : null,
  }));
  const [files, setFiles] = useState<Record<IdSide, string | null>>({ idFront: null, idBack: null });
  const [selfie, setSelfie] = useState<SelfieFiles | null>(null);
  const [missing, setMissing] = useState(false);
  const [selfieMissing, setSelfieMissing] = useState(false);
  // The name and birthday the player already gave in their profile, as a start (they must match the ID).
  // Asked once; a field the player has already typed in is left alone.
  const latest = useRef(form);
  latest.current = form;
  useEffect(() => {
    let live = true;
    void call('appUserOther', {}, { tips: false }).then((res) => {
      if (!live || !res.ok) return;
      const f = latest.current;
      if (res.data.realName && f.values.realName === '') f.set('realName', res.data.realName);
      if (res.data.birthday && f.values.birthday === '') f.set('birthday', res.data.birthday);
    });
    return () => {
      live = false;
    };
  }, []);
  const needed: IdSide[] = rule.hasBack ? ['idFront', 'idBack'] : ['idFront'];

  const sending = useFormSubmit(
    async (selfieId: string, sent: SelfieFiles): Promise<FormOutcome<true, ShownError>> => {
      const res = await call('addKyc', {
        idType,
        idNumber: form.values.idNumber,
        realName: form.values.realName.trim(),
        birthday: form.values.birthday,
        idFrontFileId: files.idFront!,
        ...(rule.hasBack ? { idBackFileId: files.idBack! } : {}),
        selfieFileId: selfieId,
        ...(sent.selfieLeft && sent.selfieRight
          ? { selfieLeftFileId: sent.selfieLeft, selfieRightFileId: sent.selfieRight }
          : {}),
      });
      if (res.ok) {
        onSent();
        return { ok: true, result: true };
      }
      const named = res.errcode === ERR.INVALID_REQUEST ? FIELD_REFUSAL.exec(res.msg) : null;
      const field = named?.[1];
      if (named && field && field in form.values) {
        const check: Check = { key: 'kyc.raw', vars: { text: named[2]! } };
        form.setServerErrors({ [field]: check });
        return { ok: false, error: null };
      }
      if (res.errcode === ERR.UNDERAGE) {
        form.setServerErrors({ birthday: { key: 'kyc.underage' } });
        return { ok: false, error: null };
      }
      return { ok: false, error: named ? { text: named[2]! } : describeFailure(res) };
    },
  );
  const { busy, error: alert } = sending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const ok = form.check();
    const photosOk = needed.every((k) => files[k]);
    setMissing(!photosOk);
    setSelfieMissing(!selfie?.selfie);
    if (!ok || !photosOk || !selfie?.selfie) return;
    void sending.submit(selfie.selfie, selfie);
  };

  return (
    <form className="form kyc-form" noValidate onSubmit={submit} aria-label={t('route.kyc')}>
      <label className="field">
        <span>{t('kyc.idType')}</span>
        <select
          className="input select"
          value={idType}
          onChange={(e) => {
            setIdType(e.target.value as KycIdType);
            setMissing(false);
          }}
        >
          {KYC_ID_TYPES.map((type) => (
            <option key={type} value={type}>
              {typeLabel(type)}
            </option>
          ))}
        </select>
      </label>
      <TextField
        label={t('kyc.idNumber')}
        field={form.field('idNumber')}
        hint={t('kyc.idNumberHint', { example: rule.example })}
        autoComplete="off"
        maxLength={32}
      />
      <TextField
        label={t('kyc.realName')}
        field={form.field('realName')}
        autoComplete="name"
        maxLength={100}
      />
      <TextField label={t('kyc.birthday')} type="date" field={form.field('birthday')} autoComplete="bday" />
      <fieldset className="kyc-photos">
        <legend>{t('kyc.photos')}</legend>
        <p className="muted small">{t('kyc.photosLead')}</p>
        <div className="kyc-photo-grid">
          {needed.map((kind) => (
            <ImagePicker
              key={`${idType}-${kind}`}
              label={t(`kyc.${kind}`)}
              capture="environment"
              upload={UPLOAD[kind]}
              onChange={(id) => setFiles((f) => ({ ...f, [kind]: id }))}
            />
          ))}
        </div>
        {missing && (
          <p className="field-error" role="alert">
            {t('kyc.photoMissing')}
          </p>
        )}
      </fieldset>
      <fieldset className="kyc-photos">
        <legend>{t('kyc.live.title')}</legend>
        <LiveSelfie
          upload={(frame) => UPLOAD[frame]}
          onChange={(f) => {
            setSelfie(f);
            if (f?.selfie) setSelfieMissing(false);
          }}
        />
        {selfieMissing && (
          <p className="field-error" role="alert">
            {t('kyc.live.missing')}
          </p>
        )}
      </fieldset>
      <FormAlert error={alert} />
      <SubmitButton disabled={busy}>{busy ? t('kyc.submitting') : t('kyc.submit')}</SubmitButton>
    </form>
  );
}
