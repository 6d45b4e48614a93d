// Picks the upload storage from the environment: it knows both kinds (local and S3), which each know only the
// storage interface, so neither kind's file imports the other.
import { s3ConfigFromEnv, s3Storage } from './s3-storage';
import { DEFAULT_UPLOAD_DIR, localStorage, type UploadStorage } from './storage';

/**
 * The storage the environment asks for:
 * - `UPLOAD_STORAGE=local` (default): `UPLOAD_DIR`, default `<repo>/data/uploads`;
 * - `UPLOAD_STORAGE=s3`: an S3-compatible bucket (`UPLOAD_S3_ENDPOINT`, `UPLOAD_S3_BUCKET`, `UPLOAD_S3_REGION`,
 *   `UPLOAD_S3_ACCESS_KEY_ID`, `UPLOAD_S3_SECRET_ACCESS_KEY`), private objects, SigV4-signed (`s3-storage.ts`).
 *   A missing setting stops the platform rather than silently writing to a local disk.
 */
export function storageFromEnv(env: NodeJS.ProcessEnv = process.env): UploadStorage {
  const kind = env.UPLOAD_STORAGE ?? 'local';
  if (kind === 'local') return localStorage(env.UPLOAD_DIR || DEFAULT_UPLOAD_DIR);
  if (kind === 's3') return s3Storage(s3ConfigFromEnv(env));
  throw new Error(`UPLOAD_STORAGE: unknown storage ${kind} (local or s3)`);
}
