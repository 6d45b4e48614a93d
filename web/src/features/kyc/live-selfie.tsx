import type { SelfieFrame } from '@casino/contracts/kyc-rules';
import { useEffect, useRef, useState } from 'react';
import { ImagePicker, type UploadFn } from '../../components/image-picker';
import { t } from '../../i18n';
import {
  type CameraFailure,
  cameraFailure,
  captureFrame,
  hasCameraApi,
  openFrontCamera,
  SELFIE_STEPS,
  stopCamera,
} from './selfie-camera';

export type SelfieFiles = Partial<Record<SelfieFrame, string>>;

type Phase =
  | { is: 'idle' }
  | { is: 'starting' }
  | { is: 'step'; step: number; saving: boolean; error: string }
  | { is: 'done' }
  | { is: 'fallback'; why: CameraFailure };

/**
 * The live selfie: the front camera with a short guided sequence (face in the oval, head turned left, then right),
 * one frame uploaded at each step. Each step is announced; Cancel (or Escape) stops the camera. Where there is no
 * camera or the player refuses it, a photo file is taken instead, with a message saying why.
 */
export function LiveSelfie({
  upload,
  onChange,
}: {
  upload: (frame: SelfieFrame) => UploadFn;
  /** The uploaded frames once the sequence is complete (or the picked photo), null while incomplete. */
  onChange: (files: SelfieFiles | null) => void;
}) {
  const [phase, setPhase] = useState<Phase>({ is: 'idle' });
  const [shots, setShots] = useState<{ frame: SelfieFrame; dataUrl: string; fileId: string }[]>([]);
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const takeButton = useRef<HTMLButtonElement>(null);
  const view = useRef<HTMLDivElement>(null);

  const stop = () => {
    stopCamera(stream.current);
    stream.current = null;
  };
  // Leaving the page turns the camera off.
  useEffect(() => () => stopCamera(stream.current), []);

  const start = async () => {
    onChange(null);
    setShots([]);
    if (!hasCameraApi()) return setPhase({ is: 'fallback', why: 'none' });
    setPhase({ is: 'starting' });
    try {
      stream.current = await openFrontCamera();
    } catch (err) {
      return setPhase({ is: 'fallback', why: cameraFailure(err) });
    }
    setPhase({ is: 'step', step: 0, saving: false, error: '' });
  };

  // The video element exists once the first step renders: attach the stream then, and put focus on the button.
  const stepNo = phase.is === 'step' ? phase.step : -1;
  useEffect(() => {
    if (stepNo < 0) return;
    const v = video.current;
    if (v && stream.current && v.srcObject !== stream.current) {
      v.srcObject = stream.current;
      void v.play().catch(() => {});
    }
    // The whole camera frame in sight (not just the button), then the button takes the keyboard.
    if (stepNo === 0) view.current?.scrollIntoView({ block: 'center' });
    takeButton.current?.focus({ preventScroll: true });
  }, [stepNo]);

  const cancel = () => {
    stop();
    setShots([]);
    onChange(null);
    setPhase({ is: 'idle' });
  };

  const take = async () => {
    if (phase.is !== 'step' || phase.saving || !video.current) return;
    const frame = SELFIE_STEPS[phase.step]!;
    setPhase({ ...phase, saving: true, error: '' });
    try {
      const shot = await captureFrame(video.current);
      const res = await upload(frame)({ contentType: shot.contentType, dataBase64: shot.dataBase64 });
      if (!res.ok) return setPhase({ ...phase, saving: false, error: res.message });
      const next = [...shots, { frame, dataUrl: shot.dataUrl, fileId: res.fileId }];
      setShots(next);
      if (phase.step + 1 < SELFIE_STEPS.length) {
        setPhase({ is: 'step', step: phase.step + 1, saving: false, error: '' });
        return;
      }
      stop();
      setPhase({ is: 'done' });
      onChange(Object.fromEntries(next.map((s) => [s.frame, s.fileId])) as SelfieFiles);
    } catch {
      setPhase({ ...phase, saving: false, error: t('kyc.live.captureFailed') });
    }
  };

  if (phase.is === 'fallback') {
    return (
      <div className="live-selfie">
        <p className="live-selfie-why" role="alert">
          {t(`kyc.live.fallback.${phase.why}`)}
        </p>
        <ImagePicker
          label={t('kyc.selfie')}
          hint={t('kyc.selfieHint')}
          capture="user"
          upload={upload('selfie')}
          onChange={(id) => onChange(id ? { selfie: id } : null)}
        />
        <button type="button" className="btn btn-outline btn-small" onClick={() => void start()}>
          {t('kyc.live.tryCamera')}
        </button>
      </div>
    );
  }

  if (phase.is === 'step' || phase.is === 'starting') {
    const step = phase.is === 'step' ? phase.step : 0;
    const frame = SELFIE_STEPS[step]!;
    return (
      <fieldset
        className="live-selfie live-selfie-running"
        onKeyDown={(e) => {
          if (e.key === 'Escape') cancel();
        }}
      >
        <legend className="sr-only">{t('kyc.live.title')}</legend>
        <div ref={view} className={`live-selfie-view is-${frame}`}>
          <video ref={video} muted playsInline autoPlay />
          <div className="live-selfie-oval" aria-hidden="true" />
          {frame !== 'selfie' && (
            <span className="live-selfie-arrow" aria-hidden="true">
              {frame === 'selfieLeft' ? '←' : '→'}
            </span>
          )}
        </div>
        <p className="live-selfie-step" aria-live="assertive" aria-atomic="true">
          {phase.is === 'starting'
            ? t('kyc.live.starting')
            : t('kyc.live.stepOf', {
                n: step + 1,
                total: SELFIE_STEPS.length,
                text: t(`kyc.live.steps.${frame}`),
              })}
        </p>
        <ol className="live-selfie-dots" aria-hidden="true">
          {SELFIE_STEPS.map((f, i) => (
            <li key={f} className={i < step ? 'is-done' : i === step ? 'is-now' : ''} />
          ))}
        </ol>
        {phase.is === 'step' && phase.error && (
          <p className="field-error" role="alert">
            {phase.error}
          </p>
        )}
        <div className="live-selfie-actions">
          <button
            ref={takeButton}
            type="button"
            className="btn btn-gold"
            disabled={phase.is !== 'step' || phase.saving}
            onClick={() => void take()}
          >
            {phase.is === 'step' && phase.saving ? t('kyc.live.saving') : t('kyc.live.take')}
          </button>
          <button type="button" className="btn btn-outline" onClick={cancel}>
            {t('kyc.live.cancel')}
          </button>
        </div>
      </fieldset>
    );
  }

  if (phase.is === 'done') {
    return (
      <div className="live-selfie">
        <p className="live-selfie-done" role="status">
          {t('kyc.live.done')}
        </p>
        <div className="live-selfie-shots">
          {shots.map((s) => (
            <img key={s.frame} src={s.dataUrl} alt={t(`kyc.live.shot.${s.frame}`)} />
          ))}
        </div>
        <button type="button" className="btn btn-outline btn-small" onClick={() => void start()}>
          {t('kyc.live.retake')}
        </button>
      </div>
    );
  }

  return (
    <div className="live-selfie">
      <p className="muted small">{t('kyc.live.lead')}</p>
      <button type="button" className="btn btn-gold btn-block" onClick={() => void start()}>
        {t('kyc.live.start')}
      </button>
    </div>
  );
}
