// The wallet module's door: deposits through the payment gateway, withdrawals, receiving accounts, safebox and
// records, and the gateway's pages and webhooks.
import { randomBytes } from 'node:crypto';
import type { SmsSender } from '../auth';
import type { ModuleContext, PlatformModule } from '../module';
import { createDepositService } from './deposit';
import { type PaymentGateway, SandboxGateway } from './gateway';
import { walletOpsHandlers } from './ops-routes';
import { createPayoutCodes } from './payout-code';
import { expireOrders } from './recharge-order';
import { createRecordsService } from './records';
import { walletHandlers } from './routes';
import { createSafeboxService } from './safebox';
import { paymentRoutes } from './sandbox-routes';
import { createWithdrawService } from './withdraw';
import { WITHDRAWAL_APPROVE_ACTION, withdrawalApproveExecutor } from './withdrawal-decide';

export { type PaymentGateway, SANDBOX_SIGNATURE_HEADER, SandboxGateway, sandboxEventBody } from './gateway';
export { expireOrders } from './recharge-order';
export { approveWithdrawal, payWithdrawal, rejectWithdrawal, returnWithdrawal } from './withdraw-approval';
export { decideWithdrawals, WITHDRAWAL_APPROVE_ACTION, withdrawalApproveExecutor } from './withdrawal-decide';
export { fourEyesAboveMinor, withdrawalQueue } from './withdrawal-queue';
export { withdrawalRisk } from './withdrawal-risk';

/** Payments: the gateway (default the sandbox) and where its pages and webhooks live. */
export interface PaymentsOptions {
  /** A real gateway; default the sandbox gateway served by this platform. */
  gateway?: PaymentGateway;
  /** Sandbox webhook secret (SANDBOX_WEBHOOK_SECRET); default a random one per process. */
  sandboxSecret?: string;
  /** Serve the sandbox even with NODE_ENV=production (PAYMENTS_SANDBOX=1): a demo, never a real casino. */
  sandboxInProduction?: boolean;
  /** Prefix of checkout URLs as the browser sees this platform ('' = same origin through the BFF). */
  publicUrl?: string;
  /** Prefix of the page the checkout returns to ('' = same origin: the web app). */
  returnUrl?: string;
  /** Where the sandbox posts its webhooks (default this platform's own address). */
  webhookUrl?: string;
  /** Sandbox: approve each withdrawal after this many ms (default off: an operator decides). */
  withdrawAutoApproveMs?: number;
}

export interface WalletModule extends PlatformModule {
  gateway: PaymentGateway;
  /** The sandbox gateway when it is the one in use and served (tests sign webhooks with it). */
  sandbox: SandboxGateway | null;
}

/** The wallet area's descriptor; `gateway` and `sandbox` are the app's too (tests sign webhooks with the sandbox). */
export function walletModule(ctx: ModuleContext, pay: PaymentsOptions, sms: SmsSender): WalletModule {
  const { db, catalogue, log } = ctx;
  const sandbox = pay.gateway
    ? null
    : new SandboxGateway({
        secret: pay.sandboxSecret ?? randomBytes(32).toString('hex'),
        ...(pay.publicUrl !== undefined ? { publicUrl: pay.publicUrl } : {}),
      });
  const gateway = pay.gateway ?? sandbox!;
  const sandboxServed = sandbox !== null && (!ctx.production || pay.sandboxInProduction === true);
  if (sandbox && !sandboxServed) {
    log.error(
      'payments: no gateway configured and the sandbox is off in production: deposits cannot be paid',
    );
  }
  const deposits = createDepositService({ db, catalogue, gateway, log });
  const safebox = createSafeboxService({ db, catalogue });
  const codes = createPayoutCodes({ db, catalogue, sms, checkSafeboxPin: safebox.checkPassword });
  const withdrawals = createWithdrawService({
    db,
    catalogue,
    log,
    codes,
    ...(pay.withdrawAutoApproveMs ? { autoApproveMs: pay.withdrawAutoApproveMs } : {}),
  });
  return {
    name: 'wallet',
    handlers: walletHandlers({
      db,
      deposits,
      withdrawals,
      safebox,
      codes,
      records: createRecordsService({ db, catalogue }),
    }),
    opsHandlers: walletOpsHandlers({ db, catalogue }),
    proposalExecutors: { [WITHDRAWAL_APPROVE_ACTION]: withdrawalApproveExecutor },
    jobs: [
      {
        // Reads expire a player's own orders at once; this closes the ones nobody looks at again.
        name: 'deposit order expiry',
        everyMs: 60_000,
        run: () => expireOrders(db),
        done: 'pending deposit orders expired',
      },
    ],
    gateway,
    sandbox: sandboxServed ? sandbox : null,
    async routes(app) {
      await app.register(paymentRoutes, {
        deposits,
        sandbox: sandboxServed ? sandbox : null,
        ...(pay.webhookUrl ? { webhookUrl: pay.webhookUrl } : {}),
        ...(pay.returnUrl !== undefined ? { returnUrl: pay.returnUrl } : {}),
      });
    },
  };
}
