import { MAX_AMOUNT_MINOR } from '@casino/contracts/common';
import { ERR } from '@casino/contracts/errors';
import { formatMoney } from '@casino/contracts/money';
import type { CallAnswer } from '@casino/contracts/registry';
import {
  depositBonus,
  depositChannelOpen,
  depositItems,
  depositMinimum,
} from '@casino/contracts/wallet-rules';
import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { CatalogueService } from '../../catalogue/service';
import { CallError } from '../../core/call-error';
import type { CallInput, SessionInfo } from '../../core/handlers';
import { sha256 } from '../../core/hash';
import type { Db } from '../../db/client';
import { rechargeOrders } from '../../db/schema';
import { walletState } from '../../ledger/ledger';
import { checkKycLevel, depositKycLevel, kycLevelOf, kycSettingsOf } from '../kyc';
import { checkDeposit } from '../protection';
import { newOrderId, walletSettings } from './common';
import { createDepositWebhook } from './deposit-webhook';
import type { PaymentGateway } from './gateway';
import {
  expireOrders,
  type RechargeOrderAnswer,
  type RechargeOrderRow,
  toRechargeOrder,
} from './recharge-order';

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
      .filter((c) => depositChannelOpen(c, docs.settings.wallet))
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

  const webhook = createDepositWebhook({ db, catalogue, gateway, log });

  return {
    gateway,
    handleWebhook: webhook.handleWebhook,

    async walletTradeInfo(session: SessionInfo): Promise<CallAnswer<'walletTradeInfo'>> {
      const { channels, items, wallet } = await channelsFor(session.userId);
      const rules = await walletSettings(catalogue);
      const appRechargeTypeMap: CallAnswer<'walletTradeInfo'>['appRechargeTypeMap'] = {};
      const appRechargeTypeItemMap: Record<string, number[]> = {};
      for (const { channel, offered } of channels) {
        const { itemIds: _omit, ...type } = channel;
        appRechargeTypeMap[String(channel.id)] = type;
        appRechargeTypeItemMap[String(channel.id)] = offered.map((i) => i.id);
      }
      const appRechargeItemMap = Object.fromEntries(items.map((i) => [String(i.id), i]));
      const maps = { appRechargeTypeMap, appRechargeItemMap, appRechargeTypeItemMap };
      const smallest = Math.min(...channels.map((c) => c.minimum));
      return {
        ...maps,
        lastRechargeTypeId: await lastRechargeTypeId(session.userId),
        totalRecharge: wallet.totalRecharge,
        bonusTurnoverMultiple: rules.rechargeBonusTurnoverMultiple,
        depositTurnoverMultiple: rules.depositTurnoverMultiple,
        hash: sha256(JSON.stringify(maps)).slice(0, 16),
        kycLevel: await kycLevelOf(db, session.userId),
        depositKycLevel: depositKycLevel(
          await kycSettingsOf(catalogue),
          wallet.totalRecharge,
          Number.isFinite(smallest) ? smallest : 0,
        ),
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
      // BSP M-2025-029: e-wallets de-linked gambling sites; refused before any order or checkout exists.
      if (configured.kind === 'ewallet' && !docs.settings.wallet.ewalletDeposits) {
        throw new CallError(
          ERR.EWALLET_DEPOSITS_OFF,
          `${configured.name} cannot be used to deposit: e-wallets no longer pay gambling sites. Use QR Ph, InstaPay, online banking or cash at a payment centre.`,
        );
      }
      if (configured.status !== 1) {
        throw new CallError(ERR.CHANNEL_UNAVAILABLE, `${configured.name} is not available right now.`);
      }
      const { channels, wallet } = await channelsFor(session.userId);
      const found = channels.find((c) => c.channel.id === configured.id);
      if (!found)
        throw new CallError(ERR.CHANNEL_UNAVAILABLE, `${configured.name} is not available right now.`);
      const { channel, minimum, maximum, offered } = found;
      const chip = input.itemId !== undefined ? offered.find((i) => i.id === input.itemId) : undefined;
      if (input.itemId !== undefined && (!chip || chip.price !== input.amount)) {
        throw new CallError(
          ERR.INVALID_REQUEST,
          'Invalid request: itemId: not an amount offered on this channel',
        );
      }
      if (input.amount < minimum || input.amount > maximum) {
        throw new CallError(
          ERR.AMOUNT_OUT_OF_RANGE,
          `Deposit between ${formatMoney(minimum)} and ${formatMoney(maximum)} with ${channel.name}.`,
        );
      }
      // PAGCOR: no deposit before the identity is verified. Refused before any order or checkout exists.
      checkKycLevel(
        await kycLevelOf(db, session.userId),
        depositKycLevel(await kycSettingsOf(catalogue), wallet.totalRecharge, input.amount),
        'deposit',
      );
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
      // The rule the deposit page shows (contracts wallet-rules): channel percentage plus the chip's bonus,
      // or nothing at all when the player declined it — then no bonus turnover is ever asked either.
      const bonus = depositBonus(channel, input.amount, chip, input.declineBonus === true);
      // The player's own deposit limits, cool-off or exclusion: checked before a checkout is made, then again
      // under the player's lock with the order's insert, so two orders at once cannot both fit under one limit.
      await db.transaction((tx) => checkDeposit(tx, session.userId, input.amount));
      const id = newOrderId('R');
      const otc = channel.kind === 'otc';
      const { checkoutUrl, payReference } = await gateway.createCheckout({
        orderId: id,
        amount: input.amount,
        method: channel.method,
        kind: channel.kind,
        channelName: channel.name,
      });
      if (otc && !payReference) throw new Error(`gateway ${gateway.name} gave no reference for ${id}`);
      // A payment-centre reference stays payable for hours (the player walks to a counter); a checkout for minutes.
      const minutes = otc ? settings.otcReferenceHours * 60 : settings.depositOrderMinutes;
      const [row] = await db.transaction(async (tx) => {
        await checkDeposit(tx, session.userId, input.amount);
        return tx
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
            payReference: otc ? payReference : null,
            returnPath: input.returnPath ?? '/wallets?name=deposit',
            // The DB clock for both ends, so created + minutes is exact.
            expiresAt: sql`now() + make_interval(mins => ${minutes})`,
          })
          .returning();
      });
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

    /** The order an over-the-counter reference names (the payment centre asks before it takes the cash). */
    async orderForReference(reference: string): Promise<RechargeOrderRow | null> {
      const [row] = await db.select().from(rechargeOrders).where(eq(rechargeOrders.payReference, reference));
      return row ? this.orderForCheckout(row.id) : null;
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
