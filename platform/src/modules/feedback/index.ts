// The feedback module's door: feedback with images, its records, the operator's replies and the player's follow-ups (`ops feedback …`).
import { defineHandlers } from '../../core/handlers';
import type { ModuleContext, PlatformModule } from '../module';
import type { UploadService } from '../uploads';
import { feedbackOps } from './ops';
import { feedbackOpsHandlers } from './ops-routes';
import { createFeedbackService } from './service';

export { feedbackOps } from './ops';
export {
  assignFeedback,
  closeFeedback,
  FeedbackMissing,
  feedbackThread,
  openFeedbackThread,
  replyToFeedback,
  SUPPORT_REPLY_MAX,
} from './support';

export function feedbackModule(ctx: ModuleContext, uploads: UploadService): PlatformModule {
  const fb = createFeedbackService(ctx, uploads);
  return {
    name: 'feedback',
    ops: feedbackOps,
    opsHandlers: feedbackOpsHandlers(ctx.db),
    handlers: defineHandlers({
      feedbackUpload: { handle: async (input, c) => fb.upload(await c.user(), input) },
      feedbackSubmit: { handle: async (input, c) => fb.submit(await c.user(), input) },
      feedbackList: { handle: async (input, c) => fb.list(await c.user(), input) },
      feedbackDetail: { handle: async (input, c) => fb.detail(await c.user(), input) },
      feedbackReply: { handle: async (input, c) => fb.reply(await c.user(), input) },
    }),
  };
}
