import { ERR } from '@casino/contracts/errors';
import type { UploadImageType } from '@casino/contracts/kyc-rules';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import { CallError } from '../../core/call-error';

// The image pipeline every upload goes through: the bytes must be the image type they claim, nothing may ride
// along (a polyglot: an image that is also an archive, a page or a script), and what is stored is a fresh encoding
// of the pixels alone — no EXIF (GPS position, camera serial), no comments, no trailing bytes.

/** Longest side kept: enough to read an ID card, small enough to review quickly. */
const MAX_SIDE = 2560;
/** Decoding bombs: a tiny file declaring a gigantic canvas. */
const MAX_INPUT_PIXELS = 40_000_000;

export interface CleanImage {
  data: Buffer;
  contentType: UploadImageType;
  ext: 'jpg' | 'png' | 'webp';
  width: number;
  height: number;
}

const notImage = (why: string) => new CallError(ERR.UPLOAD_NOT_IMAGE, why);
const refused = (why: string) => new CallError(ERR.UPLOAD_REFUSED, `This file cannot be accepted: ${why}.`);

/** The image type by magic bytes, or null. */
export function sniffImage(b: Buffer): UploadImageType | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP')
    return 'image/webp';
  return null;
}

const PNG_IEND = Buffer.from([0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
// Other formats' headers and markup that have no business inside a photo. Each is long (or specific) enough
// that compressed pixels of a real 5 MB photo match it by chance with a probability well under 1 in 10,000.
const FOREIGN =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: binary signatures are what this looks for
  /PK\x03\x04[\x00-\x3f]\x00|PK\x05\x06\x00\x00\x00\x00|%PDF-\d|Rar!\x1a\x07|<\?php|<script|<html|<!doctype|<svg[\s>]|<iframe|<object|<embed[\s>]|javascript:/i;

/** Refuses bytes after the image's own end and other formats hidden inside it. */
export function checkNoPayload(b: Buffer, type: UploadImageType): void {
  if (type === 'image/jpeg') {
    // A JPEG ends at its EOI marker; anything after it is another file riding along.
    if (!(b[b.length - 2] === 0xff && b[b.length - 1] === 0xd9))
      throw refused('data after the end of the image');
  } else if (type === 'image/png') {
    if (!b.subarray(b.length - 8).equals(PNG_IEND)) throw refused('data after the end of the image');
  } else {
    const riffSize = b.readUInt32LE(4);
    if (riffSize + 8 !== b.length && riffSize + 9 !== b.length)
      throw refused('data after the end of the image');
  }
  if (FOREIGN.test(b.toString('latin1'))) throw refused('another file or a script is hidden inside it');
}

/** Checks an upload and re-encodes it; throws the CallError a player sees. */
export async function cleanImage(
  bytes: Buffer,
  declared: UploadImageType,
  maxBytes: number,
): Promise<CleanImage> {
  if (bytes.length > maxBytes) {
    throw new CallError(
      ERR.UPLOAD_TOO_LARGE,
      `This image is ${(bytes.length / 1_048_576).toFixed(1)} MB; the limit is ${Math.floor(maxBytes / 1_048_576)} MB.`,
    );
  }
  const type = sniffImage(bytes);
  if (!type) throw notImage('This file is not a JPEG, PNG or WebP image.');
  if (type !== declared)
    throw notImage(
      `This file is a ${type.slice(6).toUpperCase()}, not the ${declared.slice(6).toUpperCase()} it was sent as.`,
    );
  checkNoPayload(bytes, type);
  let img: Sharp;
  let meta: Metadata;
  try {
    img = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, pages: 1 });
    meta = await img.metadata();
  } catch {
    throw notImage('This image cannot be read. Take a new photo and upload that.');
  }
  const format = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' }[meta.format as string];
  if (format !== type) throw notImage('This file is not a JPEG, PNG or WebP image.');
  // rotate() applies the EXIF orientation to the pixels (the tag itself goes with the rest of the metadata).
  const pipeline = img
    .rotate()
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
  let out: { data: Buffer; info: OutputInfo };
  try {
    out =
      type === 'image/jpeg'
        ? await pipeline.jpeg({ quality: 88, mozjpeg: true }).toBuffer({ resolveWithObject: true })
        : type === 'image/png'
          ? await pipeline.png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true })
          : await pipeline.webp({ quality: 88 }).toBuffer({ resolveWithObject: true });
  } catch {
    throw notImage('This image cannot be read. Take a new photo and upload that.');
  }
  const ext = type === 'image/jpeg' ? 'jpg' : type === 'image/png' ? 'png' : 'webp';
  return { data: out.data, contentType: type, ext, width: out.info.width, height: out.info.height };
}
