// A picked image file → what the upload calls take. The platform checks the bytes again (and re-encodes them):
// this is only so a player learns at once that a file is too large or not a photo, without sending it.
import { UPLOAD_IMAGE_TYPES, type UploadImageType } from '@casino/contracts/kyc-rules';

export type ImageFileCheck =
  | { ok: true; contentType: UploadImageType }
  | { ok: false; reason: 'type' | 'size'; maxMb: number };

export function checkImageFile(file: { type: string; size: number }, maxMb: number): ImageFileCheck {
  if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type))
    return { ok: false, reason: 'type', maxMb };
  if (file.size > maxMb * 1_048_576) return { ok: false, reason: 'size', maxMb };
  return { ok: true, contentType: file.type as UploadImageType };
}

/** The file's bytes as base64 (no data: prefix). */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin);
}
