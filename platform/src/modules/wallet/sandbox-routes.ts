import { BRAND_NAME, TIME_ZONE } from '@casino/contracts/constants';
import { formatMoney } from '@casino/contracts/money';
import type { FastifyInstance } from 'fastify';
import { deliverWebhook as deliverSignedWebhook } from '../../core/webhook-signature';
import type { DepositService } from './deposit';
import { SANDBOX_SIGNATURE_HEADER, type SandboxGateway, sandboxEventBody } from './gateway';

// The checkout speaks Philippine time, as the app does.
const EXPIRY_FORMAT = new Intl.DateTimeFormat('en-PH', {
  timeZone: TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});

export interface PaymentRoutesOptions {
  deposits: DepositService;
  /** Present when the sandbox gateway is in use: serves its checkout page. */
  sandbox: SandboxGateway | null;
  /** Where the sandbox posts its webhook; default this platform's own listening address. */
  webhookUrl?: string;
  /** Prefix of the page the player returns to ('' = same origin: the web app behind the BFF). */
  returnUrl?: string;
}

const METHOD_LOOK: Record<string, { label: string; color: string; hint: string }> = {
  gcash: { label: 'GCash', color: '#007dfe', hint: 'Log in to GCash to pay' },
  maya: { label: 'Maya', color: '#00b464', hint: 'Log in to Maya to pay' },
  grabpay: { label: 'GrabPay', color: '#00b14f', hint: 'Pay with your GrabPay wallet' },
  qrph: { label: 'QR Ph', color: '#0b3d91', hint: 'Scan with any bank or e-wallet app' },
  bank: { label: 'Online banking', color: '#5b4b8a', hint: 'Choose your bank to pay' },
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(title: string, color: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>
body{margin:0;font-family:system-ui,sans-serif;background:#f2f4f7;color:#1d2939}
header{background:${color};color:#fff;padding:20px;font-size:20px;font-weight:700}
main{max-width:420px;margin:24px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 8px #0002}
.amount{font-size:32px;font-weight:700;margin:8px 0 16px}.muted{color:#667085;font-size:14px}
.qr{width:160px;height:160px;margin:16px auto;background:repeating-conic-gradient(#000 0 25%,#fff 0 50%) 0 0/20px 20px;border:8px solid #fff;outline:1px solid #ccc}
button{width:100%;padding:14px;margin-top:12px;border:0;border-radius:8px;font-size:16px;font-weight:600;cursor:pointer}
.approve{background:${color};color:#fff}.decline{background:#fee4e2;color:#b42318}
.sandbox{background:#fffaeb;color:#b54708;padding:8px;border-radius:6px;font-size:13px;margin-bottom:16px}
</style></head><body>${body}</body></html>`;
}

/**
 * The sandbox checkout (a stand-in for the gateway's hosted page) and the webhook endpoints. The webhook
 * route keeps the raw body: the signature is over the exact bytes the gateway sent.
 */
export async function paymentRoutes(app: FastifyInstance, opts: PaymentRoutesOptions): Promise<void> {
  const { deposits, sandbox } = opts;
  const gateway = deposits.gateway;

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post(`/webhooks/${gateway.name}`, async (req, reply) => {
    const raw = typeof req.body === 'string' ? req.body : '';
    const result = await deposits.handleWebhook(raw, req.headers, req.ip);
    return reply.code(result.status).send(result.body);
  });

  if (!sandbox) return;

  const returnTo = (path: string, orderId: string) => {
    const url = new URL(path, 'http://x');
    url.searchParams.set('order', orderId);
    return `${(opts.returnUrl ?? '').replace(/\/+$/, '')}${url.pathname}${url.search}`;
  };

  app.get<{ Params: { orderId: string } }>('/sandbox/checkout/:orderId', async (req, reply) => {
    const order = await deposits.orderForCheckout(req.params.orderId);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!order)
      return reply.code(404).send(page('Payment', '#475467', '<main><h1>Unknown payment</h1></main>'));
    const look = METHOD_LOOK[order.method] ?? {
      label: order.channelName,
      color: '#475467',
      hint: 'Confirm the payment',
    };
    const id = escapeHtml(order.id);
    const back = escapeHtml(returnTo(order.returnPath, order.id));
    if (order.status !== 'pending') {
      return reply.send(
        page(
          look.label,
          look.color,
          `<header>${escapeHtml(look.label)}</header><main>
<p>This payment is <strong>${escapeHtml(order.status)}</strong>.</p><p><a href="${back}">Back to the casino</a></p></main>`,
        ),
      );
    }
    const visual = order.method === 'qrph' ? '<div class="qr" role="img" aria-label="QR code"></div>' : '';
    return reply.send(
      page(
        `${look.label} checkout`,
        look.color,
        `<header>${escapeHtml(look.label)}</header><main>
<div class="sandbox">Sandbox payment: no real money moves.</div>
<div class="muted">Pay to ${escapeHtml(BRAND_NAME)} · order ${id}</div>
<div class="amount">${escapeHtml(formatMoney(order.amount))}</div>
<div class="muted">${escapeHtml(look.hint)}</div>${visual}
<form method="post" action="/sandbox/checkout/${id}/approve"><button class="approve" type="submit">Approve payment</button></form>
<form method="post" action="/sandbox/checkout/${id}/decline"><button class="decline" type="submit">Decline</button></form>
<p class="muted">Expires ${escapeHtml(EXPIRY_FORMAT.format(order.expiresAt))} (Manila time)</p></main>`,
      ),
    );
  });

  // The player's decision: the sandbox "gateway" posts a signed webhook to us over HTTP, then sends the
  // browser back to the result page, as a hosted checkout does.
  app.post<{ Params: { orderId: string; decision: string } }>(
    '/sandbox/checkout/:orderId/:decision',
    async (req, reply) => {
      const { orderId, decision } = req.params;
      if (decision !== 'approve' && decision !== 'decline') return reply.code(404).send();
      const order = await deposits.orderForCheckout(orderId);
      if (!order)
        return reply
          .code(404)
          .type('text/html')
          .send(page('Payment', '#475467', '<main>Unknown payment</main>'));
      if (order.status === 'pending') {
        const body = sandboxEventBody(order.id, order.amount, decision === 'approve' ? 'paid' : 'failed');
        const signature = sandbox.sign(body);
        const status = await deliverWebhook(
          app,
          opts.webhookUrl,
          `/webhooks/${sandbox.name}`,
          body,
          signature,
        );
        req.log.info({ orderId, decision, webhookStatus: status }, 'sandbox checkout decided');
      }
      return reply.code(303).header('location', returnTo(order.returnPath, order.id)).send();
    },
  );
}

/** POSTs the webhook over real HTTP to our own listening address (or app.inject when not listening). */
export async function deliverWebhook(
  app: FastifyInstance,
  webhookUrl: string | undefined,
  path: string,
  body: string,
  signature: string,
): Promise<number> {
  return deliverSignedWebhook(app, webhookUrl, path, body, {
    header: SANDBOX_SIGNATURE_HEADER,
    value: signature,
  });
}
