// The uploads module's door: the private image store (pipeline + storage) KYC and feedback upload through, and
// uploadedImage, by which a player reads back their own images (nobody else's).
import { defineHandlers } from '../../core/handlers';
import type { ModuleContext, PlatformModule } from '../module';
import { pruneOrphanUploads } from './orphans';
import { createUploadService, type UploadService } from './service';
import type { UploadStorage } from './storage';
import { storageFromEnv } from './storage-from-env';

export { checkNoPayload, cleanImage, sniffImage } from './image';
export { ORPHAN_DAYS, pruneOrphanUploads } from './orphans';
export { UPLOADS_PER_DAY, type UploadPurpose, type UploadRow, type UploadService } from './service';
export { DEFAULT_UPLOAD_DIR, localStorage, type UploadStorage } from './storage';
export { storageFromEnv } from './storage-from-env';

export interface UploadsModule extends PlatformModule {
  service: UploadService;
}

export function uploadsModule(ctx: ModuleContext, storage: UploadStorage = storageFromEnv()): UploadsModule {
  const service = createUploadService(ctx, storage);
  return {
    name: 'uploads',
    service,
    jobs: [
      {
        name: 'orphan uploads',
        everyMs: 6 * 3_600_000,
        run: () => pruneOrphanUploads(ctx.db, storage),
        done: 'removed images never attached to a KYC or a feedback',
      },
    ],
    handlers: defineHandlers({
      uploadedImage: { handle: async (input, c) => service.read((await c.user()).userId, input.fileId) },
    }),
  };
}
