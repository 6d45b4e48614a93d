// The wallet module's door: deposits, withdrawals, safebox, records.
export { createDepositService, type DepositService } from './deposit';
export { type PaymentGateway, SANDBOX_SIGNATURE_HEADER, SandboxGateway, sandboxEventBody } from './gateway';
export { expireOrders } from './recharge-order';
export { createRecordsService, type GameSessionRetriever } from './records';
export { walletHandlers } from './routes';
export { createSafeboxService } from './safebox';
export { paymentRoutes } from './sandbox-routes';
export { createWithdrawService, type WithdrawService } from './withdraw';
export { approveWithdrawal, rejectWithdrawal } from './withdraw-approval';
