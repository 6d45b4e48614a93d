import { defineHandlers } from '../../core/handlers';
import type { Db } from '../../db/client';
import type { DepositService } from './deposit';
import { cancelRechargeOrder } from './deposit-cancel';
import type { PayoutCodes } from './payout-code';
import type { RecordsService } from './records';
import type { SafeboxService } from './safebox';
import type { WithdrawService } from './withdraw';

/** Wire for the wallet calls: deposits, withdrawals, receiving accounts, safebox and records. */
export function walletHandlers(s: {
  db: Db;
  deposits: DepositService;
  withdrawals: WithdrawService;
  safebox: SafeboxService;
  records: RecordsService;
  codes: PayoutCodes;
}) {
  const { db, deposits, withdrawals, safebox, records, codes } = s;
  return defineHandlers({
    walletTradeInfo: { handle: async (_input, ctx) => deposits.walletTradeInfo(await ctx.user()) },
    rechargeOrderCreate: {
      handle: async (input, ctx) => deposits.rechargeOrderCreate(await ctx.user(), input),
    },
    rechargeOrderStatus: {
      handle: async (input, ctx) => deposits.rechargeOrderStatus(await ctx.user(), input.orderId),
    },
    rechargeOrderCancel: {
      handle: async (input, ctx) => cancelRechargeOrder(db, await ctx.user(), input.orderId),
    },
    getExchange: { handle: async (_input, ctx) => withdrawals.getExchange(await ctx.user()) },
    exchange: { handle: async (input, ctx) => withdrawals.exchange(await ctx.user(), input) },
    exchangeOrderList: {
      handle: async (input, ctx) => withdrawals.exchangeOrderList(await ctx.user(), input),
    },
    exchangeOrderStatus: {
      handle: async (input, ctx) => withdrawals.exchangeOrderStatus(await ctx.user(), input.orderId),
    },
    exchangeOrderCancel: {
      handle: async (input, ctx) => withdrawals.exchangeOrderCancel(await ctx.user(), input.orderId),
    },
    bankInfoList: { handle: async (_input, ctx) => withdrawals.bankInfoList(await ctx.user()) },
    addBankInfo: { handle: async (input, ctx) => withdrawals.addBankInfo(await ctx.user(), input) },
    modifyBankInfo: { handle: async (input, ctx) => withdrawals.modifyBankInfo(await ctx.user(), input) },
    payoutCodeSend: { handle: async (_input, ctx) => codes.send((await ctx.user()).userId) },
    delBankInfo: { handle: async (input, ctx) => withdrawals.delBankInfo(await ctx.user(), input.id) },
    safeboxSetPassword: { handle: async (input, ctx) => safebox.setPassword(await ctx.user(), input) },
    safeboxDeposit: { handle: async (input, ctx) => safebox.deposit(await ctx.user(), input.amount) },
    safeboxWithdraw: {
      handle: async (input, ctx) => safebox.withdraw(await ctx.user(), input.amount, input.password),
    },
    walletRecordList: { handle: async (input, ctx) => records.walletRecordList(await ctx.user(), input) },
    appUserCoinDetail: { handle: async (input, ctx) => records.coinDetail(await ctx.user(), input) },
    coinEventList: { handle: async (input, ctx) => records.coinEvents(await ctx.user(), input) },
    retrieveBalance: { handle: async (_input, ctx) => records.retrieveBalance(await ctx.user()) },
  });
}
