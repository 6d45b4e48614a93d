import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where uploaded images are kept. Nothing here is ever served by URL: the platform reads a file back only for
 * its owner (uploadedImage) or for the operator's review (ops kyc show).
 */
export interface UploadStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
  /** Where the operator finds the file (a path, a bucket URL). */
  locate(key: string): string;
}

export const DEFAULT_UPLOAD_DIR = fileURLToPath(new URL('../../../../data/uploads', import.meta.url));

// Keys are made by the platform (`<purpose>/<user>/<id>.<ext>`): anything else is a bug, never a path to follow.
const KEY = /^[a-z]+\/\d{1,10}\/up_[a-f0-9]{24}\.(?:jpg|png|webp)$/;
export function checkKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`bad upload key ${JSON.stringify(key)}`);
  return key;
}

/** A local directory (default `<repo>/data/uploads`), files readable by the platform's user only. */
export function localStorage(dir: string): UploadStorage {
  return {
    async put(key, bytes) {
      const file = join(dir, checkKey(key));
      await mkdir(join(file, '..'), { recursive: true, mode: 0o700 });
      // Write then rename: a reader never sees half a file.
      const tmp = `${file}.${process.pid}.tmp`;
      await writeFile(tmp, bytes, { mode: 0o600 });
      await rename(tmp, file);
    },
    get: (key) => readFile(join(dir, checkKey(key))),
    remove: (key) => rm(join(dir, checkKey(key)), { force: true }),
    locate: (key) => join(dir, checkKey(key)),
  };
}
