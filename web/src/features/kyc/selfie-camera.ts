// The live selfie's camera side: which steps it takes, opening the front camera, and one frame → upload body.
// No face detection runs here: the player frames each pose, the reviewer (or provider) compares the frames.
import type { SelfieFrame } from '@casino/contracts/kyc-rules';
import { fileToBase64 } from '../../lib/image-file';

/** The guided sequence: face in the oval, then the head turned left and right (liveness by movement). */
export const SELFIE_STEPS: readonly SelfieFrame[] = ['selfie', 'selfieLeft', 'selfieRight'];

/** Why the camera cannot be used: the player refused it, the device has none, or something else broke. */
export type CameraFailure = 'denied' | 'none' | 'failed';

export function cameraFailure(err: unknown): CameraFailure {
  const name = err instanceof Error || err instanceof DOMException ? err.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError')
    return 'none';
  return 'failed';
}

/** True when this browser can open a camera at all (insecure origins and old WebViews cannot). */
export function hasCameraApi(nav: Navigator = navigator): boolean {
  return typeof nav.mediaDevices?.getUserMedia === 'function';
}

/** The front camera, video only, at a size that keeps each frame well under the upload limit. */
export function openFrontCamera(nav: Navigator = navigator): Promise<MediaStream> {
  return nav.mediaDevices.getUserMedia({
    audio: false,
    video: { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 960 } },
  });
}

export function stopCamera(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/** Longest side of a stored frame: enough for a reviewer to compare a face with the ID photo. */
const FRAME_MAX = 1280;

/** The video's current frame as a JPEG upload body (as the camera sees it: the preview's mirroring is not kept). */
export async function captureFrame(
  video: HTMLVideoElement,
): Promise<{ contentType: 'image/jpeg'; dataBase64: string; dataUrl: string }> {
  const w = video.videoWidth;
  const h = video.videoHeight;
  if (!w || !h) throw new Error('the camera has no picture yet');
  const scale = Math.min(1, FRAME_MAX / Math.max(w, h));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(w * scale);
  canvas.height = Math.round(h * scale);
  const g = canvas.getContext('2d');
  if (!g) throw new Error('no 2D canvas');
  g.drawImage(video, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.88));
  if (!blob) throw new Error('the frame could not be encoded');
  const dataBase64 = await fileToBase64(blob);
  return { contentType: 'image/jpeg', dataBase64, dataUrl: `data:image/jpeg;base64,${dataBase64}` };
}
