import '../../i18n/support';
import './feedback.css';
import { FEEDBACK_CATEGORIES, type FeedbackCategory } from '@casino/contracts/enums';
import { useState } from 'react';
import { Link } from 'react-router';
import { call } from '../../api/call';
import { describeFailure, type ShownError } from '../../components/form/error-text';
import { SubmitButton } from '../../components/form/fields';
import { FormAlert } from '../../components/form/form-alert';
import { useFormSubmit } from '../../components/form/use-form-submit';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import type { FormOutcome } from '../../lib/form-submit';
import { $config } from '../../stores/config';
import { $loggedIn } from '../../stores/session';
import { FeedbackImages } from './feedback-images';
import { newFeedbackRequestId } from './feedback-store';

const MAX = 1000;

function FeedbackForm() {
  const limit = useStore($config).data?.feedbackConfig.imagesLimit ?? 0;
  const [category, setCategory] = useState<FeedbackCategory>('account');
  const [content, setContent] = useState('');
  const [images, setImages] = useState<(string | null)[]>([]);
  const [requestId, setRequestId] = useState(newFeedbackRequestId);
  const [tooShort, setTooShort] = useState(false);
  const sending = useFormSubmit(async (): Promise<FormOutcome<number, ShownError>> => {
    const res = await call('feedbackSubmit', {
      category,
      content: content.trim(),
      imageIds: images.filter((i): i is string => !!i),
      requestId,
    });
    if (!res.ok) return { ok: false, error: describeFailure(res) };
    setContent('');
    setImages([]);
    setRequestId(newFeedbackRequestId());
    return { ok: true, result: res.data.id };
  });
  const { busy, error: alert, result: sent } = sending;
  const submit = sending.submitWhen(() => {
    if (content.trim().length >= 5) return true;
    setTooShort(true);
    document.getElementById('feedback-content')?.focus();
    return false;
  });

  if (sent !== null) {
    return (
      <div className="card card-raised feedback-sent" role="status">
        <p>{t('feedback.sent')}</p>
        <Link className="btn btn-gold btn-block" to={`/feedback/record/${sent}`}>
          {t('feedback.viewRecord')}
        </Link>
        <button type="button" className="btn btn-ghost btn-block" onClick={sending.reset}>
          {t('feedback.new')}
        </button>
      </div>
    );
  }
  return (
    <form className="form feedback-form" noValidate onSubmit={submit} aria-label={t('route.feedback')}>
      <fieldset className="feedback-topics">
        <legend className="field-label">{t('feedback.category')}</legend>
        <div className="chip-grid">
          {FEEDBACK_CATEGORIES.map((c) => (
            <label key={c} className={category === c ? 'chip chip-on' : 'chip'}>
              <input
                type="radio"
                name="feedback-category"
                value={c}
                checked={category === c}
                onChange={() => setCategory(c)}
              />
              <span>{t(`feedback.categories.${c}`)}</span>
            </label>
          ))}
        </div>
        {category === 'exclusionRequest' && (
          <p className="field-hint">{t('feedback.exclusionRequestHint')}</p>
        )}
      </fieldset>
      <div className={tooShort ? 'field has-error' : 'field'}>
        <label htmlFor="feedback-content">{t('feedback.content')}</label>
        <textarea
          id="feedback-content"
          className="input feedback-text"
          rows={6}
          maxLength={MAX}
          value={content}
          aria-invalid={tooShort || undefined}
          aria-describedby="feedback-content-note"
          onChange={(e) => {
            setContent(e.target.value);
            if (e.target.value.trim().length >= 5) setTooShort(false);
          }}
        />
        <p id="feedback-content-note" className={tooShort ? 'field-error' : 'field-hint'}>
          {tooShort ? t('feedback.contentShort') : t('feedback.contentHint', { n: content.length })}
        </p>
      </div>
      <FeedbackImages key={requestId} limit={limit} images={images} onChange={setImages} />
      <FormAlert error={alert} />
      <SubmitButton disabled={busy}>{busy ? t('feedback.sending') : t('feedback.send')}</SubmitButton>
    </form>
  );
}

/** /feedback: a message to the support team with a topic and screenshots; answers come by mail. */
export function FeedbackPage() {
  const loggedIn = useStore($loggedIn);
  return (
    <section className="page feedback-page">
      <p className="muted feedback-lead">{t('feedback.lead')}</p>
      {loggedIn ? (
        <FeedbackForm />
      ) : (
        <div className="card feedback-login">
          <p>{t('feedback.loginToSend')}</p>
          <Link className="btn btn-gold btn-block" to="/auth/login?redirect=%2Ffeedback">
            {t('feedback.login')}
          </Link>
        </div>
      )}
    </section>
  );
}
