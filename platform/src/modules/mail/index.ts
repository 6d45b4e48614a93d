// The mail module's door: the inbox calls, its red dot, the operator's mail command and the system mails.
import type { ModuleContext, PlatformModule } from '../module';
import { deliverDueSends } from './campaigns';
import { mailOps } from './ops';
import { mailOpsHandlers } from './ops-routes';
import { mailHandlers } from './routes';
import { createMailService } from './service';

export { deliverDueSends, type SendRequest, type SendRow, scheduleSend, sentList } from './campaigns';
export { mailOps } from './ops';
export { type MailInput, sendMail } from './send';
export {
  mailDepositCredited,
  mailFeedbackReply,
  mailKycReviewed,
  mailVipLevelUp,
  mailWithdrawalPaid,
  mailWithdrawalRejected,
} from './system-mails';

export function mailModule(ctx: ModuleContext): PlatformModule {
  const mail = createMailService(ctx);
  return {
    name: 'mail',
    handlers: mailHandlers(mail),
    awardFlags: mail.awardFlags,
    ops: mailOps,
    opsHandlers: mailOpsHandlers(ctx.db),
    // Scheduled sends from the console go out within half a minute of their time.
    jobs: [
      {
        name: 'scheduled mail sends',
        everyMs: 30_000,
        run: () => deliverDueSends(ctx.db),
        done: 'mail sends delivered',
      },
    ],
  };
}
