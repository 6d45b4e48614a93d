import { MAX_AMOUNT_MINOR } from '@casino/contracts/common';
import { ERR } from '@casino/contracts/errors';
import { applyBasisPoints, formatMoney } from '@casino/contracts/money';
import type { CallAnswer } from '@casino/contracts/registry';
import { depositItems, depositMinimum } from '@casino/contracts/wallet-rules';
import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { CatalogueService } from '../../catalogue/service';
import { CallError } from '../../core/call-error';
import type { CallInput, SessionInfo } from '../../core/handlers';
import { sha256 } from '../../core/hash';
import type { Db } from '../../db/client';
import { paymentWebhooks, rechargeOrders } from '../../db/schema';
import { applyLedger, walletState } from '../../ledger/ledger';
import { mailDepositCredited } from '../mail';
import { newOrderId, walletSettings } from './common';
import { type HeaderBag, type PaymentGateway, WebhookRejected } from './gateway';

type RechargeOrderRow = typeof rechargeOrders.$inferSelect;
type RechargeOrderAnswer = CallAnswer<'rechargeOrderStatus'>;

export function toRechargeOrder(row: RechargeOrderRow): RechargeOrderAnswer {
  return {
    orderId: row.id,
    rechargeTypeId: row.rechargeTypeId,
    channelName: row.channelName,
    amount: row.amount,
    bonus: row.bonus,
    status: row.status as RechargeOrderAnswer['status'],
    checkoutUrl: row.status === 'pending' ? row.checkoutUrl : '',
    createTime: row.createdAt.getTime(),
    expiresAt: row.expiresAt.getTime(),
    paidTime: row.paidAt?.getTime() ?? 0,
  };
}

/** Pending orders past their expiry become expired (lazily on read, and by `ops expire-orders`). */
export async function expireOrders(db: Db, userId?: number): Promise<number> {
  const rows = await db
    .update(rechargeOrders)
    .set({ status: 'expired', updatedAt: sql`now()` })
    .where(
      and(
        eq(rechargeOrders.status, 'pending'),
        lt(rechargeOrders.expiresAt, sql`now()`),
        ...(userId !== undefined ? [eq(rechargeOrders.userId, userId)] : []),
      ),
    )
    .returning({ id: rechargeOrders.id });
  return rows.length;
}

export interface WebhookAnswer {
  status: number;
  body: { errcode: number; msg: string; data: { outcome: string; orderId: string | null } | null };
}

export interface DepositServiceDeps {
  db: Db;
  catalogue: CatalogueService;
  gateway: PaymentGateway;
  log: FastifyBaseLogger;
}

export function createDepositService({ db, catalogue, gateway, log }: DepositServiceDeps) {
  async function channelsFor(userId: number) {
    const { docs } = await catalogue.snapshot();
    const wallet = await walletState(db, userId);
    const hasDeposited = wallet.totalRecharge > 0;
    const items = [...docs.recharge.items].sort((a, b) => a.sort - b.sort || a.id - b.id);
    const channels = docs.recharge.channels
      .filter((c) => c.status === 1)
      .map((c) => {
        const minimum = depositMinimum(c, {
          minRechargeStatus: docs.settings.minRechargeStatus,
          hasDeposited,
        });
        const maximum = c.maxAmount || MAX_AMOUNT_MINOR;
        const offered = depositItems(
          items.filter((i) => c.itemIds.includes(i.id)),
          minimum,
        ).filter((i) => i.price <= maximum);
        return { channel: c, minimum, maximum, offered };
      });
    return { channels, items, wallet, settings: docs.settings };
  }

  async function lastRechargeTypeId(userId: number): Promise<number> {
    // The channel of the last paid deposit, else of the last order the player started.
    const [paid] = await db
      .select({ id: rechargeOrders.rechargeTypeId })
      .from(rechargeOrders)
      .where(and(eq(rechargeOrders.userId, userId), eq(rechargeOrders.status, 'paid')))
      .orderBy(desc(rechargeOrders.paidAt))
      .limit(1);
    if (paid) return paid.id;
    const [any] = await db
      .select({ id: rechargeOrders.rechargeTypeId })
      .from(rechargeOrders)
      .where(eq(rechargeOrders.userId, userId))
      .orderBy(desc(rechargeOrders.createdAt))
      .limit(1);
    return any?.id ?? 0;
  }

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
    gateway,

    async walletTradeInfo(session: SessionInfo): Promise<CallAnswer<'walletTradeInfo'>> {
      const { channels, items, wallet } = await channelsFor(session.userId);
      const appRechargeTypeMap: CallAnswer<'walletTradeInfo'>['appRechargeTypeMap'] = {};
      const appRechargeTypeItemMap: Record<string, number[]> = {};
      for (const { channel, offered } of channels) {
        const { itemIds: _omit, ...type } = channel;
        appRechargeTypeMap[String(channel.id)] = type;
        appRechargeTypeItemMap[String(channel.id)] = offered.map((i) => i.id);
      }
      const appRechargeItemMap = Object.fromEntries(items.map((i) => [String(i.id), i]));
      const maps = { appRechargeTypeMap, appRechargeItemMap, appRechargeTypeItemMap };
      return {
        ...maps,
        lastRechargeTypeId: await lastRechargeTypeId(session.userId),
        totalRecharge: wallet.totalRecharge,
        hash: sha256(JSON.stringify(maps)).slice(0, 16),
      };
    },

    async rechargeOrderCreate(
      session: SessionInfo,
      input: CallInput<'rechargeOrderCreate'>,
    ): Promise<RechargeOrderAnswer> {
      const { docs } = await catalogue.snapshot();
      const configured = docs.recharge.channels.find((c) => c.id === input.rechargeTypeId);
      if (!configured)
        throw new CallError(ERR.INVALID_REQUEST, 'Invalid request: rechargeTypeId: unknown channel');
      if (configured.status !== 1) {
        throw new CallError(ERR.CHANNEL_UNAVAILABLE, `${configured.name} is not available right now.`);
      }
      const { channels } = await channelsFor(session.userId);
      const found = channels.find((c) => c.channel.id === configured.id);
      if (!found)
        throw new CallError(ERR.CHANNEL_UNAVAILABLE, `${configured.name} is not available right now.`);
      const { channel, minimum, maximum, offered } = found;
      let itemBonus = 0;
      if (input.itemId !== undefined) {
        const item = offered.find((i) => i.id === input.itemId);
        if (!item || item.price !== input.amount) {
          throw new CallError(
            ERR.INVALID_REQUEST,
            'Invalid request: itemId: not an amount offered on this channel',
          );
        }
        itemBonus = item.bonus;
      }
      if (input.amount < minimum || input.amount > maximum) {
        throw new CallError(
          ERR.AMOUNT_OUT_OF_RANGE,
          `Deposit between ${formatMoney(minimum)} and ${formatMoney(maximum)} with ${channel.name}.`,
        );
      }
      const settings = await walletSettings(catalogue);
      await expireOrders(db, session.userId);
      const [open] = await db
        .select({ n: count() })
        .from(rechargeOrders)
        .where(and(eq(rechargeOrders.userId, session.userId), eq(rechargeOrders.status, 'pending')));
      if ((open?.n ?? 0) >= settings.maxPendingDeposits) {
        throw new CallError(
          ERR.RATE_LIMITED,
          'You have unfinished deposits. Complete them or wait until they expire.',
        );
      }
      // Channel bonus (any bonusKind 1-13 is a percentage at bonusRate bp) plus the chip's own bonus.
      const bonus =
        (channel.bonusKind > 0 ? applyBasisPoints(input.amount, channel.bonusRate) : 0) + itemBonus;
      const id = newOrderId('R');
      const { checkoutUrl } = await gateway.createCheckout({
        orderId: id,
        amount: input.amount,
        method: channel.method,
        channelName: channel.name,
      });
      const [row] = await db
        .insert(rechargeOrders)
        .values({
          id,
          userId: session.userId,
          rechargeTypeId: channel.id,
          channelName: channel.name,
          method: channel.method,
          itemId: input.itemId ?? null,
          amount: input.amount,
          bonus,
          gateway: gateway.name,
          checkoutUrl,
          returnPath: input.returnPath ?? '/wallets?name=deposit',
          // The DB clock for both ends, so created + minutes is exact.
          expiresAt: sql`now() + make_interval(mins => ${settings.depositOrderMinutes})`,
        })
        .returning();
      return toRechargeOrder(row!);
    },

    async rechargeOrderStatus(session: SessionInfo, orderId: string): Promise<RechargeOrderAnswer> {
      await expireOrders(db, session.userId);
      const [row] = await db
        .select()
        .from(rechargeOrders)
        .where(and(eq(rechargeOrders.id, orderId), eq(rechargeOrders.userId, session.userId)));
      if (!row) throw new CallError(ERR.NOT_FOUND, 'No such deposit order');
      return toRechargeOrder(row);
    },

    /** An order as the checkout page shows it (no session: the order id is the checkout's capability). */
    async orderForCheckout(orderId: string): Promise<RechargeOrderRow | null> {
      const [row] = await db.select().from(rechargeOrders).where(eq(rechargeOrders.id, orderId));
      if (row && row.status === 'pending' && row.expiresAt.getTime() < Date.now()) {
        await expireOrders(db, row.userId);
        return { ...row, status: 'expired' };
      }
      return row ?? null;
    },

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
          await applyLedger(tx, {
            userId: order.userId,
            delta: order.bonus,
            kind: 'depositBonus',
            refType: 'recharge',
            refId: order.id,
            reason: `Deposit bonus (${order.channelName})`,
            bonus: { turnoverRequired: order.bonus * settings.rechargeBonusTurnoverMultiple },
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

    /** Orders still pending past expiry, for the ops command. */
    async pendingExpired(): Promise<number> {
      const [n] = await db
        .select({ n: count() })
        .from(rechargeOrders)
        .where(and(eq(rechargeOrders.status, 'pending'), lt(rechargeOrders.expiresAt, sql`now()`)));
      return n?.n ?? 0;
    },
  };
}

export type DepositService = ReturnType<typeof createDepositService>;
