import '../i18n/support';
import './image-picker.css';
import { DEFAULT_UPLOAD_MAX_MB } from '@casino/contracts/kyc-rules';
import { useId, useState } from 'react';
import { t } from '../i18n';
import { checkImageFile, fileToBase64 } from '../lib/image-file';
import { $config } from '../stores/config';
import { useStore } from './use-store';

export type UploadFn = (o: {
  contentType: string;
  dataBase64: string;
}) => Promise<{ ok: true; fileId: string } | { ok: false; message: string }>;

/**
 * One image slot: pick (or take) a photo, see it, and it is uploaded at once through `upload`; the slot then
 * holds the platform's file id. A refused file says why under the slot and holds nothing.
 */
export function ImagePicker({
  label,
  hint,
  capture,
  upload,
  onChange,
  disabled,
}: {
  label: string;
  hint?: string;
  /** Open the camera on phones ('user' for a selfie, 'environment' for a card). */
  capture?: 'user' | 'environment';
  upload: UploadFn;
  onChange: (fileId: string | null) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const maxMb = useStore($config).data?.uploadMaxMb ?? DEFAULT_UPLOAD_MAX_MB;
  const [preview, setPreview] = useState<string | null>(null);
  const [state, setState] = useState<'empty' | 'uploading' | 'done' | 'error'>('empty');
  const [error, setError] = useState('');

  const pick = async (file: File | undefined) => {
    if (!file) return;
    onChange(null);
    const check = checkImageFile(file, maxMb);
    if (!check.ok) {
      setState('error');
      setPreview(null);
      setError(check.reason === 'type' ? t('upload.wrongType') : t('upload.tooLarge', { mb: check.maxMb }));
      return;
    }
    setState('uploading');
    setError('');
    const dataBase64 = await fileToBase64(file);
    // A data: URL, not a blob: one: the page's CSP allows images from 'self' and data: only.
    setPreview(`data:${check.contentType};base64,${dataBase64}`);
    const res = await upload({ contentType: check.contentType, dataBase64 });
    if (res.ok) {
      setState('done');
      onChange(res.fileId);
    } else {
      setState('error');
      setError(res.message);
    }
  };

  return (
    <div className={`image-picker${state === 'error' ? ' has-error' : ''}`}>
      <label htmlFor={id} className="image-picker-slot">
        {preview ? (
          <img src={preview} alt="" className="image-picker-preview" />
        ) : (
          <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
            <path
              d="M4 8h3l2-3h6l2 3h3v11H4zM12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinejoin="round"
            />
          </svg>
        )}
        <span className="image-picker-label">{label}</span>
        <span className="image-picker-state" role="status">
          {state === 'uploading' ? t('upload.uploading') : state === 'done' ? t('upload.done') : ''}
        </span>
      </label>
      <input
        id={id}
        className="sr-only"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        {...(capture ? { capture } : {})}
        disabled={disabled || state === 'uploading'}
        aria-describedby={`${id}-note`}
        onChange={(e) => {
          void pick(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <p id={`${id}-note`} className={error ? 'field-error' : 'field-hint'}>
        {error || hint || t('upload.hint', { mb: maxMb })}
      </p>
    </div>
  );
}
