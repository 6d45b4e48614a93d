import { BRAND_NAME } from '@casino/contracts/constants';
import { formatMoney } from '@casino/contracts/money';
import type { FastifyInstance } from 'fastify';
import type { DepositService } from './deposit';
import { type SandboxGateway, sandboxEventBody } from './gateway';
import { otcCounterRoutes } from './sandbox-otc';
import { deliverWebhook, EXPIRY_FORMAT, escapeHtml, page } from './sandbox-page';
import { qrPhPayload, qrSvg } from './sandbox-qr';

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
  qrph: {
    label: 'QR Ph',
    color: '#0b3d91',
    hint: 'Scan the code with your bank app, or save it and upload it there',
  },
  instapay: {
    label: 'InstaPay',
    color: '#1d4ed8',
    hint: 'Send the amount by InstaPay from your bank app with the order as reference',
  },
  bank: { label: 'Online banking', color: '#5b4b8a', hint: 'Choose your bank to pay' },
  otc: { label: 'Payment centre', color: '#b54708', hint: 'Pay in cash at the counter with your reference' },
};

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
    const visual =
      order.method === 'qrph'
        ? `<div class="qr" role="img" aria-label="QR Ph code">${qrSvg(
            qrPhPayload({ merchant: BRAND_NAME, city: 'Manila', amount: order.amount, orderId: order.id }),
          )}</div>`
        : '';
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

  otcCounterRoutes(app, { deposits, sandbox, webhookUrl: opts.webhookUrl });

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
