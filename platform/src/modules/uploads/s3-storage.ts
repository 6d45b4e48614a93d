import { createHash } from 'node:crypto';
import { AwsV4Signer } from 'aws4fetch';
import { checkKey, type UploadStorage } from './storage';

/** An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2, …), addressed path-style. */
export interface S3Config {
  /** The service's base URL, e.g. `https://s3.ap-southeast-1.amazonaws.com` or `http://127.0.0.1:9000`. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const TIMEOUT_MS = 15_000;
const TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/**
 * Reads the bucket's settings from the environment; refuses to start on a missing or malformed one. Error
 * messages name the variable, never its value (the key id and secret stay out of logs).
 */
export function s3ConfigFromEnv(env: NodeJS.ProcessEnv): S3Config {
  const need = (name: string) => {
    const value = env[name]?.trim();
    if (!value) throw new Error(`UPLOAD_STORAGE=s3: ${name} is not set`);
    return value;
  };
  const endpoint = need('UPLOAD_S3_ENDPOINT');
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new Error('UPLOAD_S3_ENDPOINT: not a URL (e.g. https://s3.ap-southeast-1.amazonaws.com)');
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.search || url.hash || url.username) {
    throw new Error('UPLOAD_S3_ENDPOINT: an http(s) base URL without query, fragment or credentials');
  }
  const bucket = need('UPLOAD_S3_BUCKET');
  // S3's bucket naming rule: also keeps the bucket from being a path that walks elsewhere.
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new Error('UPLOAD_S3_BUCKET: 3–63 lowercase letters, digits, dots and hyphens');
  }
  return {
    endpoint: url.href.replace(/\/+$/, ''),
    region: need('UPLOAD_S3_REGION'),
    bucket,
    accessKeyId: need('UPLOAD_S3_ACCESS_KEY_ID'),
    secretAccessKey: need('UPLOAD_S3_SECRET_ACCESS_KEY'),
  };
}

/**
 * Signs one S3 request with AWS Signature Version 4 (aws4fetch's signer, service `s3`). The payload hash is the
 * body's real SHA-256 (empty for GET and DELETE), so the bucket rejects a body changed in transit.
 */
export async function signS3(
  config: Pick<S3Config, 'region' | 'accessKeyId' | 'secretAccessKey'>,
  request: {
    method: string;
    url: string;
    headers?: Record<string, string>;
    body?: Uint8Array;
    datetime?: string;
  },
): Promise<{ url: string; headers: Headers }> {
  const headers = new Headers(request.headers);
  if (!headers.has('x-amz-content-sha256')) {
    headers.set(
      'x-amz-content-sha256',
      createHash('sha256')
        .update(request.body ?? new Uint8Array())
        .digest('hex'),
    );
  }
  const signed = await new AwsV4Signer({
    method: request.method,
    url: request.url,
    headers,
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: 's3',
    region: config.region,
    // Sign every header this code sets (aws4fetch skips a few, like range, by default): S3 accepts them all.
    allHeaders: true,
    ...(request.datetime ? { datetime: request.datetime } : {}),
  }).sign();
  return { url: signed.url.toString(), headers: signed.headers };
}

/**
 * Uploads as private objects in a bucket: no ACL header is ever sent, so objects take the bucket's own (private)
 * policy; the platform reads them back itself for their owner or the operator, never by a public URL.
 */
export function s3Storage(config: S3Config, fetcher: typeof fetch = fetch): UploadStorage {
  // Keys are the platform's own (`<purpose>/<user>/<id>.<ext>`, checked): nothing in them needs escaping.
  const objectUrl = (key: string) => `${config.endpoint}/${config.bucket}/${checkKey(key)}`;

  async function send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer): Promise<Response> {
    const headers: Record<string, string> = {};
    if (body)
      headers['content-type'] = TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
    const signed = await signS3(config, {
      method,
      url: objectUrl(key),
      headers,
      ...(body ? { body: new Uint8Array(body) } : {}),
    });
    return fetcher(signed.url, {
      method,
      headers: signed.headers,
      ...(body ? { body: new Uint8Array(body) } : {}),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  }

  // The status and key only: S3's error body can echo request details, and logs must not carry them.
  const failed = (what: string, key: string, res: Response) =>
    new Error(`S3 ${what} ${config.bucket}/${key} answered HTTP ${res.status}`);

  return {
    async put(key, bytes) {
      const res = await send('PUT', key, bytes);
      await res.arrayBuffer().catch(() => undefined);
      if (!res.ok) throw failed('put', key, res);
    },
    async get(key) {
      const res = await send('GET', key);
      if (!res.ok) {
        await res.arrayBuffer().catch(() => undefined);
        throw failed('get', key, res);
      }
      return Buffer.from(await res.arrayBuffer());
    },
    async remove(key) {
      const res = await send('DELETE', key);
      await res.arrayBuffer().catch(() => undefined);
      // Gone already is gone: removing is idempotent (S3 answers 204 either way; some compatibles 404).
      if (!res.ok && res.status !== 404) throw failed('delete', key, res);
    },
    locate: (key) => `s3://${config.bucket}/${checkKey(key)}`,
  };
}
