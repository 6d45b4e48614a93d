import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AwsV4Signer } from 'aws4fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3Config, s3ConfigFromEnv, s3Storage, signS3 } from './s3-storage';
import { storageFromEnv } from './storage-from-env';

// AWS's published Signature Version 4 example for S3 ("GET Object", Authenticating Requests: Using the
// Authorization Header): the example credentials, bucket, date and the signature AWS documents for them.
describe('S3 request signing', () => {
  it('matches AWS’s published SigV4 example for GET Object', async () => {
    const signed = await signS3(
      {
        region: 'us-east-1',
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      },
      {
        method: 'GET',
        url: 'https://examplebucket.s3.amazonaws.com/test.txt',
        headers: { range: 'bytes=0-9' },
        datetime: '20130524T000000Z',
      },
    );
    // AWS writes the parts separated by ",", aws4fetch by ", ": both are valid Authorization headers.
    expect(signed.headers.get('authorization')?.split(/, ?/)).toEqual([
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request',
      'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date',
      'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    ]);
    // the empty body's hash, as AWS's example sends it
    expect(signed.headers.get('x-amz-content-sha256')).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
  });
});

const SECRET = 'fake-secret-key-0123456789';
const KEY_ID = 'FAKEKEYID';

/**
 * A tiny S3: one bucket in memory, and it checks each request as S3 does — the signature recomputed from the
 * signed headers with the secret, and a PUT body against its signed hash. Records what it saw.
 */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const seen: { method: string; path: string; headers: IncomingMessage['headers'] }[] = [];
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    seen.push({ method: req.method!, path: req.url!, headers: req.headers });
    const auth = String(req.headers.authorization ?? '');
    const signedHeaders = /SignedHeaders=([^,]+)/.exec(auth)?.[1]?.split(';') ?? [];
    const headers = new Headers();
    for (const h of signedHeaders) if (h !== 'host') headers.set(h, String(req.headers[h] ?? ''));
    const expected = await new AwsV4Signer({
      method: req.method!,
      url: `http://${req.headers.host}${req.url}`,
      headers,
      accessKeyId: KEY_ID,
      secretAccessKey: SECRET,
      service: 's3',
      region: 'ap-southeast-1',
      allHeaders: true,
      datetime: String(req.headers['x-amz-date']),
    }).sign();
    const hashOk = req.headers['x-amz-content-sha256'] === createHash('sha256').update(body).digest('hex');
    if (!auth || expected.headers.get('authorization') !== auth || !hashOk) {
      res.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      return;
    }
    const key = req.url!;
    if (req.method === 'PUT') {
      objects.set(key, { body, type: String(req.headers['content-type']) });
      res.writeHead(200).end();
    } else if (req.method === 'GET') {
      const o = objects.get(key);
      if (!o) res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
      else res.writeHead(200, { 'content-type': o.type }).end(o.body);
    } else if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204).end();
    } else res.writeHead(405).end();
  });
  return { server, objects, seen };
}

describe('S3 upload storage against a fake S3', () => {
  const s3 = fakeS3();
  let config: S3Config;
  beforeAll(async () => {
    await new Promise<void>((ok) => s3.server.listen(0, '127.0.0.1', ok));
    const { port } = s3.server.address() as AddressInfo;
    config = {
      endpoint: `http://127.0.0.1:${port}`,
      region: 'ap-southeast-1',
      bucket: 'casino-uploads',
      accessKeyId: KEY_ID,
      secretAccessKey: SECRET,
    };
  });
  afterAll(() => new Promise<void>((ok) => s3.server.close(() => ok())));

  const key = 'kyc/42/up_0123456789abcdef01234567.png';
  const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3, 255]);

  it('puts, gets and deletes a private object, signed, path-style under the bucket', async () => {
    const storage = s3Storage(config);
    s3.seen.length = 0;
    await storage.put(key, bytes);
    expect(s3.objects.get(`/casino-uploads/${key}`)).toEqual({ body: bytes, type: 'image/png' });
    expect(await storage.get(key)).toEqual(bytes);
    await storage.remove(key);
    expect(s3.objects.size).toBe(0);
    await storage.remove(key); // gone already is fine
    await expect(storage.get(key)).rejects.toThrow(`S3 get casino-uploads/${key} answered HTTP 404`);

    expect(s3.seen.map((r) => `${r.method} ${r.path}`)).toEqual([
      `PUT /casino-uploads/${key}`,
      `GET /casino-uploads/${key}`,
      `DELETE /casino-uploads/${key}`,
      `DELETE /casino-uploads/${key}`,
      `GET /casino-uploads/${key}`,
    ]);
    for (const r of s3.seen) {
      expect(r.headers.authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=FAKEKEYID\/\d{8}\/ap-southeast-1\/s3\/aws4_request, ?SignedHeaders=[a-z0-9;-]+, ?Signature=[0-9a-f]{64}$/,
      );
      // private: never a public ACL (nor any ACL: the bucket's own private policy applies)
      expect(r.headers['x-amz-acl']).toBeUndefined();
      expect(JSON.stringify(r.headers)).not.toContain(SECRET);
    }
    expect(storage.locate(key)).toBe(`s3://casino-uploads/${key}`);
  });

  it('a wrong secret is refused by the bucket, and the error names neither key id nor secret', async () => {
    const storage = s3Storage({ ...config, secretAccessKey: 'not-the-secret' });
    const err = (await storage.put(key, bytes).catch((e: Error) => e)) as Error;
    expect(err.message).toBe(`S3 put casino-uploads/${key} answered HTTP 403`);
    expect(err.message).not.toContain('not-the-secret');
    expect(s3.objects.size).toBe(0);
  });

  it('never follows a key that is not the platform’s own', async () => {
    const storage = s3Storage(config);
    await expect(storage.get('../other-bucket/secret.png')).rejects.toThrow(/bad upload key/);
    await expect(storage.put('kyc/1/x.png', bytes)).rejects.toThrow(/bad upload key/);
  });

  it('UPLOAD_STORAGE=s3 builds it from the environment; a missing setting stops the start, naming only the variable', async () => {
    const env = {
      UPLOAD_STORAGE: 's3',
      UPLOAD_S3_ENDPOINT: `${config.endpoint}/`,
      UPLOAD_S3_REGION: config.region,
      UPLOAD_S3_BUCKET: config.bucket,
      UPLOAD_S3_ACCESS_KEY_ID: KEY_ID,
      UPLOAD_S3_SECRET_ACCESS_KEY: SECRET,
    };
    const storage = storageFromEnv(env);
    await storage.put(key, bytes);
    expect(await storage.get(key)).toEqual(bytes);
    await storage.remove(key);

    expect(() => storageFromEnv({ ...env, UPLOAD_S3_SECRET_ACCESS_KEY: '' })).toThrow(
      'UPLOAD_STORAGE=s3: UPLOAD_S3_SECRET_ACCESS_KEY is not set',
    );
    expect(() => s3ConfigFromEnv({ ...env, UPLOAD_S3_ENDPOINT: 'ftp://x' })).toThrow(/UPLOAD_S3_ENDPOINT/);
    expect(() => s3ConfigFromEnv({ ...env, UPLOAD_S3_BUCKET: '../etc' })).toThrow(/UPLOAD_S3_BUCKET/);
    const message = (() => {
      try {
        s3ConfigFromEnv({ ...env, UPLOAD_S3_REGION: '' });
        return '';
      } catch (e) {
        return (e as Error).message;
      }
    })();
    expect(message).not.toContain(SECRET);
    expect(message).not.toContain(KEY_ID);
  });
});
