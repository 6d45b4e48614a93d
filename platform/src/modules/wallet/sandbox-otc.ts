import { BRAND_NAME } from '@casino/contracts/constants';
import { ERR } from '@casino/contracts/errors';
import { formatMoney } from '@casino/contracts/money';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DepositService } from './deposit';
import { type SandboxGateway, sandboxEventBody } from './gateway';
import type { RechargeOrderRow } from './recharge-order';
import { deliverWebhook, EXPIRY_FORMAT, escapeHtml, page } from './sandbox-page';

// The sandbox payment centre (a stand-in for Bayad, 7-Eleven CLIQQ, ECPay counters): the teller keys in the
// player's reference, the network asks the biller whether it can be paid, takes the cash and confirms it to us by
// a signed webhook. An expired reference cannot be paid, as at a real counter.

const COLOR = '#b54708';

export interface OtcCounterOptions {
  deposits: DepositService;
  sandbox: SandboxGateway;
  webhookUrl?: string | undefined;
}

const REFERENCE = /^\d{6,40}$/;

function counterForm(reference: string, order: RechargeOrderRow | null): string {
  const known =
    order && order.status === 'pending'
      ? `<p class="muted">Pay to ${escapeHtml(BRAND_NAME)} · reference <span class="ref">${escapeHtml(reference)}</span></p>
<div class="amount">${escapeHtml(formatMoney(order.amount))}</div>
<p class="muted">Payable until ${escapeHtml(EXPIRY_FORMAT.format(order.expiresAt))} (Manila time)</p>`
      : '';
  return `<header>Payment centre</header><main>
<div class="sandbox">Sandbox payment centre: no real money moves. A teller keys in the player's reference.</div>${known}
<form method="post" action="/sandbox/otc/pay"><label for="reference">Reference number</label>
<input id="reference" name="reference" inputmode="numeric" autocomplete="off" value="${escapeHtml(reference)}">
<button class="approve" type="submit">Receive cash and confirm</button></form></main>`;
}

/** What a refusal or a result looks like: the envelope for a machine, a page for the teller. */
function answer(
  req: FastifyRequest,
  reply: FastifyReply,
  status: number,
  errcode: number,
  msg: string,
  data: { orderId: string; outcome: string } | null = null,
) {
  if (String(req.headers.accept ?? '').includes('application/json')) {
    return reply.code(status).type('application/json').send({ errcode, msg, data });
  }
  const body =
    errcode === 0
      ? `<p role="status">${escapeHtml(msg)}</p>`
      : `<p class="error" role="alert">${escapeHtml(msg)}</p>`;
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(page('Payment centre', COLOR, `<header>Payment centre</header><main>${body}</main>`));
}

function referenceOf(body: unknown): string {
  if (typeof body === 'string') {
    try {
      return String((JSON.parse(body) as { reference?: unknown }).reference ?? '').trim();
    } catch {
      return '';
    }
  }
  if (body && typeof body === 'object')
    return String((body as { reference?: unknown }).reference ?? '').trim();
  return '';
}

export function otcCounterRoutes(app: FastifyInstance, opts: OtcCounterOptions): void {
  const { deposits, sandbox } = opts;

  app.get<{ Querystring: { ref?: string } }>('/sandbox/otc', async (req, reply) => {
    const ref = String(req.query.ref ?? '').trim();
    const order = REFERENCE.test(ref) ? await deposits.orderForReference(ref) : null;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(page('Payment centre', COLOR, counterForm(REFERENCE.test(ref) ? ref : '', order)));
  });

  app.post('/sandbox/otc/pay', async (req, reply) => {
    const reference = referenceOf(req.body);
    const order = REFERENCE.test(reference) ? await deposits.orderForReference(reference) : null;
    if (!order) return answer(req, reply, 404, ERR.NOT_FOUND, 'No deposit has this reference number.');
    if (order.status === 'expired') {
      return answer(
        req,
        reply,
        409,
        ERR.OTC_REFERENCE_EXPIRED,
        `Reference ${reference} expired on ${EXPIRY_FORMAT.format(order.expiresAt)} (Manila time) and cannot be paid. Do not take the cash; the player can start a new deposit.`,
      );
    }
    if (order.status !== 'pending') {
      return answer(
        req,
        reply,
        409,
        ERR.ORDER_CLOSED,
        `Reference ${reference} is ${order.status}: nothing to pay.`,
      );
    }
    const body = sandboxEventBody(order.id, order.amount, 'paid');
    const status = await deliverWebhook(
      app,
      opts.webhookUrl,
      `/webhooks/${sandbox.name}`,
      body,
      sandbox.sign(body),
    );
    req.log.info({ orderId: order.id, webhookStatus: status }, 'sandbox payment centre took the cash');
    if (status !== 200) {
      return answer(req, reply, 502, ERR.BAD_UPSTREAM, 'The casino did not confirm the payment. Try again.');
    }
    return answer(
      req,
      reply,
      200,
      ERR.OK,
      `Cash received: ${formatMoney(order.amount)} for reference ${reference}. The casino has been told.`,
      { orderId: order.id, outcome: 'paid' },
    );
  });
}
