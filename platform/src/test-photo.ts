// KYC test kit: a private upload folder per test file, and a photo-like picture: a gradient with a random shift, so every call has its own content (the
// duplicate-image check compares content hashes) and enough texture (the blank-image check refuses flat ones).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll } from 'vitest';

export function testPhotoPixels(w = 400, h = 260): Sharp {
  const [a = 0, b = 0, c = 0] = randomBytes(3);
  const raw = Buffer.alloc(w * h * 3);
  for (let i = 0; i < raw.length; i += 3) {
    const x = (i / 3) % w;
    const y = Math.floor(i / 3 / w);
    raw[i] = (x + a) % 256;
    raw[i + 1] = (y * 3 + b) % 256;
    raw[i + 2] = (x + y + c) % 256;
  }
  return sharp(raw, { raw: { width: w, height: h, channels: 3 } });
}

/** The same as a JPEG, as a phone camera sends it. */
export const testPhoto = (w?: number, h?: number): Promise<Buffer> => testPhotoPixels(w, h).jpeg().toBuffer();

/**
 * Uploads of this describe go to their own temporary folder (UPLOAD_DIR), removed after its last test. Call it
 * before the hook that starts the platform: hooks after the tests run last-registered first, so the platform
 * closes before its folder goes.
 */
export function useTempUploadDir(prefix: string): void {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), prefix));
    process.env.UPLOAD_DIR = dir;
  });
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
}
