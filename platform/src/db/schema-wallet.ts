import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './schema-auth';
import { createdAt, updatedAt } from './schema-columns';

// Deposits, gateway webhooks, receiving accounts and withdrawals (re-exported by schema.ts, one migration set).

/** Deposit orders: created pending, closed by a verified gateway webhook (paid/failed) or by expiry. */
export const rechargeOrders = pgTable(
  'recharge_orders',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    rechargeTypeId: integer('recharge_type_id').notNull(),
    channelName: text('channel_name').notNull(),
    /** Gateway method (gcash, maya, qrph, bank…) as configured on the channel when the order was made. */
    method: text('method').notNull(),
    itemId: integer('item_id'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Recharge bonus credited with the deposit (computed at creation, shown before paying). */
    bonus: bigint('bonus', { mode: 'number' }).notNull().default(0),
    /** pending → paid | failed | expired (RECHARGE_ORDER_STATUS). */
    status: text('status').notNull().default('pending'),
    gateway: text('gateway').notNull(),
    /** The gateway's payment/event id once paid or failed. */
    gatewayRef: text('gateway_ref'),
    /** Where the player pays (the gateway's page); shown only while pending. */
    checkoutUrl: text('checkout_url').notNull().default(''),
    /** Same-origin path the checkout sends the player back to. */
    returnPath: text('return_path').notNull().default('/wallets?name=deposit'),
    /** Over-the-counter cash-in: the reference the player pays at a payment centre (null on other rails). */
    payReference: text('pay_reference'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('recharge_orders_user_idx').on(t.userId, t.createdAt),
    index('recharge_orders_pending_idx').on(t.status, t.expiresAt),
    uniqueIndex('recharge_orders_pay_reference_idx').on(t.payReference),
    check('recharge_orders_amount', sql`${t.amount} > 0 and ${t.bonus} >= 0`),
  ],
);

/** Every webhook delivery, verified or not: the operator's audit trail (never the signature or secret). */
export const paymentWebhooks = pgTable(
  'payment_webhooks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    gateway: text('gateway').notNull(),
    /** credited | failed | duplicate | forged | stale | malformed | expired | unknown_order | mismatch | ignored */
    outcome: text('outcome').notNull(),
    eventId: text('event_id'),
    orderId: text('order_id'),
    ip: text('ip').notNull().default(''),
    detail: text('detail').notNull().default(''),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_webhooks_order_idx').on(t.orderId)],
);

/** Receiving accounts (bank or e-wallet) a player withdraws to; removed ones are kept for the order history. */
export const userBanks = pgTable(
  'user_banks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** appRechargeBankMap id. */
    bankId: integer('bank_id').notNull(),
    accountName: text('account_name').notNull(),
    accountNo: text('account_no').notNull(),
    isDefault: smallint('is_default').notNull().default(0),
    /**
     * No payout to this account before this moment: set when the account is added or its number or name
     * changes (payout.newAccountHoldHours), so a stolen session cannot redirect a payout at once.
     */
    payoutAfter: timestamp('payout_after', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('user_banks_user_idx').on(t.userId)],
);

/** Withdrawal orders: the amount is held through the ledger at submission; an operator pays or rejects. */
export const exchangeOrders = pgTable(
  'exchange_orders',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    userBankId: integer('user_bank_id')
      .notNull()
      .references(() => userBanks.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull().default(0),
    /** pending → paid | rejected | cancelled (EXCHANGE_ORDER_STATUS; 'approved' is left for a two-step payout). */
    status: text('status').notNull().default('pending'),
    rejectReason: text('reject_reason').notNull().default(''),
    /**
     * The client's key for this withdrawal: a retry with it answers this order instead of making another.
     * Null on orders made before withdrawals carried one.
     */
    requestId: text('request_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('exchange_orders_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('exchange_orders_user_request_idx').on(t.userId, t.requestId),
    check('exchange_orders_amount', sql`${t.amount} > 0 and ${t.fee} >= 0 and ${t.fee} <= ${t.amount}`),
  ],
);
