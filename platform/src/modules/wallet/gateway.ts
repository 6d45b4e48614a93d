import { randomBytes, randomInt } from 'node:crypto';
import type { RechargeChannelKind } from '@casino/contracts/entities/app-config';
import { z } from 'zod';
import { type HeaderBag, readSignedEvent, signSandboxWebhook } from '../../core/webhook-signature';

export {
  type HeaderBag,
  SIGNATURE_TOLERANCE_S,
  signSandboxWebhook,
  verifySignatureHeader,
  WebhookRejected,
  type WebhookRejection,
} from '../../core/webhook-signature';

/**
 * The payment gateway seam (DESIGN §5): create a checkout → the URL the player pays on; verify a webhook →
 * a trusted event. Only a verified event may credit a deposit. A real PayMongo/Xendit/Dragonpay gateway
 * implements the same interface.
 */
export interface CheckoutRequest {
  orderId: string;
  amount: number;
  method: string;
  /** The rail (contracts RECHARGE_CHANNEL_KINDS): otc asks the gateway for a payment-centre reference. */
  kind: RechargeChannelKind;
  channelName: string;
}

export interface Checkout {
  /** Where the player pays: the hosted checkout, or for otc the gateway's paying instructions. */
  checkoutUrl: string;
  /** otc: the reference the payment centre takes the cash against. */
  payReference?: string;
}

export interface WebhookEvent {
  /** The gateway's event id (logged; the order id is what makes crediting idempotent). */
  eventId: string;
  orderId: string;
  outcome: 'paid' | 'failed';
  /** Minor units as the gateway charged them. */
  amount: number;
}

export interface PaymentGateway {
  /** Path segment of its webhook route: POST /webhooks/<name>. */
  readonly name: string;
  createCheckout(req: CheckoutRequest): Promise<Checkout>;
  /** Throws WebhookRejected unless the body is signed by the gateway, recently. */
  verifyWebhook(rawBody: string, headers: HeaderBag, nowMs?: number): WebhookEvent;
}

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** The sandbox event body, shaped like a PayMongo event (data.attributes.type, nested payment resource). */
const sandboxEvent = z.object({
  data: z.object({
    id: z.string().min(1).max(100),
    attributes: z.object({
      type: z.enum(['payment.paid', 'payment.failed']),
      data: z.object({
        id: z.string().min(1).max(100),
        attributes: z.object({
          amount: z.number().int().positive(),
          currency: z.literal('PHP'),
          metadata: z.object({ orderId: z.string().min(1).max(64) }),
        }),
      }),
    }),
  }),
});

/** The body the sandbox checkout posts when the player approves or declines. */
export function sandboxEventBody(orderId: string, amount: number, outcome: 'paid' | 'failed'): string {
  return JSON.stringify({
    data: {
      id: `evt_${randomBytes(12).toString('hex')}`,
      type: 'event',
      attributes: {
        type: outcome === 'paid' ? 'payment.paid' : 'payment.failed',
        livemode: false,
        created_at: Math.floor(Date.now() / 1000),
        data: {
          id: `pay_${randomBytes(12).toString('hex')}`,
          type: 'payment',
          attributes: { amount, currency: 'PHP', status: outcome, metadata: { orderId } },
        },
      },
    },
  });
}

export interface SandboxGatewayOptions {
  secret: string;
  /** Prefix of the checkout URL as the browser reaches the platform ('' = same origin, e.g. through the BFF). */
  publicUrl?: string;
}

/** The sandbox: a checkout page served by the platform itself (GET /sandbox/checkout/:orderId). */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox';
  constructor(private readonly opts: SandboxGatewayOptions) {}

  get secret(): string {
    return this.opts.secret;
  }

  async createCheckout(req: CheckoutRequest): Promise<Checkout> {
    const base = (this.opts.publicUrl ?? '').replace(/\/+$/, '');
    if (req.kind === 'otc') {
      // 14 digits, as payment-centre tellers key them in; random so no one pays into another's order.
      const payReference = Array.from({ length: 14 }, (_, i) => randomInt(i === 0 ? 1 : 0, 10)).join('');
      return { checkoutUrl: `${base}/sandbox/otc?ref=${payReference}`, payReference };
    }
    return { checkoutUrl: `${base}/sandbox/checkout/${encodeURIComponent(req.orderId)}` };
  }

  sign(rawBody: string, t?: number): string {
    return signSandboxWebhook(this.opts.secret, rawBody, t);
  }

  verifyWebhook(rawBody: string, headers: HeaderBag, nowMs = Date.now()): WebhookEvent {
    const { data } = readSignedEvent(
      {
        secret: this.opts.secret,
        header: SANDBOX_SIGNATURE_HEADER,
        what: 'a payment event',
        schema: sandboxEvent,
      },
      rawBody,
      headers,
      nowMs,
    );
    const payment = data.attributes.data;
    return {
      eventId: data.id,
      orderId: payment.attributes.metadata.orderId,
      outcome: data.attributes.type === 'payment.paid' ? 'paid' : 'failed',
      amount: payment.attributes.amount,
    };
  }
}
