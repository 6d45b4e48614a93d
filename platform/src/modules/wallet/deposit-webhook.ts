import { REWARD_ID } from '@casino/contracts/reward-ids';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { CatalogueService } from '../../catalogue/service';
import type { Db } from '../../db/client';
import { paymentWebhooks, rechargeOrders } from '../../db/schema';
import { applyLedger } from '../../ledger/ledger';
import { grant } from '../../rewards';
import { mailDepositCredited } from '../mail';
import { walletSettings } from './common';
import { type HeaderBag, type PaymentGateway, WebhookRejected } from './gateway';

export interface WebhookAnswer {
  status: number;
  body: { errcode: number; msg: string; data: { outcome: string; orderId: string | null } | null };
}

/** The gateway's webhook: a verified payment credits its deposit order once; every delivery is recorded. */
export function createDepositWebhook({
  db,
  catalogue,
  gateway,
  log,
}: {
  db: Db;
  catalogue: CatalogueService;
  gateway: PaymentGateway;
  log: FastifyBaseLogger;
}) {
  async function record(
    outcome: string,
    fields: { eventId?: string; orderId?: string; ip: string; detail?: string },
  ) {
    await db.insert(paymentWebhooks).values({
      gateway: gateway.name,
      outcome,
      eventId: fields.eventId ?? null,
      orderId: fields.orderId ?? null,
      ip: fields.ip,
      detail: fields.detail ?? '',
    });
  }

  return {
    /**
     * A webhook delivery: verified by the gateway, then applied once under a row lock. Answers 2xx for
     * everything the gateway should stop retrying (credited, duplicate, declined, expired), 401 for forged or
     * stale signatures, 400/404 for bodies that name nothing we know.
     */
    async handleWebhook(rawBody: string, headers: HeaderBag, ip: string): Promise<WebhookAnswer> {
      const answer = (
        status: number,
        msg: string,
        outcome: string,
        orderId: string | null = null,
      ): WebhookAnswer => ({
        status,
        body: {
          errcode: status === 200 ? 0 : status,
          msg,
          data: status === 200 ? { outcome, orderId } : null,
        },
      });
      let event: ReturnType<PaymentGateway['verifyWebhook']>;
      try {
        event = gateway.verifyWebhook(rawBody, headers);
      } catch (err) {
        if (!(err instanceof WebhookRejected)) throw err;
        log.warn({ gateway: gateway.name, reason: err.reason, detail: err.message, ip }, 'webhook rejected');
        await record(err.reason, { ip, detail: err.message });
        if (err.reason === 'malformed') return answer(400, 'Webhook body is not a payment event', err.reason);
        return answer(
          401,
          err.reason === 'stale' ? 'Webhook timestamp is too old' : 'Invalid webhook signature',
          err.reason,
        );
      }
      const settings = await walletSettings(catalogue);
      const result = await db.transaction(async (tx) => {
        const [order] = await tx
          .select()
          .from(rechargeOrders)
          .where(eq(rechargeOrders.id, event.orderId))
          .for('update');
        if (!order) return { outcome: 'unknown_order' as const };
        if (order.status === 'paid') return { outcome: 'duplicate' as const, order };
        if (order.status !== 'pending') return { outcome: 'ignored' as const, order };
        if (event.outcome === 'failed') {
          await tx
            .update(rechargeOrders)
            .set({ status: 'failed', gatewayRef: event.eventId, updatedAt: sql`now()` })
            .where(eq(rechargeOrders.id, order.id));
          return { outcome: 'failed' as const, order };
        }
        if (order.expiresAt.getTime() < Date.now()) {
          await tx
            .update(rechargeOrders)
            .set({ status: 'expired', updatedAt: sql`now()` })
            .where(eq(rechargeOrders.id, order.id));
          return { outcome: 'expired' as const, order };
        }
        if (event.amount !== order.amount) return { outcome: 'mismatch' as const, order };
        const depositTurnover = order.amount * settings.depositTurnoverMultiple;
        await applyLedger(tx, {
          userId: order.userId,
          delta: order.amount,
          kind: 'deposit',
          refType: 'recharge',
          refId: order.id,
          reason: `Deposit via ${order.channelName}`,
          ...(depositTurnover > 0
            ? { bonus: { turnoverRequired: depositTurnover, source: 'deposit' as const } }
            : {}),
        });
        if (order.bonus > 0) {
          // Through the grant door like every bonus: the reward record shows it, once per order.
          await grant(tx, {
            userId: order.userId,
            items: [{ propId: REWARD_ID.coin, count: order.bonus }],
            ref: `deposit-bonus:${order.id}`,
            source: 'deposit-bonus',
            reason: `Deposit bonus (${order.channelName})`,
            terms: { coinKind: 'depositBonus', turnoverMultiple: settings.rechargeBonusTurnoverMultiple },
          });
        }
        await tx
          .update(rechargeOrders)
          .set({ status: 'paid', paidAt: sql`now()`, gatewayRef: event.eventId, updatedAt: sql`now()` })
          .where(eq(rechargeOrders.id, order.id));
        await mailDepositCredited(tx, {
          userId: order.userId,
          orderId: order.id,
          amount: order.amount,
          bonus: order.bonus,
          channel: order.channelName,
        });
        return { outcome: 'credited' as const, order };
      });
      const orderId = event.orderId;
      const fields = { eventId: event.eventId, orderId, ip };
      switch (result.outcome) {
        case 'credited':
          log.info(
            { gateway: gateway.name, orderId, userId: result.order.userId, amount: result.order.amount },
            'deposit credited',
          );
          await record('credited', fields);
          return answer(200, 'Deposit credited', 'credited', orderId);
        case 'failed':
          log.info({ gateway: gateway.name, orderId }, 'deposit declined by the gateway');
          await record('failed', fields);
          return answer(200, 'Deposit marked failed', 'failed', orderId);
        case 'duplicate':
          log.warn(
            { gateway: gateway.name, orderId, eventId: event.eventId },
            'duplicate webhook: already credited',
          );
          await record('duplicate', fields);
          return answer(200, 'Already credited', 'duplicate', orderId);
        case 'expired':
          log.warn(
            { gateway: gateway.name, orderId },
            'payment for an expired order: not credited, refund or credit by hand',
          );
          await record('expired', { ...fields, detail: 'order expired before payment' });
          return answer(200, 'Order expired: not credited', 'expired', orderId);
        case 'ignored':
          log.warn(
            { gateway: gateway.name, orderId, status: result.order.status, event: event.outcome },
            'webhook for a closed order',
          );
          await record('ignored', { ...fields, detail: `order is ${result.order.status}` });
          return answer(200, `Order is ${result.order.status}: nothing to do`, 'ignored', orderId);
        case 'mismatch':
          log.error(
            { gateway: gateway.name, orderId, paid: event.amount, expected: result.order.amount },
            'webhook amount differs from the order',
          );
          await record('mismatch', {
            ...fields,
            detail: `paid ${event.amount}, order ${result.order.amount}`,
          });
          return answer(400, 'Amount does not match the order', 'mismatch', orderId);
        default:
          log.warn({ gateway: gateway.name, orderId }, 'webhook for an unknown order');
          await record('unknown_order', fields);
          return answer(404, 'Unknown order', 'unknown_order', orderId);
      }
    },
  };
}
