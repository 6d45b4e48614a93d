import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ERR } from '@casino/contracts/errors';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kycSubmissions, uploads } from '../../db/schema';
import { caller, contractData, dbKinds, setSetting } from '../../test-support';
import { PAYOUT_PIN, startTestPlatform, type TestPlatform } from '../../testing';
import { UPLOADS_PER_DAY } from '../uploads';

// Images as a phone would send them: a JPEG with camera EXIF (GPS, serial), a PNG, a WebP. Each is a photo-like
// gradient with its own random shift, so two uploads never share content (the duplicate-image check).
function photoLike(w: number, h: number, tint: [number, number, number]) {
  const [a = 0, b = 0, c = 0] = randomBytes(3);
  const raw = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 3;
      raw[i] = (tint[0] + x + a) % 256;
      raw[i + 1] = (tint[1] + y * 2 + b) % 256;
      raw[i + 2] = (tint[2] + x + y + c) % 256;
    }
  }
  return sharp(raw, { raw: { width: w, height: h, channels: 3 } });
}
async function jpegWithExif(w = 640, h = 400): Promise<Buffer> {
  return photoLike(w, h, [30, 90, 160])
    .jpeg()
    .withExif({
      IFD0: { Make: 'SecretCam', Model: 'Serial-XYZ-123', Copyright: 'GPS 14.5995N 120.9842E' },
    })
    .toBuffer();
}
const png = (w = 300, h = 200) => photoLike(w, h, [255, 204, 0]).png().toBuffer();
const webp = () => photoLike(320, 200, [0, 170, 102]).webp().toBuffer();
/** Random pixels do not compress: a PNG of about `mb` megabytes. */
async function noisePng(mb: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt((mb * 1_048_576) / 3));
  const raw = Buffer.alloc(side * side * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}
/** A JPEG with a comment segment carrying PHP: a valid image and a script at once. */
function withComment(jpeg: Buffer, text: string): Buffer {
  const body = Buffer.from(text, 'latin1');
  const seg = Buffer.alloc(4);
  seg.writeUInt16BE(0xfffe, 0);
  seg.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), seg, body, jpeg.subarray(2)]);
}
const b64 = (b: Buffer) => b.toString('base64');

describe.each(dbKinds)('KYC on $kind', ({ databaseServerUrl }) => {
  let p: TestPlatform;
  let call: ReturnType<typeof caller>;
  let dir: string;

  const upload = (token: string, kind: string, bytes: Buffer, contentType = 'image/jpeg') =>
    call('uploadKyc', { kind, contentType, dataBase64: b64(bytes) }, token);
  const fileCount = () =>
    readdirSync(dir, { recursive: true }).filter((f) => String(f).includes('up_')).length;

  async function submit(token: string, over: Record<string, unknown> = {}) {
    const front = contractData('uploadKyc', await upload(token, 'idFront', await jpegWithExif())) as {
      fileId: string;
    };
    const back = contractData('uploadKyc', await upload(token, 'idBack', await png(), 'image/png')) as {
      fileId: string;
    };
    const selfie = contractData('uploadKyc', await upload(token, 'selfie', await webp(), 'image/webp')) as {
      fileId: string;
    };
    return call(
      'addKyc',
      {
        idType: 'philsys',
        // a number of its own: the same number on two players is flagged (checks.ts)
        idNumber: `${randomInt(10_000_000, 99_999_999)}${randomInt(10_000_000, 99_999_999)}`,
        realName: 'Juan Dela Cruz',
        birthday: '1990-05-17',
        idFrontFileId: front.fileId,
        idBackFileId: back.fileId,
        selfieFileId: selfie.fileId,
        ...over,
      },
      token,
    );
  }
  const kycState = async (token: string) =>
    contractData('kyc', await call('kyc', {}, token)) as Record<string, unknown>;
  const hasKyc = async (token: string) =>
    (
      contractData('getAfterLoginInfoWeb', await call('getAfterLoginInfoWeb', {}, token)) as {
        user: { hasKyc: boolean };
      }
    ).user.hasKyc;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'kyc-uploads-'));
    process.env.UPLOAD_DIR = dir;
    p = await startTestPlatform({ databaseServerUrl });
    call = caller(p.app);
  });
  afterAll(async () => {
    await p?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores a re-encoded copy without EXIF; the owner reads it back, another player gets 404, no URL serves it', async () => {
    const { token, userId } = await p.createUserSession();
    const original = await jpegWithExif();
    expect(original.includes(Buffer.from('SecretCam'))).toBe(true);
    const up = contractData('uploadKyc', await upload(token, 'idFront', original)) as {
      fileId: string;
      url: string;
    };
    expect(up.fileId).toMatch(/^up_[a-f0-9]{24}$/);
    expect(up.url).toBe('');
    const [row] = await p.db.select().from(uploads).where(eq(uploads.id, up.fileId));
    expect(row).toMatchObject({
      userId,
      purpose: 'kyc',
      kind: 'idFront',
      contentType: 'image/jpeg',
      width: 640,
    });
    const stored = readFileSync(join(dir, row!.storageKey));
    expect(stored.equals(original)).toBe(false);
    for (const secret of ['SecretCam', 'Serial-XYZ-123', 'GPS 14.5995N', 'Exif']) {
      expect(stored.includes(Buffer.from(secret)), secret).toBe(false);
    }
    expect((await sharp(stored).metadata()).exif).toBeUndefined();

    const mine = contractData('uploadedImage', await call('uploadedImage', { fileId: up.fileId }, token)) as {
      dataBase64: string;
    };
    expect(Buffer.from(mine.dataBase64, 'base64').equals(stored)).toBe(true);
    const other = await p.createUserSession();
    const theirs = await call('uploadedImage', { fileId: up.fileId }, other.token);
    expect([theirs.status, theirs.errcode, theirs.data]).toEqual([404, ERR.NOT_FOUND, null]);
    expect((await call('uploadedImage', { fileId: up.fileId })).status).toBe(401);
    for (const url of [
      `/${row!.storageKey}`,
      `/uploads/${row!.storageKey}`,
      `/data/uploads/${row!.storageKey}`,
    ]) {
      expect((await p.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it("sixty uploads at once store exactly the day's forty; the rest are refused and leave no file", async () => {
    const { token, userId } = await p.createUserSession();
    const files = fileCount();
    const image = await png(40, 30);
    const answers = await Promise.all(
      Array.from({ length: UPLOADS_PER_DAY + 20 }, () => upload(token, 'selfie', image, 'image/png')),
    );
    const codes = answers.map((a) => a.errcode);
    expect(codes.filter((c) => c === 0)).toHaveLength(UPLOADS_PER_DAY);
    expect(codes.filter((c) => c === ERR.RATE_LIMITED)).toHaveLength(20);
    expect(await p.db.select().from(uploads).where(eq(uploads.userId, userId))).toHaveLength(UPLOADS_PER_DAY);
    expect(fileCount() - files).toBe(UPLOADS_PER_DAY);
  });

  it('refuses oversized, wrong-type, non-image and polyglot files with their errcode, storing nothing', async () => {
    const { token, userId } = await p.createUserSession();
    const before = fileCount();
    const jpeg = await jpegWithExif();
    const cases: [string, Buffer, string, number][] = [
      [
        'text as JPEG',
        Buffer.from('hello, this is not an image at all '.repeat(10)),
        'image/jpeg',
        ERR.UPLOAD_NOT_IMAGE,
      ],
      ['PNG sent as JPEG', await png(), 'image/jpeg', ERR.UPLOAD_NOT_IMAGE],
      ['GIF', Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(200)]), 'image/png', ERR.UPLOAD_NOT_IMAGE],
      ['truncated JPEG', jpeg.subarray(0, 300), 'image/jpeg', ERR.UPLOAD_REFUSED],
      [
        'JPEG + zip',
        Buffer.concat([jpeg, Buffer.from('PK\x03\x04\x14\x00\x00\x00payload.php', 'latin1')]),
        'image/jpeg',
        ERR.UPLOAD_REFUSED,
      ],
      [
        'JPEG with PHP in a comment',
        withComment(jpeg, '<?php system($_GET["c"]); ?>'),
        'image/jpeg',
        ERR.UPLOAD_REFUSED,
      ],
      [
        'PNG + HTML',
        Buffer.concat([await png(), Buffer.from('<html><script>alert(1)</script>')]),
        'image/png',
        ERR.UPLOAD_REFUSED,
      ],
    ];
    for (const [name, bytes, type, code] of cases) {
      const r = await upload(token, 'idFront', bytes, type);
      expect({ name, errcode: r.errcode }).toEqual({ name, errcode: code });
      expect(r.msg.length).toBeGreaterThan(10);
    }
    await setSetting(p.app, 'uploadMaxMb', 1);
    try {
      const big = await noisePng(1.3);
      expect(big.length).toBeGreaterThan(1_048_576);
      const r = await upload(token, 'selfie', big, 'image/png');
      expect([r.errcode, r.msg]).toEqual([
        ERR.UPLOAD_TOO_LARGE,
        expect.stringContaining('the limit is 1 MB'),
      ]);
    } finally {
      await setSetting(p.app, 'uploadMaxMb', 5);
    }
    // Over the contract's 5 MiB of base64 the request itself is refused.
    const huge = await call(
      'uploadKyc',
      { kind: 'selfie', contentType: 'image/png', dataBase64: 'A'.repeat(7_000_004) },
      token,
    );
    expect(huge.status).toBe(400);
    expect(fileCount()).toBe(before);
    expect(await p.db.select().from(uploads).where(eq(uploads.userId, userId))).toEqual([]);
  });

  it('ID numbers in the wrong format, an underage birthday, missing or foreign images: refused, nothing stored', async () => {
    const { token, userId } = await p.createUserSession();
    const other = await p.createUserSession();
    const foreign = contractData('uploadKyc', await upload(other.token, 'selfie', await jpegWithExif())) as {
      fileId: string;
    };
    const bad: [Record<string, unknown>, number, string][] = [
      [{ idNumber: '1234-5678-9012' }, ERR.INVALID_REQUEST, 'idNumber'],
      [{ idType: 'passport', idNumber: '12345678' }, ERR.INVALID_REQUEST, 'idNumber'],
      [{ idType: 'sss', idNumber: 'AB-1234567-8' }, ERR.INVALID_REQUEST, 'idNumber'],
      [{ idType: 'drivers_license', idNumber: '01-23-456789' }, ERR.INVALID_REQUEST, 'idNumber'],
      [{ birthday: '2015-01-01' }, ERR.UNDERAGE, ''],
      [{ birthday: '1990-02-30' }, ERR.INVALID_REQUEST, 'birthday'],
      [{ idBackFileId: undefined }, ERR.INVALID_REQUEST, 'idBackFileId'],
      [{ selfieFileId: foreign.fileId }, ERR.INVALID_REQUEST, 'selfieFileId'],
      [{ realName: 'R0b0t <script>' }, ERR.INVALID_REQUEST, 'realName'],
    ];
    for (const [over, code, field] of bad) {
      const r = await submit(token, over);
      expect({ over, errcode: r.errcode }).toEqual({ over, errcode: code });
      if (field) expect((r.body.issues as { path: string }[])[0]?.path).toBe(field);
    }
    // The selfie slot given the ID front: kinds must match.
    const front = contractData('uploadKyc', await upload(token, 'idFront', await jpegWithExif())) as {
      fileId: string;
    };
    const swapped = await submit(token, { selfieFileId: front.fileId });
    expect([swapped.errcode, (swapped.body.issues as { path: string }[])[0]?.path]).toEqual([
      400,
      'selfieFileId',
    ]);
    expect(await p.db.select().from(kycSubmissions).where(eq(kycSubmissions.userId, userId))).toEqual([]);
    expect(await kycState(token)).toMatchObject({ status: 0, idType: null });
    // A passport has no back: its valid number goes through without one.
    const ok = await submit(token, { idType: 'passport', idNumber: 'p1234567a', idBackFileId: undefined });
    expect(contractData('addKyc', ok)).toEqual({ status: 1 });
  });

  it('none → pending → rejected with the reason (mailed) → resubmitted → approved by ops: hasKyc and the mail follow', async () => {
    const { token, userId } = await p.createUserSession();
    expect(await kycState(token)).toMatchObject({ status: 0 });
    expect(await hasKyc(token)).toBe(false);
    expect(contractData('addKyc', await submit(token, { idNumber: '1234-5678-9012-3456' }))).toEqual({
      status: 1,
    });
    expect(await kycState(token)).toMatchObject({
      status: 1,
      idType: 'philsys',
      idNumber: '****3456',
      realName: 'Juan Dela Cruz',
      reviewedAt: 0,
    });
    // While pending: no second submission, no more uploads.
    expect((await upload(token, 'idFront', await jpegWithExif())).errcode).toBe(ERR.KYC_PENDING);
    const [sub] = await p.db.select().from(kycSubmissions).where(eq(kycSubmissions.userId, userId));
    expect(await p.ops('kyc', 'list')).toContain(
      `#${sub!.id} player ${userId} pending philsys "Juan Dela Cruz"`,
    );
    const shown = await p.ops('kyc', 'show', String(sub!.id));
    expect(shown).toContain('ID: philsys 1234567890123456');
    expect(shown).toMatch(new RegExp(`idFront: ${dir}/kyc/${userId}/up_[a-f0-9]{24}\\.jpg`));
    await expect(p.ops('kyc', 'reject', String(sub!.id))).rejects.toThrow(/needs a reason/);
    expect(await p.ops('kyc', 'reject', String(sub!.id), 'The', 'photo', 'is', 'blurred')).toMatch(
      new RegExp(`KYC #${sub!.id} rejected; player ${userId} told by mail \\d+`),
    );
    await expect(p.ops('kyc', 'approve', String(sub!.id))).rejects.toThrow(/already rejected/);
    expect(await kycState(token)).toMatchObject({ status: 3, rejectReason: 'The photo is blurred' });
    expect(await hasKyc(token)).toBe(false);
    const inbox = contractData('getMail2', await call('getMail2', {}, token)) as {
      list: { title: string; id: number }[];
    };
    expect(inbox.list[0]?.title).toBe('Identity verification not approved');
    const mail = contractData(
      'getMailDetail',
      await call('getMailDetail', { id: inbox.list[0]!.id }, token),
    ) as {
      content: string;
    };
    expect(mail.content).toContain('The photo is blurred');

    expect(
      contractData('addKyc', await submit(token, { idType: 'umid', idNumber: '0111-2345678-9' })),
    ).toEqual({
      status: 1,
    });
    const [, again] = await p.db
      .select()
      .from(kycSubmissions)
      .where(eq(kycSubmissions.userId, userId))
      .orderBy(kycSubmissions.id);
    expect(await p.ops('kyc', 'approve', String(again!.id))).toContain('approved');
    expect(await kycState(token)).toMatchObject({
      status: 2,
      idType: 'umid',
      idNumber: '****6789',
      rejectReason: '',
    });
    expect(await hasKyc(token)).toBe(true);
    expect((await upload(token, 'idFront', await jpegWithExif())).errcode).toBe(ERR.KYC_ALREADY_APPROVED);
    const titles = (
      contractData('getMail2', await call('getMail2', {}, token)) as { list: { title: string }[] }
    ).list.map((m) => m.title);
    expect(titles[0]).toBe('Identity verified');
  });

  it('a receiving account waits for a verified identity, then goes only to the verified name', async () => {
    const { token, userId } = await p.createUserSession();
    const add = (accountName: string) =>
      call('addBankInfo', { bankId: 11, accountName, accountNo: '0012345678', code: PAYOUT_PIN }, token);
    const r0 = await add('Juan Dela Cruz');
    expect([r0.errcode, r0.detail]).toEqual([ERR.KYC_REQUIRED, { kycLevelRequired: 1 }]);
    await submit(token);
    // waiting for review is not verified yet
    expect((await add('Juan Dela Cruz')).errcode).toBe(ERR.KYC_REQUIRED);
    const [sub] = await p.db.select().from(kycSubmissions).where(eq(kycSubmissions.userId, userId));
    await p.ops('kyc', 'approve', String(sub!.id));
    expect(await hasKyc(token)).toBe(true);
    expect((await call('safeboxSetPassword', { password: PAYOUT_PIN }, token)).errcode).toBe(0);
    expect((await add('Pedro Santos')).errcode).toBe(ERR.ACCOUNT_NAME_MISMATCH);
    expect((await add('JUAN DELA CRUZ')).errcode).toBe(0);
  });
});
