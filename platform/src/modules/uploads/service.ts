import { createHash, randomBytes } from 'node:crypto';
import { ERR } from '@casino/contracts/errors';
import {
  DEFAULT_UPLOAD_MAX_MB,
  UPLOAD_MAX_MB_CEILING,
  type UploadImageType,
} from '@casino/contracts/kyc-rules';
import type { CallAnswer } from '@casino/contracts/registry';
import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import { CallError, refusal } from '../../core/call-error';
import type { Db, Tx } from '../../db/client';
import { textLockKey } from '../../db/lock-keys';
import { uploads } from '../../db/schema';
import type { ModuleContext } from '../module';
import { cleanImage } from './image';
import type { UploadStorage } from './storage';

export type UploadPurpose = 'kyc' | 'feedback';
export type UploadRow = typeof uploads.$inferSelect;

/** Uploads a player may make in 24 hours: a KYC needs three, a few retakes and feedback images fit well. */
export const UPLOADS_PER_DAY = 40;

/** Refuses an upload once the player's last 24 hours hold the day's cap. */
async function underDailyCap(db: Db | Tx, userId: number, now = Date.now()): Promise<void> {
  const [recent] = await db
    .select({ n: count() })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), gte(uploads.createdAt, new Date(now - 86_400_000))));
  if ((recent?.n ?? 0) >= UPLOADS_PER_DAY) {
    throw refusal(ERR.RATE_LIMITED, `You can upload ${UPLOADS_PER_DAY} images a day. Try again tomorrow.`, {
      retryAfterSeconds: 3600,
    });
  }
}

export function createUploadService(deps: Pick<ModuleContext, 'db' | 'catalogue'>, storage: UploadStorage) {
  const { db, catalogue } = deps;

  async function maxBytes(): Promise<number> {
    const { config } = await catalogue.snapshot();
    const mb = Math.min(config.uploadMaxMb ?? DEFAULT_UPLOAD_MAX_MB, UPLOAD_MAX_MB_CEILING);
    return mb * 1_048_576;
  }

  return {
    maxBytes,

    /**
     * Checks and re-encodes one image, writes the file, then its row. A refused image writes nothing; a row
     * that fails after the file is written removes the file again.
     */
    async store(o: {
      userId: number;
      purpose: UploadPurpose;
      kind: string;
      contentType: UploadImageType;
      dataBase64: string;
    }): Promise<{ fileId: string }> {
      // A quick refusal before the image is decoded; the count that decides is taken again below, atomically.
      await underDailyCap(db, o.userId);
      const image = await cleanImage(Buffer.from(o.dataBase64, 'base64'), o.contentType, await maxBytes());
      const id = `up_${randomBytes(12).toString('hex')}`;
      const key = `${o.purpose}/${o.userId}/${id}.${image.ext}`;
      await storage.put(key, image.data);
      try {
        await db.transaction(async (tx) => {
          // One player's uploads queue here, so the count and the insert are one step: sixty at once store
          // exactly the day's cap.
          await tx.execute(
            sql`select pg_advisory_xact_lock(hashtextextended(${textLockKey('uploads', o.userId)}, 0))`,
          );
          await underDailyCap(tx, o.userId);
          await tx.insert(uploads).values({
            id,
            userId: o.userId,
            purpose: o.purpose,
            kind: o.kind,
            contentType: image.contentType,
            bytes: image.data.length,
            width: image.width,
            height: image.height,
            sha256: createHash('sha256').update(image.data).digest('hex'),
            storageKey: key,
          });
        });
      } catch (err) {
        await storage.remove(key).catch(() => {});
        throw err;
      }
      return { fileId: id };
    },

    /** The owner's own image; anyone else's (or none) is the same 404, so ids cannot be probed. */
    async read(userId: number, fileId: string): Promise<CallAnswer<'uploadedImage'>> {
      const [row] = await db
        .select()
        .from(uploads)
        .where(and(eq(uploads.id, fileId), eq(uploads.userId, userId)));
      if (!row) throw new CallError(ERR.NOT_FOUND, 'No such image.');
      const data = await storage.get(row.storageKey);
      return {
        contentType: row.contentType as UploadImageType,
        dataBase64: data.toString('base64'),
        width: row.width,
        height: row.height,
      };
    },

    /**
     * The player's own uploads of one purpose, by id, in the order asked; `field` names the request field at
     * fault when one is missing, someone else's, or of another purpose.
     */
    async own(
      tx: Db | Tx,
      userId: number,
      purpose: UploadPurpose,
      ids: readonly { field: string; id: string }[],
    ) {
      const list = ids.map((i) => i.id);
      const rows =
        list.length === 0
          ? []
          : await tx
              .select()
              .from(uploads)
              .where(
                and(eq(uploads.userId, userId), eq(uploads.purpose, purpose), inArray(uploads.id, list)),
              );
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map(({ field, id }) => {
        const row = byId.get(id);
        if (!row) {
          throw new CallError(ERR.INVALID_REQUEST, `Invalid request: ${field}: upload the image first`);
        }
        return row;
      });
    },

    locate: (row: UploadRow) => storage.locate(row.storageKey),
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
