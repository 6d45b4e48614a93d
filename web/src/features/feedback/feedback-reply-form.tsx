import type { CallAnswer } from '@casino/contracts/registry';
import { useState } from 'react';
import { call } from '../../api/call';
import { describeFailure, type ShownError } from '../../components/form/error-text';
import { SubmitButton } from '../../components/form/fields';
import { FormAlert } from '../../components/form/form-alert';
import { useFormSubmit } from '../../components/form/use-form-submit';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import type { FormOutcome } from '../../lib/form-submit';
import { $config } from '../../stores/config';
import { FeedbackImages } from './feedback-images';
import { newFeedbackRequestId } from './feedback-store';

const MAX = 1000;
type Detail = CallAnswer<'feedbackDetail'>;

/** The player's follow-up under their thread (feedbackReply): text and screenshots; the answer is the new thread. */
export function FeedbackReplyForm({ id, onSent }: { id: number; onSent: (thread: Detail) => void }) {
  const limit = useStore($config).data?.feedbackConfig.imagesLimit ?? 0;
  const [text, setText] = useState('');
  const [images, setImages] = useState<(string | null)[]>([]);
  // One id per message: a double tap or a retry after a timeout adds one follow-up.
  const [requestId, setRequestId] = useState(newFeedbackRequestId);
  const [tooShort, setTooShort] = useState(false);
  const sending = useFormSubmit(async (): Promise<FormOutcome<Detail, ShownError>> => {
    const res = await call('feedbackReply', {
      id,
      text: text.trim(),
      imageIds: images.filter((i): i is string => !!i),
      requestId,
    });
    if (!res.ok) return { ok: false, error: describeFailure(res) };
    setText('');
    setImages([]);
    setRequestId(newFeedbackRequestId());
    onSent(res.data);
    return { ok: true, result: res.data };
  });
  const { busy, error: alert } = sending;
  const submit = sending.submitWhen(() => {
    if (text.trim().length >= 5) return true;
    setTooShort(true);
    document.getElementById('feedback-reply')?.focus();
    return false;
  });

  return (
    <form className="form card feedback-reply" noValidate onSubmit={submit} aria-label={t('feedback.reply')}>
      <div className={tooShort ? 'field has-error' : 'field'}>
        <label htmlFor="feedback-reply">{t('feedback.reply')}</label>
        <textarea
          id="feedback-reply"
          className="input feedback-text"
          rows={3}
          maxLength={MAX}
          value={text}
          aria-invalid={tooShort || undefined}
          aria-describedby="feedback-reply-note"
          onChange={(e) => {
            setText(e.target.value);
            if (e.target.value.trim().length >= 5) setTooShort(false);
          }}
        />
        <p id="feedback-reply-note" className={tooShort ? 'field-error' : 'field-hint'}>
          {tooShort ? t('feedback.contentShort') : t('feedback.contentHint', { n: text.length })}
        </p>
      </div>
      <FeedbackImages key={requestId} limit={limit} images={images} onChange={setImages} />
      <FormAlert error={alert} />
      <SubmitButton disabled={busy}>{busy ? t('feedback.sending') : t('feedback.replySend')}</SubmitButton>
    </form>
  );
}
