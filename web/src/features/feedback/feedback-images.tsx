import { useState } from 'react';
import { call } from '../../api/call';
import { ImagePicker, type UploadFn } from '../../components/image-picker';
import { t } from '../../i18n';

const upload: UploadFn = async (body) => {
  const res = await call('feedbackUpload', body as { contentType: 'image/png'; dataBase64: string });
  return res.ok
    ? { ok: true, fileId: res.data.fileId }
    : { ok: false, message: res.msg || t('upload.failed') };
};

/**
 * Screenshot slots for a feedback message (the first one and each follow-up): one slot, another appears once it
 * is filled, up to feedbackConfig.imagesLimit. `images[i]` is slot i's upload id (null while empty).
 * Remount it (change its key) to clear it after a send.
 */
export function FeedbackImages({
  limit,
  images,
  onChange,
}: {
  limit: number;
  images: (string | null)[];
  onChange: (next: (string | null)[]) => void;
}) {
  const [slots, setSlots] = useState(1);
  if (limit <= 0) return null;
  const filled = images.filter(Boolean).length;
  return (
    <fieldset className="feedback-images">
      <legend className="field-label">{t('feedback.images', { count: limit })}</legend>
      <div className="feedback-image-grid">
        {Array.from({ length: Math.min(slots, limit) }, (_, i) => (
          <ImagePicker
            // biome-ignore lint/suspicious/noArrayIndexKey: slots are positions, never reordered
            key={i}
            label={t('feedback.image', { n: i + 1 })}
            upload={upload}
            onChange={(id) => {
              const next = [...images];
              next[i] = id;
              onChange(next);
              if (id && i + 1 === slots && slots < limit) setSlots(slots + 1);
            }}
          />
        ))}
      </div>
      {filled > 0 && <p className="muted small">{t('feedback.imageCount', { count: filled })}</p>}
    </fieldset>
  );
}
